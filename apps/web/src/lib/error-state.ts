import type { ErrorCode } from './http';

/**
 * The global error state of seed §4: the generic error (400 / 500 / 999, dismissed by the user),
 * offline (499) and low resolution (998), which clear by themselves when the condition ends.
 */
export interface ErrorState {
  generic: ErrorCode | null;
  offline: boolean;
  lowResolution: boolean;
}

let state: ErrorState = { generic: null, offline: false, lowResolution: false };
const listeners = new Set<() => void>();

function update(next: Partial<ErrorState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export const errorState = {
  get: (): ErrorState => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sets a code: 499 and 998 are conditions, the others the generic error. */
  raise: (code: ErrorCode): void => {
    if (code === 499) update({ offline: true });
    else if (code === 998) update({ lowResolution: true });
    else update({ generic: code });
  },
  dismissGeneric: (): void => {
    update({ generic: null });
  },
  setOffline: (offline: boolean): void => {
    update({ offline });
  },
  setLowResolution: (lowResolution: boolean): void => {
    update({ lowResolution });
  },
};

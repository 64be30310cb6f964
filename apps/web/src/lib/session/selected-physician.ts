import { PRODUCT_KEY, type TierFeature } from '@sagitta/domain';
import { tabStorage } from '../storage';

/** The physician a clinical staff member or sales rep acts for (seed §3 Selected physician). */
export interface SelectedPhysician {
  userId: string;
  institutionId: string | null;
  tierNumber: number | null;
  tierFeatures: TierFeature[];
  isBetaUser: boolean;
}

export const SELECTED_PHYSICIAN_KEY = `${PRODUCT_KEY}-selected-physician`;
/** Seed §2 Analytics: filters persist in session storage under this key. */
export const ANALYTICS_FILTERS_KEY = `${PRODUCT_KEY}-analytics-filters`;

function parse(value: unknown): SelectedPhysician | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<SelectedPhysician>;
  if (typeof candidate.userId !== 'string' || !Array.isArray(candidate.tierFeatures)) return null;
  return {
    userId: candidate.userId,
    institutionId: candidate.institutionId ?? null,
    tierNumber: candidate.tierNumber ?? null,
    tierFeatures: candidate.tierFeatures,
    isBetaUser: candidate.isBetaUser === true,
  };
}

const listeners = new Set<() => void>();

export const selectedPhysician = {
  read: (): SelectedPhysician | null => tabStorage.read(SELECTED_PHYSICIAN_KEY, parse),
  write: (physician: SelectedPhysician | null): void => {
    if (physician === null) tabStorage.remove(SELECTED_PHYSICIAN_KEY);
    else tabStorage.write(SELECTED_PHYSICIAN_KEY, physician);
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

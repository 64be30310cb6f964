import { useSyncExternalStore } from 'react';
import { selectedPhysician, type SelectedPhysician } from './selected-physician';

let cached: { text: string | null; value: SelectedPhysician | null } = { text: null, value: null };

// useSyncExternalStore needs a stable snapshot: re-read only when the stored text changed.
function snapshot(): SelectedPhysician | null {
  const value = selectedPhysician.read();
  const text = value === null ? null : JSON.stringify(value);
  if (text !== cached.text) cached = { text, value };
  return cached.value;
}

/** The physician this tab acts for, kept in step with the user menu's surgeons list. */
export function useSelectedPhysician(): SelectedPhysician | null {
  return useSyncExternalStore(selectedPhysician.subscribe, snapshot);
}

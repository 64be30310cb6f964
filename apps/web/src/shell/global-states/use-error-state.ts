import { useSyncExternalStore } from 'react';
import { errorState, type ErrorState } from '../../lib/error-state';

export function useErrorState(): ErrorState {
  return useSyncExternalStore(errorState.subscribe, errorState.get);
}

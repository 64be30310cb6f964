import { useEffect } from 'react';
import { isLowResolution } from '@sagitta/domain';
import { errorState } from '../../lib/error-state';

/**
 * Keeps the two self-clearing states in step with the browser (seed §4, §8): offline while the
 * browser is offline, low resolution while the window is too small.
 */
export function useEnvironmentWatch(): void {
  useEffect(() => {
    const checkSize = () => {
      errorState.setLowResolution(isLowResolution(window.innerWidth, window.innerHeight));
    };
    const goOffline = () => {
      errorState.setOffline(true);
    };
    const goOnline = () => {
      errorState.setOffline(false);
    };
    checkSize();
    if (!navigator.onLine) goOffline();
    window.addEventListener('resize', checkSize);
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('resize', checkSize);
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);
}

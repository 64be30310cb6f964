import { API_PATHS } from '@sagitta/domain';
import { selectedPhysician } from './selected-physician';

/**
 * Ends the session on the server and lands on the sign-in page with a fresh page load, so that
 * nothing of the previous user stays in memory, nor their acting physician in this tab.
 */
export function logout(): void {
  selectedPhysician.write(null);
  window.location.assign(`${API_PATHS.logout}?redirectUrl=${encodeURIComponent('/')}`);
}

import type { FailureEffects } from '../lib/http';
import { reportError } from '../lib/client-log';
import { errorState } from '../lib/error-state';
import { logout } from '../lib/session/logout';

/**
 * What the common failure handler does in the running app (seed §8): error states, the
 * status-error page for 401, logout, and a report of every error to the server log.
 */
export function createFailureEffects(navigate: (path: string) => Promise<void>): FailureEffects {
  return {
    apply(outcome, failure) {
      const route = window.location.pathname.split('/')[1] ?? '';
      // Offline cannot be reported (there is no network); everything else is logged.
      if (!failure.isNetworkFailure) reportError(failure.status, failure.message, route);
      switch (outcome.kind) {
        case 'error-state':
          errorState.raise(outcome.code);
          return;
        case 'logout':
          logout();
          return;
        case 'status-error-401':
          navigate('/status-error?code=401').catch(logout);
          return;
      }
    },
  };
}

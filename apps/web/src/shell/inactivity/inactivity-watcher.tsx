import { useIdleTimer } from 'react-idle-timer';
import {
  API_PATHS,
  ACTIVITY_EVENTS_THROTTLE_MS,
  ACTIVITY_SYNC_THROTTLE_MS,
  ACTIVITY_SYNC_TOLERANCE_MS,
  DEFAULT_INACTIVITY_SECONDS,
  LAST_ACTIVITY_KEY,
} from '@sagitta/domain';
import { http } from '../../lib/http';
import { logout } from '../../lib/session/logout';

/** How often activity may refresh the server session: well inside any idle time-out. */
const refreshEveryMs = (timeoutMs: number) => Math.max(1_000, Math.min(60_000, timeoutMs / 2));

function lastSharedActivity(): number {
  return Number(window.localStorage.getItem(LAST_ACTIVITY_KEY) ?? 0);
}

/**
 * The inactivity watcher of seed §4 and §9: after the user's idle time-out without activity in
 * any tab, every tab logs out. Activity keeps the server session alive too.
 */
export function InactivityWatcher({ inactivitySeconds }: { inactivitySeconds: number | null }) {
  const timeout = (inactivitySeconds ?? DEFAULT_INACTIVITY_SECONDS) * 1000;
  const idleTimer = useIdleTimer({
    timeout,
    crossTab: true,
    name: LAST_ACTIVITY_KEY,
    syncTimers: ACTIVITY_SYNC_THROTTLE_MS,
    eventsThrottle: ACTIVITY_EVENTS_THROTTLE_MS,
    throttle: refreshEveryMs(timeout),
    onAction: () => {
      window.localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
      void http.get(API_PATHS.refreshSession).catch(() => undefined);
    },
    onIdle: () => {
      // Timers synced every 30 s can disagree by a little: activity another tab recorded within
      // the time-out (less the tolerance) keeps this tab signed in.
      const sinceShared = Date.now() - lastSharedActivity();
      if (sinceShared < timeout - ACTIVITY_SYNC_TOLERANCE_MS) {
        idleTimer.reset();
        return;
      }
      logout();
    },
  });
  return null;
}

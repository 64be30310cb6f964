import { PRODUCT_KEY } from '@sagitta/domain';

const MOBILE_SESSION_KEY = `${PRODUCT_KEY}-mobile-session`;

/**
 * A tab that was opened on a mobile page (the mobile app's links) is a mobile session: it has no
 * inactivity watcher and may not wander to the desktop screens (seed §2, §6).
 */
export const mobileSession = {
  isMobile: (): boolean => window.sessionStorage.getItem(MOBILE_SESSION_KEY) === '1',
  /** Called once at start-up with the path the tab was opened on. */
  markIfMobile(isMobileEntry: boolean): void {
    if (isMobileEntry) window.sessionStorage.setItem(MOBILE_SESSION_KEY, '1');
  },
};

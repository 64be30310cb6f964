/** Product identity (seed §1). */
export const PRODUCT_NAME = 'Sagitta';
export const PRODUCT_VERSION = '2.2.0';

/** Session idle time-out when a user has none of their own (seed §9). */
export const DEFAULT_INACTIVITY_SECONDS = 300;
/** Extra time the server allows beyond the user's idle time-out, for clock skew and slow networks. */
export const IDLE_GRACE_SECONDS = 30;
/** Absolute session lifetime: the seed's cookie expiry of one day (seed §9). */
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** Account lockout: this many failures inside the window lock the account for the same window. */
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;

/** Longest password accepted at sign-in: any passphrase, but not enough to exhaust argon2. */
export const LOGIN_PASSWORD_MAX_LENGTH = 256;

/** Default page size of paged lists (seed §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Prefix of the browser storage keys the product writes (seed §9 `{product}-last-activity`). */
export const PRODUCT_KEY = 'sagitta';

/** Inactivity watcher (seed §9): cross-tab key, sync throttle and tolerance, event throttle. */
export const LAST_ACTIVITY_KEY = `${PRODUCT_KEY}-last-activity`;
export const ACTIVITY_SYNC_THROTTLE_MS = 30_000;
export const ACTIVITY_SYNC_TOLERANCE_MS = 2_000;
export const ACTIVITY_EVENTS_THROTTLE_MS = 50;

/** Toasts (seed §9): how long one stays, shorter when it offers an undo. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_WITH_UNDO_DURATION_MS = 4_000;

/** Release-notes modal (seed §9): how often the scroll position is checked, and its tolerance. */
export const RELEASE_NOTES_SCROLL_CHECK_MS = 500;
export const RELEASE_NOTES_SCROLL_TOLERANCE_PX = 5;

/** Status-error page (seed §9): automatic return to sign-in. */
export const STATUS_ERROR_REDIRECT_MS = 15_000;

/** Window sizes (seed §9): at or below either limit the portal shows 'Resolution Not Supported'. */
export const LOW_RESOLUTION_MAX_WIDTH_PX = 1174;
export const LOW_RESOLUTION_MAX_HEIGHT_PX = 600;
export const TABLET_WIDTH_PX = 1278;

/**
 * Whether a window is too small for the portal (seed §8).
 * @param width - inner width in CSS pixels
 * @param height - inner height in CSS pixels
 */
export function isLowResolution(width: number, height: number): boolean {
  return width <= LOW_RESOLUTION_MAX_WIDTH_PX || height <= LOW_RESOLUTION_MAX_HEIGHT_PX;
}

/**
 * The header naming the physician a clinical staff member or sales representative acts for
 * (seed §6). The server checks it against their connections on every call; never trusted.
 */
export const ACTING_PHYSICIAN_HEADER = 'X-Physician-Id';

/** Lists and lookups ask the server once typing pauses (seed §9: search debounce 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** How long a copy button says it copied (seed §9: copied indicator 1500 ms). */
export const COPIED_INDICATOR_MS = 1_500;

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

/** Default page size of paged lists (seed §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** User status values (seed §3). */
export const USER_STATUSES = [
  'Active',
  'Deactivated',
  'Deleted',
  'New',
  'Pending',
  'Reset',
] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Online status of a technician (seed §3); Paused is shown as Hold. */
export const ONLINE_STATUSES = ['Online', 'Offline', 'Paused'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

/**
 * Whether a user with this status may open a session at all.
 * Deactivated, Deleted and Pending accounts cannot sign in.
 */
export function statusAllowsSignIn(status: UserStatus): boolean {
  switch (status) {
    case 'Active':
    case 'New':
    case 'Reset':
      return true;
    case 'Deactivated':
    case 'Deleted':
    case 'Pending':
      return false;
  }
}

/** A New or Reset user signs in but must set a password before anything else. */
export function statusRequiresPasswordChange(status: UserStatus): boolean {
  return status === 'New' || status === 'Reset';
}

/**
 * Why the API refuses a signed-in user's call before it looks at the route's permission: the
 * account must first set a password, then accept the EULA (seed §1, §2). Only the calls that read
 * and accept it, change the password, keep the session and load the user answer meanwhile.
 */
export const ACCOUNT_GATE_MESSAGES = {
  passwordChangeRequired: 'Password change required',
  eulaAcceptanceRequired: 'The End User License Agreement must be accepted before using Sagitta',
} as const;

/** The answer to a state change that another site asked a user's browser to make. */
export const CROSS_SITE_REQUEST_REFUSED = 'Cross-site request refused';

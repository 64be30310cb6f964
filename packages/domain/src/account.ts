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

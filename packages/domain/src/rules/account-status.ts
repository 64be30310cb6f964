import type { UserStatus } from '../account';

/**
 * What an administrator can do to an account (seed §4), and the status it asks for in
 * `PATCH /api/v1/Users/Status` (`{ status }`): Active activates, Deactivated disables, Deleted
 * deletes, Reset resets the password, New accepts a pending access request.
 */
export const STATUS_ACTIONS = ['activate', 'disable', 'delete', 'reset', 'accept'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

export const STATUS_ACTION_OF: Readonly<Partial<Record<UserStatus, StatusAction>>> = {
  Active: 'activate',
  Deactivated: 'disable',
  Deleted: 'delete',
  Reset: 'reset',
  New: 'accept',
};

export type StatusChange =
  | { ok: true; status: UserStatus; sendsSetPasswordLink: boolean; endsSessions: boolean }
  | { ok: false; message: string };

const refuse = (message: string): StatusChange => ({ ok: false, message });
const to = (
  status: UserStatus,
  effects: { sendsSetPasswordLink?: boolean; endsSessions?: boolean } = {},
): StatusChange => ({
  ok: true,
  status,
  sendsSetPasswordLink: effects.sendsSetPasswordLink ?? false,
  endsSessions: effects.endsSessions ?? false,
});

/**
 * The account state machine of seed §4: New → Active (when the user sets a password), Active ⇄
 * Deactivated, any → Deleted, → Reset; Pending → New when a request is accepted. Activating
 * requires a password reset, so an activated account comes back as Reset with a set-password
 * link. Disabling, deleting and resetting end the user's sessions at once.
 * @param current - the account's status now
 * @param action - what the administrator asked for
 */
export function changeStatus(current: UserStatus, action: StatusAction): StatusChange {
  if (current === 'Deleted') return refuse('A deleted user cannot be changed');
  switch (action) {
    case 'accept':
      return current === 'Pending'
        ? to('New', { sendsSetPasswordLink: true })
        : refuse('Only a pending request can be accepted');
    case 'activate':
      if (current === 'Deactivated') return to('Reset', { sendsSetPasswordLink: true });
      if (current === 'Pending') return refuse('Accept the request before activating the user');
      return refuse('The user is not deactivated');
    case 'disable':
      if (current === 'Deactivated') return refuse('The user is already deactivated');
      if (current === 'Pending') return refuse('Reject the request instead of disabling it');
      return to('Deactivated', { endsSessions: true });
    case 'reset':
      if (current === 'Deactivated') return refuse('Activate the user to reset their password');
      if (current === 'Pending') return refuse('Accept the request before resetting a password');
      return to('Reset', { sendsSetPasswordLink: true, endsSessions: true });
    case 'delete':
      return to('Deleted', { endsSessions: true });
  }
}

/** Whether `DELETE /api/v1/users` may remove an account: only a request never accepted. */
export function canRemoveAccount(status: UserStatus): boolean {
  return status === 'Pending';
}

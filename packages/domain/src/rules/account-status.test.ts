import { describe, expect, it } from 'vitest';
import { USER_STATUSES, type UserStatus } from '../account';
import {
  canRemoveAccount,
  changeStatus,
  STATUS_ACTION_OF,
  STATUS_ACTIONS,
  type StatusAction,
  type StatusChange,
} from './account-status';

const ok = (
  status: UserStatus,
  sendsSetPasswordLink: boolean,
  endsSessions: boolean,
): StatusChange => ({ ok: true, status, sendsSetPasswordLink, endsSessions });
const refused = (message: string): StatusChange => ({ ok: false, message });

/** Effects: [new status, sends a set-password link, ends sessions]. */
const DELETE = ok('Deleted', false, true);
const DISABLE = ok('Deactivated', false, true);
const RESET = ok('Reset', true, true);
const DELETED_IS_FINAL = refused('A deleted user cannot be changed');
const NOT_PENDING = refused('Only a pending request can be accepted');
const NOT_DEACTIVATED = refused('The user is not deactivated');

/**
 * Every status × every action (seed §4): New → Active happens when the user sets a password, never
 * here; Active ⇄ Deactivated; any → Deleted; → Reset; activating requires a reset, so it yields
 * Reset with a link; Deleted is final; a Pending request is only accepted or deleted.
 */
const TRANSITIONS: Record<UserStatus, Record<StatusAction, StatusChange>> = {
  New: {
    activate: NOT_DEACTIVATED,
    disable: DISABLE,
    delete: DELETE,
    reset: RESET, // sends a fresh set-password link
    accept: NOT_PENDING,
  },
  Active: {
    activate: NOT_DEACTIVATED,
    disable: DISABLE,
    delete: DELETE,
    reset: RESET,
    accept: NOT_PENDING,
  },
  Reset: {
    activate: NOT_DEACTIVATED,
    disable: DISABLE,
    delete: DELETE,
    reset: RESET,
    accept: NOT_PENDING,
  },
  Deactivated: {
    // Re-activation goes through a password reset; a deactivated user holds no session.
    activate: ok('Reset', true, false),
    disable: refused('The user is already deactivated'),
    delete: DELETE,
    reset: refused('Activate the user to reset their password'),
    accept: NOT_PENDING,
  },
  Pending: {
    activate: refused('Accept the request before activating the user'),
    disable: refused('Reject the request instead of disabling it'),
    delete: DELETE,
    reset: refused('Accept the request before resetting a password'),
    accept: ok('New', true, false),
  },
  Deleted: {
    activate: DELETED_IS_FINAL,
    disable: DELETED_IS_FINAL,
    delete: DELETED_IS_FINAL,
    reset: DELETED_IS_FINAL,
    accept: DELETED_IS_FINAL,
  },
};

describe('changeStatus', () => {
  const cases = USER_STATUSES.flatMap((status) =>
    STATUS_ACTIONS.map((action) => [status, action, TRANSITIONS[status][action]] as const),
  );

  it('has a row for every status and action', () => {
    expect(cases).toHaveLength(USER_STATUSES.length * STATUS_ACTIONS.length);
  });

  it.each(cases)('%s, %s → %j', (status, action, expected) => {
    expect(changeStatus(status, action)).toEqual(expected);
  });

  it('never leads to Active or Pending: Active comes from setting a password', () => {
    for (const [status, action] of cases) {
      const change = changeStatus(status, action);
      if (change.ok) expect(['Active', 'Pending']).not.toContain(change.status);
    }
  });

  it('sends a set-password link with every change that leads to New or Reset', () => {
    for (const [status, action] of cases) {
      const change = changeStatus(status, action);
      if (change.ok) {
        expect(change.sendsSetPasswordLink).toBe(['New', 'Reset'].includes(change.status));
      }
    }
  });
});

describe('STATUS_ACTION_OF', () => {
  it.each([
    ['Active', 'activate'],
    ['Deactivated', 'disable'],
    ['Deleted', 'delete'],
    ['Reset', 'reset'],
    ['New', 'accept'],
    ['Pending', undefined],
  ] as const)('the requested status %s means %s', (status, action) => {
    expect(STATUS_ACTION_OF[status]).toBe(action);
  });
});

describe('canRemoveAccount', () => {
  it.each(USER_STATUSES.map((status) => [status, status === 'Pending'] as const))(
    '%s → %s',
    (status, expected) => {
      expect(canRemoveAccount(status)).toBe(expected);
    },
  );
});

import {
  can,
  canRemoveAccount,
  changeStatus,
  STATUS_ACTION_OF,
  type BulkResult,
  type StatusAction,
  type StatusChangeRequest,
} from '@sagitta/domain';
import { endUserSessions } from '../../platform/auth/sessions';
import type { Executor } from '../../platform/db/database';
import { Forbidden, Invalid } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { requestRejectedEmail, type LinkReason } from '../access-requests/emails';
import {
  issueSetPasswordLink,
  mayIssueLinkTo,
  PRIVILEGED_LINK_NEEDS_MAIL,
  revokeSetPasswordLinks,
} from '../access-requests/set-password-links';
import { updateUser } from './repo';
import { deleteUser, lockUser } from './admin-repo';
import { managementRefusal, USER_NOT_FOUND, type AccountServices } from './admin-service';

export const OWN_STATUS = 'You cannot change your own status';
export const NOT_A_REQUEST =
  'Only pending requests can be removed; delete the account with its status instead';

/** The email a status change sends with its set-password link. */
const LINK_REASON: Partial<Record<StatusAction, LinkReason>> = {
  accept: 'accepted',
  activate: 'reactivated',
  reset: 'reset',
};

/** Null when the user's change committed, else why it was refused. */
type Outcome = string | null;

/**
 * Applies one action to each user on their own, each in its own transaction: a refusal for one
 * leaves the others' changes in place, and the answer lists both (seed §8 partial counts).
 */
async function forEachUser(
  services: AccountServices,
  context: RequestContext,
  userIds: readonly string[],
  audited: { action: string; details: Record<string, string> },
  apply: (tx: Executor, userId: string) => Promise<Outcome>,
): Promise<BulkResult> {
  const result: BulkResult = { requested: userIds.length, succeeded: [], failed: [] };
  for (const userId of userIds) {
    const refusal = await services.db.transaction((tx) => apply(tx, userId));
    if (refusal === null) {
      services.accounts.forgetUser(userId);
      result.succeeded.push(userId);
    } else {
      await context.audit(services.db, {
        action: audited.action,
        targetType: 'user',
        targetId: userId,
        outcome: 'failure',
        details: audited.details,
      });
      result.failed.push({ userId, message: refusal });
    }
  }
  services.mailer.deliverSoon();
  return result;
}

/**
 * `PATCH /api/v1/Users/Status`: activate, disable, delete, reset or accept each user, as the
 * account state machine allows (`changeStatus`). Disabling, deleting and resetting end the
 * user's sessions at once; activating, resetting and accepting email a set-password link, and
 * the old password stops working.
 * @throws Forbidden for accepting requests without `access-requests:manage`
 */
export async function changeStatuses(
  services: AccountServices,
  context: RequestContext,
  userIds: readonly string[],
  { status }: StatusChangeRequest,
): Promise<BulkResult> {
  const action = STATUS_ACTION_OF[status];
  if (action === undefined) throw new Invalid(`Status ${status} cannot be asked for`);
  if (action === 'accept' && !can(context.roles, 'access-requests:manage')) throw new Forbidden();
  const linkSender = { mailer: services.mailer, now: context.now, publicUrl: services.publicUrl };

  return forEachUser(
    services,
    context,
    userIds,
    { action: 'user.status.change', details: { to: status } },
    async (tx, userId) => {
      if (userId === context.actorUserId) return OWN_STATUS;
      const stored = await lockUser(tx, userId);
      if (stored === null) return USER_NOT_FOUND;
      const refusal = managementRefusal(context, stored.roles, userId);
      if (refusal !== null) return refusal;
      const change = changeStatus(stored.status, action);
      if (!change.ok) return change.message;
      // An administrator's reset goes by email only, never through the outbox (issue 14).
      if (change.sendsSetPasswordLink && !mayIssueLinkTo(stored.roles, services.mailer.delivers)) {
        return PRIVILEGED_LINK_NEEDS_MAIL;
      }

      await updateUser(tx, userId, {
        status: change.status,
        updatedAt: context.now,
        // A new password comes through the emailed link only: the old one must not open a
        // session in the meantime (a reset is often asked for because it leaked).
        ...(change.sendsSetPasswordLink ? { passwordHash: null } : {}),
      });
      if (change.endsSessions) {
        const reason = action === 'reset' ? 'password-changed' : 'account-unavailable';
        await endUserSessions(tx, context.now, userId, reason);
      }
      const linkReason = LINK_REASON[action];
      if (change.sendsSetPasswordLink && linkReason !== undefined) {
        const recipient = {
          id: userId,
          email: stored.email,
          firstName: stored.firstName,
          roles: stored.roles,
        };
        await issueSetPasswordLink(tx, linkSender, recipient, linkReason);
      } else if (change.status === 'Deactivated' || change.status === 'Deleted') {
        await revokeSetPasswordLinks(tx, userId);
      }
      await context.audit(tx, {
        action: 'user.status.change',
        targetType: 'user',
        targetId: userId,
        outcome: 'success',
        details: { from: stored.status, to: change.status },
      });
      return null;
    },
  );
}

/**
 * `DELETE /api/v1/users`: rejects access requests. A Pending account is removed for good (it
 * never signed in and owns nothing) and its requester is emailed; any other account is refused,
 * since it is deleted with its status and kept for the audit trail.
 */
export async function rejectRequests(
  services: AccountServices,
  context: RequestContext,
  userIds: readonly string[],
): Promise<BulkResult> {
  return forEachUser(
    services,
    context,
    userIds,
    { action: 'access-request.reject', details: {} },
    async (tx, userId) => {
      const stored = await lockUser(tx, userId);
      if (stored === null) return USER_NOT_FOUND;
      if (!canRemoveAccount(stored.status)) return NOT_A_REQUEST;
      const refusal = managementRefusal(context, stored.roles, userId);
      if (refusal !== null) return refusal;
      await deleteUser(tx, userId);
      const email = requestRejectedEmail(stored.firstName);
      await services.mailer.send(tx, { to: stored.email, ...email });
      await context.audit(tx, {
        action: 'access-request.reject',
        targetType: 'user',
        targetId: userId,
        outcome: 'success',
        details: { role: stored.roles[0] ?? null },
      });
      return null;
    },
  );
}

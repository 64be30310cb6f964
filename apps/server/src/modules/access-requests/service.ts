import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import {
  ACCESS_REQUEST_RECEIVED,
  checkPassword,
  type accessRequest,
  type setPasswordWithLink,
} from '@sagitta/domain';
import { recordAudit } from '../../platform/audit/audit';
import { hashPassword } from '../../platform/auth/passwords';
import { endUserSessions, type SessionCache } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Invalid } from '../../platform/errors/errors';
import { accountIdForEmail } from '../users/service';
import {
  activateWithPassword,
  consumeLink,
  deleteUnusedLinks,
  findUsableLink,
  insertPendingUser,
} from './repo';
import { hashToken } from '../../platform/auth/tokens';

/**
 * Every access request takes at least this long, whether it created an account or found the
 * email taken, so that the answer's timing does not tell which.
 */
export const ACCESS_REQUEST_MIN_MS = 300;

export const INVALID_LINK = 'This link is invalid or has expired';
export const PASSWORD_SET = 'Your password has been set. You can now sign in.';

interface Caller {
  now: Date;
  clientIp: string;
}

/**
 * Records a public access request as a Pending account with the role asked for, unless the
 * email already has an account: then nothing is created, and the answer is the same.
 */
export async function requestAccess(
  db: Database,
  caller: Caller,
  input: z.output<typeof accessRequest>,
): Promise<{ message: string }> {
  const startedAt = performance.now();
  try {
    await recordRequest(db, caller, input);
  } finally {
    const remaining = ACCESS_REQUEST_MIN_MS - (performance.now() - startedAt);
    if (remaining > 0) await sleep(remaining);
  }
  return { message: ACCESS_REQUEST_RECEIVED };
}

async function recordRequest(
  db: Database,
  { now, clientIp }: Caller,
  input: z.output<typeof accessRequest>,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const existing = await accountIdForEmail(tx, input.emailAddress);
      const userId =
        existing ??
        (await insertPendingUser(
          tx,
          {
            email: input.emailAddress,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone ?? null,
            npi: input.npi ?? null,
            requestedInstitution: input.institution,
            createdAt: now,
            updatedAt: now,
          },
          input.role,
        ));
      // Ids and codes only: the trail shows who asked for what, the log nothing.
      await recordAudit(tx, now, {
        actorUserId: null,
        action: 'access-request.create',
        targetType: 'user',
        targetId: userId,
        outcome: existing === null ? 'success' : 'failure',
        clientIp,
        details:
          existing === null ? { role: input.role } : { role: input.role, reason: 'email-in-use' },
      });
    });
  } catch (error) {
    // A request for the same email committed first: same answer, nothing more to do.
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
  }
}

/**
 * Sets a password with an emailed one-time link: the account becomes Active, the link is used
 * up, and every session the account still had ends.
 * @throws Invalid for an unknown, used or expired link, or a password that breaks the rules
 */
export async function setPasswordWithToken(
  db: Database,
  accounts: SessionCache,
  { now, clientIp }: Caller,
  input: z.output<typeof setPasswordWithLink>,
): Promise<{ message: string }> {
  const tokenHash = hashToken(input.token);
  const link = await findUsableLink(db, tokenHash, now);
  if (link === null) throw new Invalid(INVALID_LINK);
  const check = checkPassword(input.newPassword);
  if (!check.ok) {
    throw new Invalid(check.message, [
      { field: 'body.newPassword', rule: check.rule, message: check.message },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // Checked again under the write: a concurrent request with the same link may have won.
    const userId = await consumeLink(tx, tokenHash, now);
    if (userId === null || !(await activateWithPassword(tx, userId, passwordHash, now))) {
      throw new Invalid(INVALID_LINK);
    }
    await deleteUnusedLinks(tx, userId);
    await endUserSessions(tx, now, userId, 'password-changed');
    await recordAudit(tx, now, {
      actorUserId: userId,
      action: 'user.password.set-with-link',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      clientIp,
    });
  });
  accounts.forgetUser(link.userId);
  return { message: PASSWORD_SET };
}

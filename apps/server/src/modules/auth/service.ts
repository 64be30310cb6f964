import {
  LOCKOUT_MAX_FAILURES,
  LOCKOUT_WINDOW_SECONDS,
  statusAllowsSignIn,
  statusRequiresPasswordChange,
  type LoginRequest,
  type User,
} from '@sagitta/domain';
import { recordAudit } from '../../platform/audit/audit';
import { endSession, openSession, type SessionCache } from '../../platform/auth/sessions';
import { verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords';
import type { Database, Executor } from '../../platform/db/database';
import { Locked, Unauthorized } from '../../platform/errors/errors';
import { getUserProfile } from '../users/service';
import {
  countRecentFailures,
  findAccountByEmail,
  lockAccountRow,
  lockAccountUntil,
  markAttemptSucceeded,
  recordLoginAttempt,
  recordSignIn,
} from './repo';

/** One answer for every refused sign-in, so that it reveals nothing about the account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
  passwordChangeRequired: boolean;
}

/**
 * Signs a user in with email and password (seed §7 authentication).
 * @throws Unauthorized for an unknown email, a wrong password or an account that may not sign in
 * @throws Locked while the account is locked after too many failures
 */
export async function signIn(
  db: Database,
  accounts: SessionCache,
  now: Date,
  input: LoginRequest,
  clientIp: string,
): Promise<SignedIn> {
  const auditFailure = (executor: Executor, userId: string | null, reason: string) =>
    recordAudit(executor, now, {
      actorUserId: null,
      action: 'auth.login',
      targetType: 'user',
      ...(userId === null ? {} : { targetId: userId }),
      outcome: 'failure',
      clientIp,
      details: { reason },
    });

  const account = await findAccountByEmail(db, input.email);
  if (account === null) {
    await verifyAgainstNothing(input.password);
    await db.transaction(async (tx) => {
      await recordLoginAttempt(tx, { userId: null, succeeded: false, clientIp, at: now });
      await auditFailure(tx, null, 'unknown-account');
    });
    throw new Unauthorized(INVALID_CREDENTIALS);
  }

  const attempt = await reserveAttempt(db, now, account.id, clientIp);
  if (attempt === 'locked') {
    await auditFailure(db, account.id, 'locked');
    throw new Locked();
  }

  const passwordMatches =
    account.passwordHash === null
      ? await verifyAgainstNothing(input.password)
      : await verifyPassword(account.passwordHash, input.password);
  if (!passwordMatches) {
    await db.transaction(async (tx) => {
      await auditFailure(tx, account.id, 'wrong-password');
      const lockedUntil = await lockAccountRow(tx, account.id);
      if (lockedUntil === null || lockedUntil <= now) {
        await lockIfTooManyFailures(tx, now, account.id, clientIp);
      }
    });
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  if (!statusAllowsSignIn(account.status) || account.institutionActive === false) {
    await auditFailure(db, account.id, 'account-unavailable');
    throw new Unauthorized(INVALID_CREDENTIALS);
  }

  const session = await db.transaction(async (tx) => {
    const opened = await openSession(tx, now, account.id, clientIp);
    await markAttemptSucceeded(tx, attempt);
    await recordSignIn(tx, account.id, now);
    await recordAudit(tx, now, {
      actorUserId: account.id,
      action: 'auth.login',
      targetType: 'session',
      targetId: opened.sessionId,
      outcome: 'success',
      clientIp,
    });
    return opened;
  });
  accounts.forgetUser(account.id);
  return {
    user: await getUserProfile(db, account.id),
    token: session.token,
    expiresAt: session.expiresAt,
    passwordChangeRequired: statusRequiresPasswordChange(account.status),
  };
}

const windowStartAt = (now: Date) => new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000);

/**
 * Counts an attempt as a failure *before* its password is checked, under the account's row
 * lock, so that guesses sent in parallel are counted as they arrive and cannot slip past the
 * limit together; a success later turns it into a success. Refused while locked, and then not
 * counted: the lock must not be extendable by trying.
 * @returns the attempt's id, or 'locked'
 */
async function reserveAttempt(
  db: Database,
  now: Date,
  userId: string,
  clientIp: string,
): Promise<number | 'locked'> {
  return db.transaction(async (tx) => {
    const lockedUntil = await lockAccountRow(tx, userId);
    if (lockedUntil !== null && lockedUntil > now) return 'locked';
    if (await lockIfTooManyFailures(tx, now, userId, clientIp)) return 'locked';
    return recordLoginAttempt(tx, { userId, succeeded: false, clientIp, at: now });
  });
}

/**
 * Locks the account for the lockout window once it has failed too often within it.
 * @returns whether it is now locked
 */
async function lockIfTooManyFailures(
  tx: Executor,
  now: Date,
  userId: string,
  clientIp: string,
): Promise<boolean> {
  if ((await countRecentFailures(tx, userId, windowStartAt(now))) < LOCKOUT_MAX_FAILURES) {
    return false;
  }
  await lockAccountUntil(tx, userId, new Date(now.getTime() + LOCKOUT_WINDOW_SECONDS * 1000));
  await recordAudit(tx, now, {
    actorUserId: null,
    action: 'auth.lockout',
    targetType: 'user',
    targetId: userId,
    outcome: 'success',
    clientIp,
  });
  return true;
}

/** Ends the caller's session. */
export async function signOut(
  db: Database,
  accounts: SessionCache,
  now: Date,
  session: { sessionId: string; userId: string },
  clientIp: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, now, session.sessionId, 'logout');
    await recordAudit(tx, now, {
      actorUserId: session.userId,
      action: 'auth.logout',
      targetType: 'session',
      targetId: session.sessionId,
      outcome: 'success',
      clientIp,
    });
  });
  accounts.forgetUser(session.userId);
}

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
import type { Database } from '../../platform/db/database';
import { Locked, Unauthorized } from '../../platform/errors/errors';
import { getUserProfile } from '../users/service';
import { updateUser } from '../users/repo';
import { countRecentFailures, findAccountByEmail, recordLoginAttempt } from './repo';

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
  const refuse = async (userId: string | null, reason: string, countsAsFailure: boolean) => {
    await db.transaction(async (tx) => {
      if (countsAsFailure)
        await recordLoginAttempt(tx, { userId, succeeded: false, clientIp, at: now });
      await recordAudit(tx, now, {
        actorUserId: null,
        action: 'auth.login',
        targetType: 'user',
        ...(userId === null ? {} : { targetId: userId }),
        outcome: 'failure',
        clientIp,
        details: { reason },
      });
      if (userId === null || !countsAsFailure) return;
      const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000);
      if ((await countRecentFailures(tx, userId, windowStart)) >= LOCKOUT_MAX_FAILURES) {
        const lockedUntil = new Date(now.getTime() + LOCKOUT_WINDOW_SECONDS * 1000);
        await updateUser(tx, userId, { lockedUntil });
        await recordAudit(tx, now, {
          actorUserId: null,
          action: 'auth.lockout',
          targetType: 'user',
          targetId: userId,
          outcome: 'success',
          clientIp,
        });
      }
    });
  };

  const account = await findAccountByEmail(db, input.email);
  if (account === null) {
    await verifyAgainstNothing(input.password);
    await refuse(null, 'unknown-account', true);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  if (account.lockedUntil !== null && account.lockedUntil > now) {
    // Refused without looking at the password, and not counted: the lock must not be extendable.
    await refuse(account.id, 'locked', false);
    throw new Locked();
  }
  const passwordMatches =
    account.passwordHash === null
      ? await verifyAgainstNothing(input.password)
      : await verifyPassword(account.passwordHash, input.password);
  if (!passwordMatches) {
    await refuse(account.id, 'wrong-password', true);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }
  if (!statusAllowsSignIn(account.status) || account.institutionActive === false) {
    await refuse(account.id, 'account-unavailable', false);
    throw new Unauthorized(INVALID_CREDENTIALS);
  }

  const session = await db.transaction(async (tx) => {
    const opened = await openSession(tx, now, account.id, clientIp);
    await updateUser(tx, account.id, { lastLoginAt: now, lockedUntil: null });
    await recordLoginAttempt(tx, { userId: account.id, succeeded: true, clientIp, at: now });
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

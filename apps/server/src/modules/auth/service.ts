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
import { hashToken } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { Locked, Unauthorized } from '../../platform/errors/errors';
import { getUserProfile } from '../users/service';
import {
  countRecentFailures,
  findAccountByEmail,
  lockSubject,
  markAttemptSucceeded,
  recordLoginAttempt,
  recordSignIn,
  type LoginSubject,
} from './repo';

/** One answer for every refused sign-in, so that it reveals nothing about the account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
  passwordChangeRequired: boolean;
}

/** How long a client that an account signed in from stays that account's own client. */
const KNOWN_CLIENT_DAYS = 30;

/**
 * Signs a user in with email and password (seed §7 authentication). A known and an unknown email
 * take the same path (the same statements, a full argon2id verification, the same lockout), so
 * that neither the answer nor its time says whether an account exists.
 * @throws Unauthorized for an unknown email, a wrong password or an account that may not sign in
 * @throws Locked after too many failures (see `isLockedOut`)
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
  const subject: LoginSubject =
    account === null
      ? { userId: null, emailHash: emailHashOf(input.email) }
      : { userId: account.id, emailHash: null };
  const userId = subject.userId;

  const attempt = await reserveAttempt(db, now, subject, clientIp);
  if (attempt === 'locked') {
    await auditFailure(db, userId, 'locked');
    throw new Locked();
  }

  const passwordHash = account?.passwordHash ?? null;
  const passwordMatches =
    passwordHash === null
      ? await verifyAgainstNothing(input.password)
      : await verifyPassword(passwordHash, input.password);
  if (account === null || !passwordMatches) {
    await db.transaction(async (tx) => {
      await auditFailure(tx, userId, account === null ? 'unknown-account' : 'wrong-password');
      await auditIfNowLocked(tx, now, subject, clientIp);
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

/** The email as the attempts table keeps it for an unknown account: never in clear (SHA-256). */
function emailHashOf(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

/** The failures that count against this client, as seen under the subject's lock. */
async function failuresCounted(
  tx: Executor,
  now: Date,
  subject: LoginSubject,
  clientIp: string,
): Promise<{ count: number; scope: 'account' | 'client' }> {
  await lockSubject(tx, subject);
  const recent = await countRecentFailures(
    tx,
    subject,
    clientIp,
    new Date(now.getTime() - LOCKOUT_WINDOW_SECONDS * 1000),
    new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400 * 1000),
  );
  return recent.knownClient
    ? { count: recent.failuresFromClient, scope: 'client' }
    : { count: recent.failures, scope: 'account' };
}

/**
 * The lockout: after 10 failures within 15 minutes (and after the last success), sign-in answers
 * 423 until the oldest of them leaves the window. The failures of every client count, except for
 * a client the account signed in from in the last 30 days: there only its own failures count, so
 * that someone else's guesses cannot lock the user out of their own desk. An unknown email has no
 * such client and locks as a known account does for a stranger.
 */
const isLockedOut = (failures: { count: number }) => failures.count >= LOCKOUT_MAX_FAILURES;

/**
 * Counts an attempt as a failure *before* its password is checked, under the subject's lock, so
 * that guesses sent in parallel are counted as they arrive and cannot slip past the limit
 * together; a success later turns it into a success. Refused while locked, and then not counted:
 * the lock must not be extendable by trying.
 * @returns the attempt's id, or 'locked'
 */
async function reserveAttempt(
  db: Database,
  now: Date,
  subject: LoginSubject,
  clientIp: string,
): Promise<number | 'locked'> {
  return db.transaction(async (tx) => {
    if (isLockedOut(await failuresCounted(tx, now, subject, clientIp))) return 'locked';
    return recordLoginAttempt(tx, { subject, succeeded: false, clientIp, at: now });
  });
}

/** Audits the lockout once, on the failure that starts it. */
async function auditIfNowLocked(
  tx: Executor,
  now: Date,
  subject: LoginSubject,
  clientIp: string,
): Promise<void> {
  const failures = await failuresCounted(tx, now, subject, clientIp);
  if (failures.count !== LOCKOUT_MAX_FAILURES) return;
  await recordAudit(tx, now, {
    actorUserId: null,
    action: 'auth.lockout',
    targetType: 'user',
    ...(subject.userId === null ? {} : { targetId: subject.userId }),
    outcome: 'success',
    clientIp,
    details: { scope: failures.scope },
  });
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

import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { institutions, loginAttempts, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** What sign-in needs to know of an account, found by its (lower-cased) email. */
export async function findAccountByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      institutionActive: institutions.active,
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/**
 * Whose failures an attempt counts against: the account the email matched, or the email itself
 * (its hash) when it matched none, so that an unknown email locks as a known account does.
 */
export type LoginSubject =
  { userId: string; emailHash: null } | { userId: null; emailHash: string };

const subjectIs = (subject: LoginSubject) =>
  subject.userId === null
    ? and(isNull(loginAttempts.userId), eq(loginAttempts.emailHash, subject.emailHash))
    : eq(loginAttempts.userId, subject.userId);

/**
 * Takes the subject's lock for the rest of the transaction, so that the attempts on one account
 * (or unknown email) are counted one after another, whichever connection they come through.
 */
export async function lockSubject(executor: Executor, subject: LoginSubject): Promise<void> {
  const key = subject.userId ?? subject.emailHash;
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** What the lockout needs to know of a subject's recent attempts, as seen from one client. */
export interface RecentFailures {
  /** Failures in the window after the last success (or password change), from any client. */
  failures: number;
  /** The same, from this client only. */
  failuresFromClient: number;
  /** The account signed in successfully from this client since `trustedSince`. */
  knownClient: boolean;
}

/**
 * Counts a subject's recent failures in one statement, the same for known accounts and unknown
 * emails: a success, or a new password, wipes the slate.
 */
export async function countRecentFailures(
  executor: Executor,
  subject: LoginSubject,
  clientIp: string,
  since: Date,
  trustedSince: Date,
): Promise<RecentFailures> {
  const lastSuccess = executor
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(subjectIs(subject), eq(loginAttempts.succeeded, true)));
  const passwordChanged = executor
    .select({ at: users.passwordChangedAt })
    .from(users)
    .where(subject.userId === null ? sql`false` : eq(users.id, subject.userId));
  const counts = and(
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.attemptedAt, since),
    sql`${loginAttempts.attemptedAt} > greatest((${lastSuccess}), (${passwordChanged}), '-infinity'::timestamptz)`,
  );
  const fromClient = eq(loginAttempts.clientIp, clientIp);
  const [row] = await executor
    .select({
      failures: sql<number>`count(*) filter (where ${counts})`.mapWith(Number),
      failuresFromClient: sql<number>`count(*) filter (where ${and(counts, fromClient)})`.mapWith(
        Number,
      ),
      knownClient: sql<boolean>`coalesce(bool_or(${and(
        eq(loginAttempts.succeeded, true),
        fromClient,
        gt(loginAttempts.attemptedAt, trustedSince),
      )}), false)`,
    })
    .from(loginAttempts)
    .where(
      and(
        subjectIs(subject),
        gt(loginAttempts.attemptedAt, since < trustedSince ? since : trustedSince),
      ),
    );
  return row ?? { failures: 0, failuresFromClient: 0, knownClient: false };
}

/** A successful sign-in: its time is the account's last login. */
export async function recordSignIn(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** @returns the attempt's id */
export async function recordLoginAttempt(
  executor: Executor,
  attempt: { subject: LoginSubject; succeeded: boolean; clientIp: string; at: Date },
): Promise<number> {
  const [row] = await executor
    .insert(loginAttempts)
    .values({
      userId: attempt.subject.userId,
      emailHash: attempt.subject.emailHash,
      succeeded: attempt.succeeded,
      clientIp: attempt.clientIp,
      attemptedAt: attempt.at,
    })
    .returning({ id: loginAttempts.id });
  if (row === undefined) throw new Error('login attempt insert returned nothing');
  return row.id;
}

export async function markAttemptSucceeded(executor: Executor, attemptId: number): Promise<void> {
  await executor
    .update(loginAttempts)
    .set({ succeeded: true })
    .where(eq(loginAttempts.id, attemptId));
}

import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import { institutions, loginAttempts, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** What sign-in needs to know of an account, found by its (lower-cased) email. */
export async function findAccountByEmail(executor: Executor, email: string) {
  const [row] = await executor
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      lockedUntil: users.lockedUntil,
      institutionActive: institutions.active,
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the account's row lock for the rest of the transaction, so that sign-in attempts on one
 * account are counted one after another.
 * @returns until when the account is locked, if it is
 */
export async function lockAccountRow(executor: Executor, userId: string): Promise<Date | null> {
  const [row] = await executor
    .select({ lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.lockedUntil ?? null;
}

export async function lockAccountUntil(
  executor: Executor,
  userId: string,
  until: Date,
): Promise<void> {
  await executor.update(users).set({ lockedUntil: until }).where(eq(users.id, userId));
}

/** A successful sign-in: its time is the account's last login, and any lock is lifted. */
export async function recordSignIn(executor: Executor, userId: string, at: Date): Promise<void> {
  await executor
    .update(users)
    .set({ lastLoginAt: at, lockedUntil: null })
    .where(eq(users.id, userId));
}

/** @returns the attempt's id */
export async function recordLoginAttempt(
  executor: Executor,
  attempt: { userId: string | null; succeeded: boolean; clientIp: string; at: Date },
): Promise<number> {
  const [row] = await executor
    .insert(loginAttempts)
    .values({
      userId: attempt.userId,
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

/**
 * Failed attempts on an account after `since` and after its last successful sign-in:
 * a success wipes the slate.
 */
export async function countRecentFailures(
  executor: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const lastSuccess = executor
    .select({ at: max(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.userId, userId), eq(loginAttempts.succeeded, true)));
  const [row] = await executor
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.userId, userId),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
        sql`${loginAttempts.attemptedAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  return row?.failures ?? 0;
}

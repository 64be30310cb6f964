import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ROLE_IDS, type RoleName, type UserStatus } from '@sagitta/domain';
import { setPasswordLinks, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** The statuses a set-password link can be used in: the account is waiting for its password. */
const AWAITING_PASSWORD: UserStatus[] = ['New', 'Reset'];

/** A Pending account (no password) with its one role. */
export async function insertPendingUser(
  executor: Executor,
  values: Omit<typeof users.$inferInsert, 'status' | 'passwordHash'>,
  role: RoleName,
): Promise<string> {
  const [row] = await executor
    .insert(users)
    .values({ ...values, status: 'Pending', passwordHash: null })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('user insert returned nothing');
  await executor.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS[role] });
  return row.id;
}

export async function insertLink(
  executor: Executor,
  link: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await executor.insert(setPasswordLinks).values(link);
}

/** Forgets a user's links that were never used: a newer one replaces them, or none may work. */
export async function deleteUnusedLinks(executor: Executor, userId: string): Promise<void> {
  await executor
    .delete(setPasswordLinks)
    .where(and(eq(setPasswordLinks.userId, userId), isNull(setPasswordLinks.usedAt)));
}

/** Whose link this is, while it is unused, unexpired and its account awaits a password. */
export async function findUsableLink(
  executor: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string } | null> {
  const [row] = await executor
    .select({ userId: setPasswordLinks.userId })
    .from(setPasswordLinks)
    .innerJoin(users, eq(users.id, setPasswordLinks.userId))
    .where(
      and(
        eq(setPasswordLinks.tokenHash, tokenHash),
        isNull(setPasswordLinks.usedAt),
        gt(setPasswordLinks.expiresAt, now),
        inArray(users.status, AWAITING_PASSWORD),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses a link, once: of two requests with the same token, only one gets its user back.
 * @returns the link's user, or null when it was used, expired or unknown meanwhile
 */
export async function consumeLink(
  executor: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await executor
    .update(setPasswordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(setPasswordLinks.tokenHash, tokenHash),
        isNull(setPasswordLinks.usedAt),
        gt(setPasswordLinks.expiresAt, now),
      ),
    )
    .returning({ userId: setPasswordLinks.userId });
  return row?.userId ?? null;
}

/**
 * Sets the password of an account awaiting one and makes it Active.
 * @returns whether the account was still awaiting its password
 */
export async function activateWithPassword(
  executor: Executor,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: now,
      status: 'Active',
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), inArray(users.status, AWAITING_PASSWORD)))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * The usable links among these token hashes, each with its account's roles (one row per role):
 * what the outbox needs to decide whose link it may show.
 */
export async function findUsableLinkHolders(
  executor: Executor,
  tokenHashes: readonly string[],
  now: Date,
): Promise<{ tokenHash: string; roleId: number | null }[]> {
  if (tokenHashes.length === 0) return [];
  return executor
    .select({ tokenHash: setPasswordLinks.tokenHash, roleId: userRoles.roleId })
    .from(setPasswordLinks)
    .innerJoin(users, eq(users.id, setPasswordLinks.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        inArray(setPasswordLinks.tokenHash, [...tokenHashes]),
        isNull(setPasswordLinks.usedAt),
        gt(setPasswordLinks.expiresAt, now),
        inArray(users.status, AWAITING_PASSWORD),
      ),
    );
}

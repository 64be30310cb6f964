import { and, asc, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tier, TierFeature, UserStatus } from '@sagitta/domain';
import { roleIdsOf } from '../../db/role-ids';
import { connections, institutions, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/**
 * Accounts whose links are not listed: they cannot sign in (Deleted and Deactivated), or were
 * never accepted (Pending), so nobody acts for or through them.
 */
const HIDDEN_STATUSES: UserStatus[] = ['Deleted', 'Deactivated', 'Pending'];

export interface ConnectionRow {
  connectionId: string;
  parentUserId: string;
  childUserEmail: string;
  favorite: boolean;
  isDefault: boolean;
  otherUserId: string;
  otherFirstName: string;
  otherLastName: string;
  otherSuffix: string | null;
  otherRoleIds: number[];
  otherIsBetaUser: boolean;
  institutionId: string | null;
  institutionName: string | null;
  institutionTier: Tier | null;
  /** The institution's edited feature list; null for its tier's defaults. */
  institutionTierFeatures: TierFeature[] | null;
}

/**
 * Connections involving `userId`, each with the user at the other end of the link.
 * @param only.inUse - leave out links whose other user's account is no longer in use
 * @param only.connectionId - that connection alone
 */
async function selectConnectionsOf(
  executor: Executor,
  userId: string,
  only: { inUse: boolean; connectionId?: string },
): Promise<ConnectionRow[]> {
  const other = alias(users, 'other_user');
  const child = alias(users, 'child_user');
  const otherUserId = sql`case when ${connections.parentUserId} = ${userId} then ${connections.childUserId} else ${connections.parentUserId} end`;
  const rows = await executor
    .select({
      connectionId: connections.id,
      parentUserId: connections.parentUserId,
      childUserEmail: child.email,
      favorite: connections.favorite,
      isDefault: connections.isDefault,
      otherUserId: other.id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherSuffix: other.suffix,
      otherRoleIds: roleIdsOf(other.id),
      otherIsBetaUser: other.isBetaUser,
      institutionId: institutions.id,
      institutionName: institutions.name,
      institutionTier: institutions.tier,
      institutionTierFeatures: institutions.tierFeatures,
    })
    .from(connections)
    .innerJoin(child, eq(child.id, connections.childUserId))
    .innerJoin(other, eq(other.id, otherUserId))
    .leftJoin(institutions, eq(institutions.id, other.institutionId))
    .where(
      and(
        or(eq(connections.parentUserId, userId), eq(connections.childUserId, userId)),
        only.inUse ? notInArray(other.status, HIDDEN_STATUSES) : undefined,
        only.connectionId === undefined ? undefined : eq(connections.id, only.connectionId),
      ),
    )
    .orderBy(
      desc(connections.isDefault),
      desc(connections.favorite),
      asc(connections.createdAt),
      asc(connections.id),
    );
  return rows.map((row) => ({ ...row, institutionTier: row.institutionTier as Tier | null }));
}

/**
 * The connections a user is part of, as parent or child, each with the user at the other end of
 * the link. Default first, then favourites, then oldest.
 * @param userId - the user whose connections are listed
 * @param options.inUse - only links whose other user's account is still in use (what the user
 *   works with); administrators see every link, so they can remove those to closed accounts
 */
export function listConnectionsOf(
  executor: Executor,
  userId: string,
  options: { inUse: boolean } = { inUse: true },
): Promise<ConnectionRow[]> {
  return selectConnectionsOf(executor, userId, options);
}

/**
 * One connection as `userId` sees it, whatever the other account's status: the answer to the
 * request that has just made it.
 */
export async function findConnectionSeenBy(
  executor: Executor,
  userId: string,
  connectionId: string,
): Promise<ConnectionRow | null> {
  const [row] = await selectConnectionsOf(executor, userId, { inUse: false, connectionId });
  return row ?? null;
}

/** Whether an account exists, whatever its status. */
export async function userExists(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row !== undefined;
}

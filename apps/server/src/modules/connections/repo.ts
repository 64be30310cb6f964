import { and, asc, desc, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  rolesFromIds,
  type RoleName,
  type Tier,
  type TierFeature,
  type UserStatus,
} from '@sagitta/domain';
import { roleIdsOf, userRoleIds } from '../../db/role-ids';
import { connections, institutions, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/**
 * Accounts whose links are not listed: they cannot sign in (Deleted and Deactivated), or were
 * never accepted (Pending), so nobody acts for or through them.
 */
const HIDDEN_STATUSES: UserStatus[] = ['Deleted', 'Deactivated', 'Pending'];

/** The unique index that keeps one link per physician and child. */
export const CONNECTION_PAIR_INDEX = 'connections_pair_unique';

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
 * @param where - what else the rows must satisfy
 */
async function selectConnectionsOf(
  executor: Executor,
  userId: string,
  where: (other: typeof users) => SQL | undefined,
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
        where(other),
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
 * the link, whose account must still be in use. Default first, then favourites, then oldest.
 * @param userId - the user whose connections are listed
 */
export function listConnectionsOf(executor: Executor, userId: string): Promise<ConnectionRow[]> {
  return selectConnectionsOf(executor, userId, (other) =>
    notInArray(other.status, HIDDEN_STATUSES),
  );
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
  const [row] = await selectConnectionsOf(executor, userId, () =>
    eq(connections.id, connectionId),
  );
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

/** What linking needs to know of an account. */
export interface LinkableAccount {
  id: string;
  status: UserStatus;
  roles: RoleName[];
  institutionId: string | null;
}

async function findAccount(executor: Executor, where: SQL): Promise<LinkableAccount | null> {
  const [row] = await executor
    .select({
      id: users.id,
      status: users.status,
      roleIds: userRoleIds,
      institutionId: users.institutionId,
    })
    .from(users)
    .where(where)
    .limit(1);
  if (row === undefined) return null;
  const { roleIds, ...rest } = row;
  return { ...rest, roles: rolesFromIds(roleIds) };
}

export function findAccountById(executor: Executor, id: string): Promise<LinkableAccount | null> {
  return findAccount(executor, eq(users.id, id));
}

/** Emails are stored lower-cased and matched case-insensitively, as sign-in matches them. */
export function findAccountByEmail(
  executor: Executor,
  email: string,
): Promise<LinkableAccount | null> {
  return findAccount(executor, eq(sql`lower(${users.email})`, email.toLowerCase()));
}

/**
 * Locks an account's row until the transaction ends, so that two links made at once for the
 * same child are checked one after the other (single institution, one default).
 */
export async function lockAccount(executor: Executor, id: string): Promise<void> {
  await executor.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

export async function connectionExists(
  executor: Executor,
  parentUserId: string,
  childUserId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(eq(connections.parentUserId, parentUserId), eq(connections.childUserId, childUserId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a child is linked to a physician outside `institutionId`: of another institution, or of
 * none. A physician without an institution is never "the same institution" as anyone, including
 * another physician without one. Deleted physicians no longer count: they never come back.
 * @param institutionId - the institution of the physician about to be linked; null for none
 */
export async function isLinkedOutsideInstitution(
  executor: Executor,
  childUserId: string,
  institutionId: string | null,
): Promise<boolean> {
  const sameInstitution =
    institutionId === null ? sql`false` : sql`coalesce(${users.institutionId} = ${institutionId}, false)`;
  const [row] = await executor
    .select({ id: connections.id })
    .from(connections)
    .innerJoin(users, eq(users.id, connections.parentUserId))
    .where(
      and(
        eq(connections.childUserId, childUserId),
        ne(users.status, 'Deleted'),
        sql`not ${sameInstitution}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Makes none of a child's links the default, before another one becomes it. */
export async function clearDefaultsOf(executor: Executor, childUserId: string): Promise<void> {
  await executor
    .update(connections)
    .set({ isDefault: false })
    .where(and(eq(connections.childUserId, childUserId), eq(connections.isDefault, true)));
}

export async function insertConnection(
  executor: Executor,
  values: {
    parentUserId: string;
    childUserId: string;
    favorite: boolean;
    isDefault: boolean;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await executor
    .insert(connections)
    .values(values)
    .returning({ id: connections.id });
  if (row === undefined) throw new Error('connection insert returned nothing');
  return row.id;
}

/** A connection, only if `userId` is its parent or its child. */
export async function findConnectionInvolving(
  executor: Executor,
  connectionId: string,
  userId: string,
): Promise<{ id: string; parentUserId: string; childUserId: string } | null> {
  const [row] = await executor
    .select({
      id: connections.id,
      parentUserId: connections.parentUserId,
      childUserId: connections.childUserId,
    })
    .from(connections)
    .where(
      and(
        eq(connections.id, connectionId),
        or(eq(connections.parentUserId, userId), eq(connections.childUserId, userId)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteConnection(executor: Executor, connectionId: string): Promise<void> {
  await executor.delete(connections).where(eq(connections.id, connectionId));
}

import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { rolesFromIds, type RoleName, type UserStatus } from '@sagitta/domain';
import { userRoleIds } from '../../db/role-ids';
import { connections, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** The unique index that keeps one link per physician and child. */
export const CONNECTION_PAIR_INDEX = 'connections_pair_unique';

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
    institutionId === null
      ? sql`false`
      : sql`coalesce(${users.institutionId} = ${institutionId}, false)`;
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
  const [row] = await executor.insert(connections).values(values).returning({ id: connections.id });
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

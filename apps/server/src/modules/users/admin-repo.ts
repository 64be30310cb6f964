import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS, type RoleName, type userListQuery } from '@sagitta/domain';
import type { z } from 'zod';
import { institutions, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { toUserRow, userWithInstitution, type UserRow } from './repo';

type ListQuery = z.output<typeof userListQuery>;
export type UserValues = typeof users.$inferInsert;

/** `%` and `_` typed in a search box are looked for as such, not as wildcards. */
function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listCondition(query: ListQuery): SQL | undefined {
  const search = query.search === undefined || query.search === '' ? null : query.search;
  const pattern = search === null ? null : containing(search);
  return and(
    // Deleted accounts are gone for administrators, unless asked for by their status.
    query.status === undefined ? ne(users.status, 'Deleted') : eq(users.status, query.status),
    query.institutionId === undefined ? undefined : eq(users.institutionId, query.institutionId),
    query.role === undefined
      ? undefined
      : sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLE_IDS[query.role]})`,
    pattern === null
      ? undefined
      : or(
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
  );
}

const byName = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`)];
const ORDER: Record<ListQuery['sort'], SQL[]> = {
  lastName: byName,
  '-lastName': [desc(sql`lower(${users.lastName})`), desc(sql`lower(${users.firstName})`)],
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  createdAt: [asc(users.createdAt)],
  '-createdAt': [desc(users.createdAt)],
};

/**
 * One page of accounts, and how many match in all.
 * @param query - page from 1, page size, search on first name, last name, full name or email
 * (case-insensitive, literal), role, status (all but Deleted when absent), institution, sort
 */
export async function listUsers(
  executor: Executor,
  query: ListQuery,
): Promise<{ totalCount: number; rows: UserRow[] }> {
  const where = listCondition(query);
  const [total] = await executor.select({ n: count() }).from(users).where(where);
  const rows = await executor
    .select(userWithInstitution)
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(where)
    .orderBy(...ORDER[query.sort], asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { totalCount: total?.n ?? 0, rows: rows.map(toUserRow) };
}

/**
 * An account with its roles, its row locked for the rest of the transaction, so that two
 * administrators changing it at once are applied one after the other.
 */
export async function lockUser(executor: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await executor
    .select(userWithInstitution)
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row === undefined ? null : toUserRow(row);
}

/** Whether an institution exists and is not deleted (it may be disabled). */
export async function institutionIsLive(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.id, id), isNull(institutions.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function insertUser(executor: Executor, values: UserValues): Promise<string> {
  const [row] = await executor.insert(users).values(values).returning({ id: users.id });
  if (row === undefined) throw new Error('user insert returned nothing');
  return row.id;
}

/** An account holds one role: the one given replaces whatever it held. */
export async function setRole(executor: Executor, userId: string, role: RoleName): Promise<void> {
  await executor.delete(userRoles).where(eq(userRoles.userId, userId));
  await executor.insert(userRoles).values({ userId, roleId: ROLE_IDS[role] });
}

/** Removes an account for good; its roles, links and sessions go with it (cascade). */
export async function deleteUser(executor: Executor, userId: string): Promise<void> {
  await executor.delete(users).where(eq(users.id, userId));
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE_IDS, type institutionListQuery } from '@sagitta/domain';
import { institutions, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type InstitutionRecord = typeof institutions.$inferSelect;
export type InstitutionChanges = Partial<typeof institutions.$inferInsert>;

/** An institution with the head counts its list and detail show. */
export type InstitutionRow = InstitutionRecord & { surgeonCount: number; userCount: number };

/** The rows of members: users of the institution, whatever their status but Deleted. */
export const isMemberOf = (institutionId: string) =>
  and(eq(users.institutionId, institutionId), ne(users.status, 'Deleted'));

/**
 * Per institution, its members and, among them, seed §3 "surgeons" (members holding the
 * physician role). A join rather than correlated subqueries: Drizzle leaves the columns of a
 * one-table select unqualified, which would make a subquery compare its own columns.
 */
function memberCounts(executor: Executor, institutionId: string | undefined) {
  return executor
    .select({
      institutionId: users.institutionId,
      userCount: sql<number>`count(*)::int`.as('user_count'),
      surgeonCount: sql<number>`count(${userRoles.userId})::int`.as('surgeon_count'),
    })
    .from(users)
    .leftJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)),
    )
    .where(
      and(
        institutionId === undefined
          ? isNotNull(users.institutionId)
          : eq(users.institutionId, institutionId),
        ne(users.status, 'Deleted'),
      ),
    )
    .groupBy(users.institutionId)
    .as('member_counts');
}

/**
 * Institutions with their head counts; filter and order it like `institutions`.
 * @param institutionId - when reading one institution, count only its users
 */
function selectWithCounts(executor: Executor, institutionId?: string) {
  const counts = memberCounts(executor, institutionId);
  return executor
    .select({
      institution: institutions,
      surgeonCount: sql<number>`coalesce(${counts.surgeonCount}, 0)`,
      userCount: sql<number>`coalesce(${counts.userCount}, 0)`,
    })
    .from(institutions)
    .leftJoin(counts, eq(counts.institutionId, institutions.id));
}

const notDeleted = isNull(institutions.deletedAt);

/** `%` and `_` typed in a search box are looked for as such, not as wildcards. */
function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type ListQuery = z.output<typeof institutionListQuery>;
type ListFilter = Pick<ListQuery, 'search' | 'active'>;

function listCondition({ search, active }: ListFilter): SQL | undefined {
  const pattern = search === undefined || search === '' ? null : containing(search);
  return and(
    notDeleted,
    active === undefined ? undefined : eq(institutions.active, active),
    pattern === null
      ? undefined
      : or(
          ilike(institutions.name, pattern),
          ilike(institutions.city, pattern),
          ilike(institutions.state, pattern),
        ),
  );
}

const ORDER: Record<ListQuery['sort'], SQL[]> = {
  name: [asc(sql`lower(${institutions.name})`)],
  '-name': [desc(sql`lower(${institutions.name})`)],
  createdAt: [asc(institutions.createdAt)],
  '-createdAt': [desc(institutions.createdAt)],
  tier: [asc(institutions.tier), asc(sql`lower(${institutions.name})`)],
  '-tier': [desc(institutions.tier), asc(sql`lower(${institutions.name})`)],
};

/**
 * One page of the institutions that are not deleted, and how many match in all.
 * @param query - page from 1, page size, search on name, city or state, sort, active filter
 */
export async function listInstitutions(
  executor: Executor,
  query: ListQuery,
): Promise<{ totalCount: number; rows: InstitutionRow[] }> {
  const where = listCondition(query);
  const [total] = await executor.select({ value: count() }).from(institutions).where(where);
  const rows = await selectWithCounts(executor)
    .where(where)
    // The id last, so that equal keys still page in a stable order.
    .orderBy(...ORDER[query.sort], asc(institutions.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    totalCount: total?.value ?? 0,
    rows: rows.map(({ institution, ...counts }) => ({ ...institution, ...counts })),
  };
}

/** An institution that is not deleted, with its head counts. */
export async function findInstitution(
  executor: Executor,
  id: string,
): Promise<InstitutionRow | null> {
  const [row] = await selectWithCounts(executor, id)
    .where(and(eq(institutions.id, id), notDeleted))
    .limit(1);
  if (row === undefined) return null;
  const { institution, ...counts } = row;
  return { ...institution, ...counts };
}

/**
 * Locks an institution that is not deleted until the transaction ends, so that changes to it
 * (its members, its keys) do not interleave.
 * @returns whether it exists
 */
export async function lockInstitution(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.id, id), notDeleted))
    .for('update');
  return row !== undefined;
}

/** The id of the institution, not deleted, whose name matches case-insensitively. */
export async function findInstitutionIdByName(
  executor: Executor,
  name: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(sql`lower(${institutions.name})`, name.toLowerCase()), notDeleted))
    .limit(1);
  return row?.id ?? null;
}

export async function insertInstitution(
  executor: Executor,
  values: typeof institutions.$inferInsert,
): Promise<string> {
  const [row] = await executor
    .insert(institutions)
    .values(values)
    .returning({ id: institutions.id });
  if (row === undefined) throw new Error('institution insert returned nothing');
  return row.id;
}

/** Changes an institution that is not deleted. */
export async function updateInstitution(
  executor: Executor,
  id: string,
  changes: InstitutionChanges,
): Promise<void> {
  await executor
    .update(institutions)
    .set(changes)
    .where(and(eq(institutions.id, id), notDeleted));
}

/** The ids of the institution's members (every status but Deleted). */
export async function memberIdsOf(executor: Executor, institutionId: string): Promise<string[]> {
  const rows = await executor.select({ id: users.id }).from(users).where(isMemberOf(institutionId));
  return rows.map((row) => row.id);
}

/**
 * Takes every user out of the institution, Deleted accounts included, so that no account points
 * at a deleted institution.
 * @returns the ids of the users taken out
 */
export async function detachAllUsers(
  executor: Executor,
  institutionId: string,
  now: Date,
): Promise<string[]> {
  const rows = await executor
    .update(users)
    .set({ institutionId: null, updatedAt: now })
    .where(eq(users.institutionId, institutionId))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

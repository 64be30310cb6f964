import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { rolesFromIds, type RoleName, type UserStatus } from '@sagitta/domain';
import { userRoleIds } from '../../db/role-ids';
import { users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { isMemberOf } from './repo';

export interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  suffix: string | null;
  email: string;
  status: UserStatus;
  institutionRole: string | null;
  roles: RoleName[];
}

/** The members of an institution (every status but Deleted), by last then first name. */
export async function listMembers(executor: Executor, institutionId: string): Promise<MemberRow[]> {
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
      email: users.email,
      status: users.status,
      institutionRole: users.institutionRole,
      roleIds: userRoleIds,
    })
    .from(users)
    .where(isMemberOf(institutionId))
    .orderBy(
      asc(sql`lower(${users.lastName})`),
      asc(sql`lower(${users.firstName})`),
      asc(users.id),
    );
  return rows.map(({ roleIds, ...row }) => ({ ...row, roles: rolesFromIds(roleIds) }));
}

export interface Candidate {
  id: string;
  institutionId: string | null;
  roles: RoleName[];
}

/** The account, not Deleted, that an email names; matched case-insensitively. */
export async function findCandidateByEmail(
  executor: Executor,
  email: string,
): Promise<Candidate | null> {
  const [row] = await executor
    .select({ id: users.id, institutionId: users.institutionId, roleIds: userRoleIds })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.status, 'Deleted')))
    .limit(1);
  return row === undefined ? null : { ...row, roles: rolesFromIds(row.roleIds) };
}

/**
 * Puts a user in an institution, only if they are in none: a concurrent addition elsewhere
 * makes this a no-op rather than a silent move.
 * @returns whether the user was added
 */
export async function attachUser(
  executor: Executor,
  userId: string,
  institutionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ institutionId, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.institutionId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Takes a member out of an institution.
 * @returns whether they were a member
 */
export async function detachMember(
  executor: Executor,
  userId: string,
  institutionId: string,
  now: Date,
): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ institutionId: null, updatedAt: now })
    .where(and(eq(users.id, userId), isMemberOf(institutionId)))
    .returning({ id: users.id });
  return rows.length > 0;
}

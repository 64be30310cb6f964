import { and, eq, sql } from 'drizzle-orm';
import type { RoleName, Tier } from '@sagitta/domain';
import { ROLE_IDS } from '@sagitta/domain';
import { institutions, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

const ROLE_BY_ID = new Map(Object.entries(ROLE_IDS).map(([name, id]) => [id, name as RoleName]));

const roleIdsOf = sql<
  number[]
>`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`;

export type UserRow = typeof users.$inferSelect & {
  roles: RoleName[];
  institutionTier: Tier | null;
  institutionActive: boolean | null;
};

/**
 * One account with its roles and its institution's tier.
 * @param id - the user id
 */
export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor
    .select({
      user: users,
      roleIds: roleIdsOf,
      institutionTier: institutions.tier,
      institutionActive: institutions.active,
    })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, id))
    .limit(1);
  if (row === undefined) return null;
  return {
    ...row.user,
    roles: row.roleIds.flatMap((roleId) => ROLE_BY_ID.get(roleId) ?? []),
    institutionTier: row.institutionTier as Tier | null,
    institutionActive: row.institutionActive,
  };
}

/** The account an email signs in to; emails are matched case-insensitively. */
export async function findUserIdByEmail(executor: Executor, email: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

export async function updateUser(
  executor: Executor,
  id: string,
  changes: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await executor
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id)));
}

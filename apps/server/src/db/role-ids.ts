import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userRoles, users } from './schema';

/**
 * The role ids of the user whose id is in this column, as an array (empty when none): select it
 * beside the user's row, or beside an alias of `users`.
 * @param userId - a user id column, e.g. `users.id` or `alias(users, 'other').id`
 */
export function roleIdsOf(userId: AnyPgColumn): SQL<number[]> {
  return sql<
    number[]
  >`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${userId}), '{}')`;
}

/** The role ids of the row's user, as an array (empty when none): select it beside `users`. */
export const userRoleIds: SQL<number[]> = roleIdsOf(users.id);

import { sql, type SQL } from 'drizzle-orm';
import { userRoles, users } from './schema';

/** The role ids of the row's user, as an array (empty when none): select it beside `users`. */
export const userRoleIds: SQL<number[]> = sql<
  number[]
>`coalesce((select array_agg(${userRoles.roleId} order by ${userRoles.roleId}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

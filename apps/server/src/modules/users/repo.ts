import { eq, sql } from 'drizzle-orm';
import { rolesFromIds, type RoleName, type Tier, type TierFeature } from '@sagitta/domain';
import { userRoleIds } from '../../db/role-ids';
import { institutions, shippingAddresses, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type UserRow = typeof users.$inferSelect & {
  roles: RoleName[];
  institutionName: string | null;
  institutionTier: Tier | null;
  /** The institution's edited feature list; null for the tier's defaults. */
  institutionTierFeatures: TierFeature[] | null;
  institutionActive: boolean | null;
};

/** What to select for a `UserRow`, from `users` left-joined to `institutions`. */
export const userWithInstitution = {
  user: users,
  roleIds: userRoleIds,
  institutionName: institutions.name,
  institutionTier: institutions.tier,
  institutionTierFeatures: institutions.tierFeatures,
  institutionActive: institutions.active,
};

/** A row selected with `userWithInstitution`, as a `UserRow`. */
export function toUserRow(row: {
  user: typeof users.$inferSelect;
  roleIds: number[];
  institutionName: string | null;
  institutionTier: number | null;
  institutionTierFeatures: TierFeature[] | null;
  institutionActive: boolean | null;
}): UserRow {
  return {
    ...row.user,
    roles: rolesFromIds(row.roleIds),
    institutionName: row.institutionName,
    institutionTier: row.institutionTier as Tier | null,
    institutionTierFeatures: row.institutionTierFeatures,
    institutionActive: row.institutionActive,
  };
}

/**
 * One account with its roles and its institution's tier.
 * @param id - the user id
 */
export async function findUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor
    .select(userWithInstitution)
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(eq(users.id, id))
    .limit(1);
  return row === undefined ? null : toUserRow(row);
}

/** The account an email belongs to, whatever its status; emails match case-insensitively. */
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
  await executor.update(users).set(changes).where(eq(users.id, id));
}

export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;

/** A user's rod shipping address; at most one. */
export async function findShippingAddress(
  executor: Executor,
  userId: string,
): Promise<ShippingAddressRow | null> {
  const [row] = await executor
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Writes a user's rod shipping address, replacing the one they had; answers it. */
export async function saveShippingAddress(
  executor: Executor,
  userId: string,
  address: Pick<ShippingAddressRow, 'street' | 'city' | 'state' | 'zip' | 'country' | 'updatedAt'>,
): Promise<ShippingAddressRow> {
  const [row] = await executor
    .insert(shippingAddresses)
    .values({ userId, ...address })
    .onConflictDoUpdate({ target: shippingAddresses.userId, set: address })
    .returning();
  if (row === undefined) throw new Error('shipping address upsert returned nothing');
  return row;
}

export async function deleteShippingAddress(executor: Executor, userId: string): Promise<void> {
  await executor.delete(shippingAddresses).where(eq(shippingAddresses.userId, userId));
}

import { randomBytes } from 'node:crypto';
import { ROLE_IDS, type RoleName, type UserStatus } from '@sagitta/domain';
import { userRoles, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/database';

/**
 * For tests only: an account written straight to the database, so that a test owns the users
 * it changes instead of altering the shared demo accounts.
 * @param password - lets the account sign in; none by default
 * @returns the user id and the (unique) email
 */
export async function insertTestUser(
  db: Database,
  options: {
    role: RoleName;
    institutionId?: string | null;
    status?: UserStatus;
    password?: string;
    emailPrefix?: string;
  },
): Promise<{ userId: string; email: string }> {
  const email = `${options.emailPrefix ?? 'member'}.${randomBytes(4).toString('hex')}@example.test`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: options.password === undefined ? null : await hashPassword(options.password),
      firstName: 'Test',
      lastName: options.role === 'PHYSICIAN' ? 'Surgeon' : 'Member',
      status: options.status ?? 'Active',
      institutionId: options.institutionId ?? null,
      eulaAcknowledgedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('test user insert returned nothing');
  await db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS[options.role] });
  return { userId: row.id, email };
}

import {
  checkPassword,
  ROLE_IDS,
  ROLE_NAMES,
  ROLE_NAMESPACE,
  roleString,
  statusRequiresPasswordChange,
  type PasswordChange,
  type PersonName,
  type User,
} from '@sagitta/domain';
import type { Database, Executor } from '../../platform/db/database';
import { endUserSessions, type SessionCache } from '../../platform/auth/sessions';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { Invalid, NotFound } from '../../platform/errors/errors';
import {
  requireAccountHolder,
  requireSelfOr,
  type RequestContext,
} from '../../platform/request-context';
import { personNames } from './person-names-repo';
import { toUserProfile } from './profile';
import { findUserById, findUserIdByEmail, updateUser } from './repo';

/**
 * A user's account as the API shows it.
 * @throws NotFound when the account does not exist
 */
export async function getUserProfile(db: Database, userId: string): Promise<User> {
  const row = await findUserById(db, userId);
  if (row === null) throw new NotFound('User not found');
  return toUserProfile(row);
}

/**
 * The account an email belongs to, whatever its status (emails match case-insensitively), inside
 * the caller's transaction: how other modules (access requests, the demo seed) learn whether an
 * email is taken without reading the users table themselves.
 */
export async function accountIdForEmail(executor: Executor, email: string): Promise<string | null> {
  return findUserIdByEmail(executor, email);
}

/**
 * The names of accounts, by id, in their parts: how other modules (alignment assessments and
 * their reports) name who placed, reviewed or approved without reading the users table.
 */
export function personNamesOf(
  executor: Executor,
  ids: readonly string[],
): Promise<Map<string, PersonName>> {
  return personNames(executor, ids);
}

/**
 * The signed-in user's own profile, asked for on every page load and poll: served from the
 * account cache while fresh.
 */
export async function getOwnProfile(
  db: Database,
  accounts: SessionCache,
  userId: string,
): Promise<User> {
  const cached = accounts.profile(userId);
  if (cached !== undefined) return cached;
  const readStartedAt = accounts.mark();
  const profile = await getUserProfile(db, userId);
  accounts.rememberProfile(profile, readStartedAt);
  return profile;
}

/** Reads an account: one's own, or any for those allowed to read users. */
export async function readUser(
  db: Database,
  context: RequestContext,
  userId: string,
): Promise<User> {
  requireSelfOr(context, userId, 'users:read');
  return getUserProfile(db, userId);
}

/** Records that the user accepted the EULA (seed §1). Accepting twice keeps the first date. */
export async function acknowledgeEula(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
): Promise<User> {
  requireAccountHolder(context, userId);
  await db.transaction(async (tx) => {
    const row = await findUserById(tx, userId);
    if (row === null) throw new NotFound('User not found');
    if (row.eulaAcknowledgedAt === null) {
      await updateUser(tx, userId, { eulaAcknowledgedAt: context.now, updatedAt: context.now });
    }
    await context.audit(tx, {
      action: 'user.eula.acknowledge',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
    });
  });
  accounts.forgetUser(userId);
  return getUserProfile(db, userId);
}

/**
 * Sets a new password for the account holder. The current password is required whenever the
 * account has one; a New or Reset account becomes Active, and every other session of the
 * account ends.
 */
export async function changePassword(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
  input: PasswordChange,
): Promise<User> {
  requireAccountHolder(context, userId);
  const row = await findUserById(db, userId);
  if (row === null) throw new NotFound('User not found');
  if (row.passwordHash !== null) {
    if (input.currentPassword === undefined || input.currentPassword === '') {
      throw new Invalid('Current password is required', [
        { field: 'body.currentPassword', message: 'is required' },
      ]);
    }
    if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
      throw new Invalid('Current password is incorrect', [
        { field: 'body.currentPassword', message: 'is incorrect' },
      ]);
    }
  }
  const check = checkPassword(input.newPassword, { currentPassword: input.currentPassword });
  if (!check.ok) {
    throw new Invalid(check.message, [
      { field: 'body.newPassword', rule: check.rule, message: check.message },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, userId, {
      passwordHash,
      passwordChangedAt: context.now,
      updatedAt: context.now,
      ...(statusRequiresPasswordChange(row.status) ? { status: 'Active' as const } : {}),
    });
    await endUserSessions(tx, context.now, userId, 'password-changed', context.sessionId);
    await context.audit(tx, {
      action: 'user.password.change',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
    });
  });
  accounts.forgetUser(userId);
  return getUserProfile(db, userId);
}

/** The fixed roles, optionally only those of one namespace. */
export function listRoles(namespace: string | undefined) {
  if (namespace !== undefined && namespace !== ROLE_NAMESPACE) return [];
  return ROLE_NAMES.map((name) => ({
    roleId: ROLE_IDS[name],
    name,
    namespace: ROLE_NAMESPACE,
    role: roleString(name),
  }));
}

import {
  USER_ALREADY_EXISTS,
  type emailChange,
  type profileUpdate,
  type User,
} from '@sagitta/domain';
import type { z } from 'zod';
import type { SessionCache } from '../../platform/auth/sessions';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Conflict, Invalid, NotFound } from '../../platform/errors/errors';
import { requireAccountHolder, type RequestContext } from '../../platform/request-context';
import { findUserById, findUserIdByEmail, updateUser } from './repo';
import { getUserProfile } from './service';

export const MY_ACCOUNT_MESSAGES = {
  notInexperiencedKind: 'Only technicians other than managers have an experience setting',
  wrongPassword: 'Current password is incorrect',
} as const;

/**
 * Applies the My Account edits the account holder sent (phone, states, preferences, and the
 * experience flag of non-manager technicians, seed §4). Only what is sent changes.
 * @throws Forbidden for someone else's account
 * @throws Invalid when `inexperienced` is sent for anyone but a non-manager technician
 */
export async function updateProfile(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
  changes: z.output<typeof profileUpdate>,
): Promise<User> {
  requireAccountHolder(context, userId);
  await db.transaction(async (tx) => {
    const row = await findUserById(tx, userId);
    if (row === null) throw new NotFound('User not found');
    const isTechnician = row.roles.includes('3DS_TECHNICIAN') && row.subRole !== 'Manager';
    if (changes.inexperienced !== undefined && !isTechnician) {
      throw new Invalid(MY_ACCOUNT_MESSAGES.notInexperiencedKind, [
        { field: 'body.inexperienced', message: MY_ACCOUNT_MESSAGES.notInexperiencedKind },
      ]);
    }
    await updateUser(tx, userId, {
      ...changes,
      ...(changes.states === undefined ? {} : { states: [...new Set(changes.states)] }),
      updatedAt: context.now,
    });
    await context.audit(tx, {
      action: 'user.profile.update',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      // Which fields, never their values: a phone number is personal data.
      details: { fields: Object.keys(changes).sort().join(',') },
    });
  });
  accounts.forgetUser(userId);
  return getUserProfile(db, userId);
}

/**
 * Changes the account holder's sign-in email, confirmed with their current password.
 * @throws Invalid when the password is wrong
 * @throws Conflict when another account signs in with that email
 */
export async function changeEmail(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
  input: z.output<typeof emailChange>,
): Promise<User> {
  requireAccountHolder(context, userId);
  const row = await findUserById(db, userId);
  if (row === null) throw new NotFound('User not found');
  // An account without a password cannot be here (it must set one first); refuse all the same.
  if (
    row.passwordHash === null ||
    !(await verifyPassword(row.passwordHash, input.currentPassword))
  ) {
    throw new Invalid(MY_ACCOUNT_MESSAGES.wrongPassword, [
      { field: 'body.currentPassword', message: 'is incorrect' },
    ]);
  }
  const taken = () => new Conflict(USER_ALREADY_EXISTS, { kind: 'DuplicateUser' });
  try {
    await db.transaction(async (tx) => {
      const owner = await findUserIdByEmail(tx, input.emailAddress);
      if (owner !== null && owner !== userId) throw taken();
      await updateUser(tx, userId, { email: input.emailAddress, updatedAt: context.now });
      await context.audit(tx, {
        action: 'user.email.change',
        targetType: 'user',
        targetId: userId,
        outcome: 'success',
      });
    });
  } catch (error) {
    // Another account took the email between the check and the write.
    if (isUniqueViolation(error, 'users_email_unique')) throw taken();
    throw error;
  }
  accounts.forgetUser(userId);
  return getUserProfile(db, userId);
}

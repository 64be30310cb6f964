import type { z } from 'zod';
import {
  REFERRING_TAG_MESSAGES,
  can,
  isAdministrator,
  USER_ALREADY_EXISTS,
  type RoleName,
  type User,
  type userListQuery,
  type UserList,
} from '@sagitta/domain';
import { endUserSessions, type SessionCache } from '../../platform/auth/sessions';
import type { Database, Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { RequestContext } from '../../platform/request-context';
import {
  issueSetPasswordLink,
  revokeSetPasswordLinks,
} from '../access-requests/set-password-links';
import { toUserProfile } from './profile';
import { findUserIdByEmail, updateUser as updateUserRow } from './repo';
import { getUserProfile } from './service';
import { ACCOUNT_FIELD_MESSAGES, accountColumns, type AccountInput } from './account-fields';
import {
  insertUser,
  institutionIsLive,
  listUsers as listUserRows,
  lockUser,
  setRole,
} from './admin-repo';

export const USER_NOT_FOUND = 'User not found';
export const SYSTEM_ADMINISTRATORS_ONLY =
  'Only a system administrator can manage a system administrator';
export const ADMINISTRATOR_ACCOUNTS_ONLY =
  "Only a system administrator can manage another administrator's account";
export const OTHER_ADMINISTRATOR_EMAIL =
  'The email of an administrator account in use is changed by its holder only';
export const OWN_ROLE = 'You cannot change your own role';

/** What creating and editing accounts need besides the database. */
export interface AccountServices {
  db: Database;
  accounts: SessionCache;
  mailer: Mailer;
  /** Where the portal is reached, for set-password links. */
  publicUrl: string;
}

/** 409 'User already exists' (seed §5), the kind the web tells apart. */
const duplicateUser = () => new Conflict(USER_ALREADY_EXISTS, { kind: 'DuplicateUser' });

/**
 * Why this caller may not manage an account of these roles (or grant them), or null when they
 * may. System administrators alone touch a system administrator's account or grant the role, or
 * a user administrator could promote themselves; and another administrator's account (a user
 * administrator's too), or a user administrator could send a peer's links to their own mailbox
 * and take the account over (issue 14).
 * @param userId - the account changed; none when it is being created
 */
export function managementRefusal(
  context: RequestContext,
  roles: readonly RoleName[],
  userId?: string,
): string | null {
  if (can(context.roles, 'administrators:manage')) return null;
  if (roles.includes('SYSTEM_ADMINISTRATOR')) return SYSTEM_ADMINISTRATORS_ONLY;
  if (isAdministrator(roles) && userId !== context.actorUserId) return ADMINISTRATOR_ACCOUNTS_ONLY;
  return null;
}

function requireMayManage(
  context: RequestContext,
  roles: readonly RoleName[],
  userId?: string,
): void {
  const refusal = managementRefusal(context, roles, userId);
  if (refusal !== null) throw new Forbidden(refusal);
}

/** One page of accounts for the Users table (seed §7 `GET /api/v1/Users`). */
export async function listUsers(
  db: Database,
  query: z.output<typeof userListQuery>,
): Promise<UserList> {
  const { totalCount, rows } = await listUserRows(db, query);
  return { totalCount, items: rows.map(toUserProfile) };
}

async function requireLiveInstitution(tx: Executor, institutionId: string | null | undefined) {
  if (institutionId === null || institutionId === undefined) return;
  if (!(await institutionIsLive(tx, institutionId))) {
    const message = ACCOUNT_FIELD_MESSAGES.institutionNotFound;
    throw new Invalid(message, [{ field: 'body.institutionId', message }]);
  }
}

/**
 * Runs a change that may lose a race on the email's unique index: it answers 409 as well. So
 * does moving a physician to an institution where another physician holds one of their
 * referring-physician tags (the tags follow their holder, and are unique per institution).
 */
async function withUniqueEmail<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw duplicateUser();
    if (isUniqueViolation(error, 'referring_physician_tags_institution_tag_unique')) {
      throw new Conflict(REFERRING_TAG_MESSAGES.heldAtNewInstitution);
    }
    throw error;
  }
}

/**
 * Creates an account (seed §7 `POST /api/v1/users`): status New, and a set-password link is
 * emailed to it.
 * @throws Conflict 'User already exists' when the email has an account, whatever its status
 */
export async function createUser(
  services: AccountServices,
  context: RequestContext,
  input: AccountInput,
): Promise<{ data: User }> {
  requireMayManage(context, [input.role]);
  const columns = accountColumns(input, null);
  const userId = await withUniqueEmail(() =>
    services.db.transaction(async (tx) => {
      await requireLiveInstitution(tx, columns.institutionId);
      if ((await findUserIdByEmail(tx, columns.email)) !== null) throw duplicateUser();
      const id = await insertUser(tx, {
        ...columns,
        status: 'New',
        createdAt: context.now,
        updatedAt: context.now,
      });
      await setRole(tx, id, input.role);
      await issueSetPasswordLink(
        tx,
        { mailer: services.mailer, now: context.now, publicUrl: services.publicUrl },
        { id, email: columns.email, firstName: columns.firstName, roles: [input.role] },
        'created',
      );
      await context.audit(tx, {
        action: 'user.create',
        targetType: 'user',
        targetId: id,
        outcome: 'success',
        details: { role: input.role },
      });
      return id;
    }),
  );
  services.mailer.deliverSoon();
  return { data: await getUserProfile(services.db, userId) };
}

/**
 * Edits an account (seed §7 `PUT /api/v1/users/{id}`). Fields left out keep their value. A new
 * email makes earlier set-password links stop working; an account still waiting for its
 * password gets a fresh link at the new address.
 * @throws NotFound for an unknown account; Conflict when the new email is taken
 */
export async function updateUser(
  services: AccountServices,
  context: RequestContext,
  userId: string,
  input: AccountInput,
): Promise<{ data: User }> {
  await withUniqueEmail(() =>
    services.db.transaction(async (tx) => {
      const stored = await lockUser(tx, userId);
      if (stored === null) throw new NotFound(USER_NOT_FOUND);
      if (stored.status === 'Deleted') throw new Invalid('A deleted user cannot be changed');
      requireMayManage(context, [...stored.roles, input.role], userId);
      const roleChanged = stored.roles.length !== 1 || stored.roles[0] !== input.role;
      if (roleChanged && userId === context.actorUserId) throw new Forbidden(OWN_ROLE);

      const columns = accountColumns(input, stored);
      if (columns.institutionId !== stored.institutionId) {
        await requireLiveInstitution(tx, columns.institutionId);
      }
      const emailChanged = columns.email !== stored.email.toLowerCase();
      // Another administrator's links go to their own mailbox: once the account is in use,
      // nobody else points them elsewhere (issue 14). A New account has no one to impersonate.
      const administrator = isAdministrator([...stored.roles, input.role]);
      if (
        emailChanged &&
        administrator &&
        userId !== context.actorUserId &&
        stored.status !== 'New'
      ) {
        throw new Forbidden(OTHER_ADMINISTRATOR_EMAIL);
      }
      if (emailChanged) {
        const owner = await findUserIdByEmail(tx, columns.email);
        if (owner !== null && owner !== userId) throw duplicateUser();
      }
      // A link issued before the account became an administrator may have been read in the
      // outbox, and a password set while it was not one may be known to whoever reset it (an
      // administrator could demote another, reset it, follow the link, promote it back): on
      // promotion the account in use starts over with a new password, by email only.
      const promoted = isAdministrator([input.role]) && !isAdministrator(stored.roles);
      const passwordStartsOver = promoted && stored.status === 'Active';
      await updateUserRow(tx, userId, {
        ...columns,
        updatedAt: context.now,
        ...(passwordStartsOver ? { status: 'Reset' as const, passwordHash: null } : {}),
      });
      if (roleChanged) await setRole(tx, userId, input.role);
      if (passwordStartsOver) await endUserSessions(tx, context.now, userId, 'password-changed');
      if (emailChanged || promoted) {
        await revokeSetPasswordLinks(tx, userId);
        if (stored.status === 'New' || stored.status === 'Reset' || passwordStartsOver) {
          await issueSetPasswordLink(
            tx,
            { mailer: services.mailer, now: context.now, publicUrl: services.publicUrl },
            {
              id: userId,
              email: columns.email,
              firstName: columns.firstName,
              roles: [input.role],
            },
            stored.status === 'New' ? 'created' : 'reset',
          );
        }
      }
      await context.audit(tx, {
        action: 'user.update',
        targetType: 'user',
        targetId: userId,
        outcome: 'success',
        details: { roleChanged, emailChanged },
      });
    }),
  );
  services.accounts.forgetUser(userId);
  services.mailer.deliverSoon();
  return { data: await getUserProfile(services.db, userId) };
}

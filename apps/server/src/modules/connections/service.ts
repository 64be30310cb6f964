import {
  actsForPhysician,
  CONNECTION_MESSAGES,
  type Connection,
  type connectionCreate,
  type UserStatus,
} from '@sagitta/domain';
import type { z } from 'zod';
import type { SessionCache } from '../../platform/auth/sessions';
import type { Database, Executor } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { Conflict, Invalid, NotFound } from '../../platform/errors/errors';
import { requireSelfOr, type RequestContext } from '../../platform/request-context';
import { institutionTierFeatures } from '../users/profile';
import {
  clearDefaultsOf,
  connectionExists,
  CONNECTION_PAIR_INDEX,
  deleteConnection,
  findAccountByEmail,
  findAccountById,
  findConnectionInvolving,
  insertConnection,
  isLinkedOutsideInstitution,
  lockAccount,
} from './link-repo';
import { findConnectionSeenBy, listConnectionsOf, userExists, type ConnectionRow } from './repo';

function toConnection(row: ConnectionRow): Connection {
  return {
    connectionId: row.connectionId,
    parentUserId: row.parentUserId,
    childUserEmail: row.childUserEmail,
    favorite: row.favorite,
    default: row.isDefault,
    userId: row.otherUserId,
    institutionId: row.institutionId,
    roleIds: row.otherRoleIds,
    institutionName: row.institutionName,
    firstName: row.otherFirstName,
    lastName: row.otherLastName,
    suffix: row.otherSuffix,
    tierNumber: row.institutionTier,
    tierFeatures: institutionTierFeatures(row.institutionTier, row.institutionTierFeatures),
    isBetaUser: row.otherIsBetaUser,
  };
}

/**
 * A user's connections (seed §3), each describing the user at the other end of the link: the
 * physician for a staff member or representative, the staff member or representative for a
 * physician. One's own, or anyone's for those allowed to read users.
 * @throws Forbidden for another user's connections without `users:read`
 * @throws NotFound when the account does not exist
 */
export async function listConnections(
  db: Database,
  context: RequestContext,
  userId: string,
): Promise<Connection[]> {
  requireSelfOr(context, userId, 'users:read');
  const administering = userId !== context.actorUserId;
  if (administering && !(await userExists(db, userId))) throw new NotFound('User not found');
  return (await listConnectionsOf(db, userId, { inUse: !administering })).map(toConnection);
}

/**
 * Accounts nobody links to: deleted for good, or a request never accepted. A deactivated
 * account may be linked; it may come back.
 */
const isInUse = (status: UserStatus): boolean => status !== 'Deleted' && status !== 'Pending';

/** Checks a new link (seed §5, §8) and writes it; answers its id. */
async function link(
  tx: Executor,
  context: RequestContext,
  input: z.output<typeof connectionCreate>,
): Promise<{ connectionId: string; parentUserId: string; childUserId: string }> {
  const parent = await findAccountById(tx, input.parentUserId);
  if (parent === null || !isInUse(parent.status)) {
    throw new NotFound(CONNECTION_MESSAGES.userNotFound);
  }
  if (!parent.roles.includes('PHYSICIAN')) {
    throw new Invalid(CONNECTION_MESSAGES.invalidType, [
      { field: 'body.parentUserId', message: 'is not a physician' },
    ]);
  }
  const child = await findAccountByEmail(tx, input.childUserEmail);
  if (child === null || !isInUse(child.status)) {
    throw new NotFound(CONNECTION_MESSAGES.userNotFound);
  }
  if (!actsForPhysician(child.roles)) {
    throw new Invalid(CONNECTION_MESSAGES.invalidType, [
      { field: 'body.childUserEmail', message: 'is not clinical staff or a sales representative' },
    ]);
  }
  // From here on, another link of the same child waits for this one: the checks below read the
  // child's other links and must not both pass for two institutions at once.
  await lockAccount(tx, child.id);
  if (await connectionExists(tx, parent.id, child.id)) {
    throw new Conflict(CONNECTION_MESSAGES.alreadyExists);
  }
  // Seed §5: clinical staff see the patients of the surgeons they act for, and those must all
  // be of one institution. A surgeon without an institution gives no institution to keep them
  // to, so such a surgeon can only be their one and only surgeon (the narrowest reading of the
  // rule: no way around it by unaffiliated accounts). Sales representatives work for the
  // manufacturer, across institutions.
  if (
    child.roles.includes('CLINICAL_STAFF') &&
    (await isLinkedOutsideInstitution(tx, child.id, parent.institutionId))
  ) {
    throw new Conflict(CONNECTION_MESSAGES.singleInstitution);
  }
  if (input.default) await clearDefaultsOf(tx, child.id);
  const connectionId = await insertConnection(tx, {
    parentUserId: parent.id,
    childUserId: child.id,
    favorite: input.favorite,
    isDefault: input.default,
    createdAt: context.now,
  });
  const details = { connectionId, parentUserId: parent.id, childUserId: child.id };
  for (const userId of [parent.id, child.id]) {
    await context.audit(tx, {
      action: 'connection.create',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details,
    });
  }
  return { connectionId, parentUserId: parent.id, childUserId: child.id };
}

/**
 * Links a clinical staff member or sales representative, found by email, to a physician (seed
 * §7). With `default`, it becomes the child's only default link.
 * @returns the new connection as the physician sees it
 * @throws NotFound when either account does not exist or is no longer in use
 * @throws Invalid when the parent is not a physician or the child cannot act for one
 * @throws Conflict when the link exists, or would take clinical staff to a second institution
 */
export async function createConnection(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  input: z.output<typeof connectionCreate>,
): Promise<Connection> {
  let made: Awaited<ReturnType<typeof link>>;
  try {
    made = await db.transaction((tx) => link(tx, context, input));
  } catch (error) {
    // Two requests linking the same pair at once: the unique index refuses the second.
    if (isUniqueViolation(error, CONNECTION_PAIR_INDEX)) {
      throw new Conflict(CONNECTION_MESSAGES.alreadyExists);
    }
    throw error;
  }
  accounts.forgetUser(made.parentUserId);
  accounts.forgetUser(made.childUserId);
  const row = await findConnectionSeenBy(db, made.parentUserId, made.connectionId);
  if (row === null) throw new NotFound('Connection not found');
  return toConnection(row);
}

/**
 * Unlinks a connection of user `userId` (either end of it).
 * @throws NotFound when the connection does not exist or does not involve that user
 */
export async function removeConnection(
  db: Database,
  accounts: SessionCache,
  context: RequestContext,
  userId: string,
  connectionId: string,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const found = await findConnectionInvolving(tx, connectionId, userId);
    if (found === null) throw new NotFound('Connection not found');
    await deleteConnection(tx, found.id);
    const details = {
      connectionId: found.id,
      parentUserId: found.parentUserId,
      childUserId: found.childUserId,
    };
    for (const target of [found.parentUserId, found.childUserId]) {
      await context.audit(tx, {
        action: 'connection.delete',
        targetType: 'user',
        targetId: target,
        outcome: 'success',
        details,
      });
    }
    return found;
  });
  accounts.forgetUser(removed.parentUserId);
  accounts.forgetUser(removed.childUserId);
}

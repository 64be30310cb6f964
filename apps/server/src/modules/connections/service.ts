import type { Connection } from '@sagitta/domain';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors/errors';
import { requireSelfOr, type RequestContext } from '../../platform/request-context';
import { institutionTierFeatures } from '../users/profile';
import { listConnectionsOf, userExists, type ConnectionRow } from './repo';

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
    tierFeatures: institutionTierFeatures(row.institutionTier),
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
  if (userId !== context.actorUserId && !(await userExists(db, userId))) {
    throw new NotFound('User not found');
  }
  return (await listConnectionsOf(db, userId)).map(toConnection);
}

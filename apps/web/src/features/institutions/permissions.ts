import { useQuery } from '@tanstack/react-query';
import { can, rolesFromStrings } from '@sagitta/domain';
import { currentUserQuery } from '../../lib/session/current-user';

export interface InstitutionPermissions {
  /** Create, edit, activate, disable and delete institutions; edit their tier. */
  manage: boolean;
  /** Add users to an institution and remove them. */
  members: boolean;
  /** Configure the AIE and generate, reset or revoke its keys. */
  accessKeys: boolean;
}

/**
 * What the signed-in administrator may do here (domain permission matrix): user administrators
 * read institutions and manage their members; only system administrators change them. The
 * server enforces the same; the pages hide what would only be refused.
 */
export function useInstitutionPermissions(): InstitutionPermissions {
  const { data: user } = useQuery(currentUserQuery);
  const roles = rolesFromStrings(user?.roles ?? []);
  return {
    manage: can(roles, 'institutions:manage'),
    members: can(roles, 'institutions:members'),
    accessKeys: can(roles, 'access-keys:manage'),
  };
}

import { useTranslation } from 'react-i18next';
import { ROLE_NAMES, ROLE_NAMESPACE, type RoleName } from '@sagitta/domain';

const isRoleName = (value: string): value is RoleName =>
  (ROLE_NAMES as readonly string[]).includes(value);

/**
 * A role as the notes and the access history name it: translated when it is one of ours (with
 * or without the `sagitta:` namespace), else as the server gave it.
 */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return (role) => {
    const name = role.startsWith(`${ROLE_NAMESPACE}:`)
      ? role.slice(ROLE_NAMESPACE.length + 1)
      : role;
    return isRoleName(name) ? t(`patientFile.roles.${name}`) : role;
  };
}

import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_LABELS, USER_STATUSES, type RoleName, type UserStatus } from '@sagitta/domain';

interface Option {
  value: string;
  label: string;
}

interface UserListFiltersProps {
  searchText: string;
  onSearchText: (text: string) => void;
  roles: readonly RoleName[];
  role: RoleName | null;
  onRole: (role: RoleName | null) => void;
  status: UserStatus | null;
  onStatus: (status: UserStatus | null) => void;
  institutions: readonly Option[];
  institutionId: string | null;
  onInstitutionId: (id: string | null) => void;
  /** The Requests tab lists Pending accounts only: no status filter there. */
  showStatus: boolean;
}

/** pagingQuery's limit: a longer search would be refused by the server. */
const SEARCH_MAX_LENGTH = 100;

const isRole = (roles: readonly RoleName[], value: string | null): value is RoleName =>
  roles.some((role) => role === value);
const isStatus = (value: string | null): value is UserStatus =>
  USER_STATUSES.some((status) => status === value);

/** The search box and the role, status and institution filters of the users list. */
export function UserListFilters(props: UserListFiltersProps) {
  const { t } = useTranslation();
  const roleOptions = props.roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: t(`userAdmin.status.${status}`),
  }));

  return (
    <Group role="search" aria-label={t('userAdmin.filters.label')} align="flex-end" gap="sm">
      <TextInput
        type="search"
        label={t('userAdmin.filters.search')}
        placeholder={t('userAdmin.filters.searchPlaceholder')}
        maxLength={SEARCH_MAX_LENGTH}
        value={props.searchText}
        onChange={(event) => {
          props.onSearchText(event.currentTarget.value);
        }}
        miw={260}
      />
      <Select
        label={t('userAdmin.filters.role')}
        placeholder={t('userAdmin.filters.any')}
        data={roleOptions}
        value={props.role}
        onChange={(value) => {
          props.onRole(isRole(props.roles, value) ? value : null);
        }}
        clearable
      />
      {props.showStatus && (
        <Select
          label={t('userAdmin.filters.status')}
          placeholder={t('userAdmin.filters.any')}
          data={statusOptions}
          value={props.status}
          onChange={(value) => {
            props.onStatus(isStatus(value) ? value : null);
          }}
          clearable
        />
      )}
      <Select
        label={t('userAdmin.filters.institution')}
        placeholder={t('userAdmin.filters.any')}
        data={props.institutions}
        value={props.institutionId}
        onChange={props.onInstitutionId}
        searchable
        clearable
      />
    </Group>
  );
}

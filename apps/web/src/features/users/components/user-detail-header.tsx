import { Badge, Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  fullName,
  hrefFor,
  isInstitutionUser,
  rolesFromStrings,
  type User,
  type UserStatus,
} from '@sagitta/domain';

const STATUS_COLORS: Readonly<Record<UserStatus, string>> = {
  Active: 'teal',
  New: 'blue',
  Pending: 'yellow',
  Reset: 'orange',
  Deactivated: 'gray',
  Deleted: 'red',
};

/** The account's name and status, with the links to edit it and its connections. */
export function UserDetailHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const status = t(`userForms.status.${user.status}`);
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="sm">
        <Title order={1}>{fullName(user)}</Title>
        <Badge
          color={STATUS_COLORS[user.status]}
          variant="light"
          aria-label={t('userForms.detail.statusLabel', { status })}
        >
          {status}
        </Badge>
      </Group>
      <Group gap="xs">
        <Button component={Link} to={hrefFor('update-administrator-info', { id: user.userId })}>
          {t('userForms.detail.edit')}
        </Button>
        {isInstitutionUser(rolesFromStrings(user.roles)) && (
          <Button
            component={Link}
            variant="default"
            to={hrefFor('user-edit-connection', { id: user.userId })}
          >
            {t('userForms.detail.editConnections')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

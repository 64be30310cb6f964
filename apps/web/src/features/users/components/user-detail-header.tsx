import { Badge, Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, hrefFor, isInstitutionUser, rolesFromStrings, type User } from '@sagitta/domain';
import { STATUS_COLORS } from './status-badge';

/** The account's name and status, with the links to edit it and its connections. */
export function UserDetailHeader({ user }: { user: User }) {
  const { t } = useTranslation();
  const status = t(`userForms.status.${user.status}`);
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="sm">
        <Title order={1}>{fullName(user)}</Title>
        {/* The list's colours; filled, as the light variant's text is too pale (WCAG AA). */}
        <Badge
          color={STATUS_COLORS[user.status]}
          variant="filled"
          autoContrast
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

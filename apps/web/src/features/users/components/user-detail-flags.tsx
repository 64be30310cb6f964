import { Alert, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@sagitta/domain';
import type { UserFlags } from '../account-api';

/** The per-user flags an administrator sets (seed §6): beta, and surgical candidates only. */
export function UserDetailFlags({
  user,
  pending,
  failed,
  onChange,
}: {
  user: User;
  pending: boolean;
  failed: boolean;
  onChange: (flags: UserFlags) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('userForms.flags.title')}
      </Title>
      {failed && (
        <Alert color="red" role="alert">
          {t('userForms.flags.failed')}
        </Alert>
      )}
      <Switch
        label={t('userForms.flags.isBetaUser')}
        checked={user.isBetaUser}
        disabled={pending}
        onChange={(event) => {
          onChange({ isBetaUser: event.currentTarget.checked });
        }}
      />
      <Switch
        label={t('userForms.flags.onlyViewSurgicalCandidates')}
        checked={user.onlyViewSurgicalCandidates}
        disabled={pending}
        onChange={(event) => {
          onChange({ onlyViewSurgicalCandidates: event.currentTarget.checked });
        }}
      />
    </Stack>
  );
}

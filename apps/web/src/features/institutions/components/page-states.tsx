import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefFor } from '@sagitta/domain';

/** A region still loading, announced to screen readers by its label. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-label={label ?? t('institutionAdmin.loading')} py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** A page whose institution could not be read: gone, never existed, or the call failed. */
export function InstitutionUnavailable({ missing }: { missing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color={missing ? 'yellow' : 'red'} role="alert">
        {missing ? t('institutionAdmin.notFound') : t('institutionAdmin.loadFailed')}
      </Alert>
      <Anchor component={Link} to={hrefFor('institutions')}>
        {t('institutionAdmin.backToList')}
      </Anchor>
    </Stack>
  );
}

/** What a user administrator sees on a page only system administrators may use. */
export function SystemAdministratorsOnly() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Text role="note">{t('institutionAdmin.systemAdministratorsOnly')}</Text>
      <Anchor component={Link} to={hrefFor('institutions')}>
        {t('institutionAdmin.backToList')}
      </Anchor>
    </Stack>
  );
}

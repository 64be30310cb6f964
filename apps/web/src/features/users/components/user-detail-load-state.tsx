import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HttpFailure } from '../../../lib/http';

/** What a user page shows until its account is there: a loader, or why it cannot be shown. */
export function UserDetailLoadState({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (error === null) {
    return (
      <Center py="xl" role="status" aria-label={t('userForms.loading')}>
        <Loader />
      </Center>
    );
  }
  const missing = error instanceof HttpFailure && (error.status === 404 || error.status === 400);
  return (
    <Alert color={missing ? 'yellow' : 'red'} role="alert">
      {missing ? t('userForms.notFound') : t('userForms.loadFailed')}
    </Alert>
  );
}

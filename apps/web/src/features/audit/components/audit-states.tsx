import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first page on its way. */
export function AuditLoading() {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-label={t('audit.loading')} py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/**
 * The trail could not be read: the server's reason when it refused the filters (400), else a
 * plain message; and a retry.
 */
export function AuditError({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('audit.error')}>
      {reason !== null && (
        <Text size="sm" mb="xs">
          {reason}
        </Text>
      )}
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('audit.retry')}
      </Button>
    </Alert>
  );
}

/** No event matches the filters. */
export function NoAuditEvents() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h4">
        {t('audit.empty.title')}
      </Title>
      <Text c="dimmed">{t('audit.empty.body')}</Text>
    </Stack>
  );
}

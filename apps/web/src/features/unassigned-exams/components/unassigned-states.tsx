import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first page on its way. */
export function UnassignedLoading() {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-label={t('unassignedExams.loading')} py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** The list could not be loaded (the common failure handler has told why), and a retry. */
export function UnassignedError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Text size="sm" mb="xs">
        {t('unassignedExams.error')}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('unassignedExams.retry')}
      </Button>
    </Alert>
  );
}

/** Every exam has its physician. */
export function NoUnassignedExams() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h4">
        {t('unassignedExams.empty.title')}
      </Title>
      <Text c="dimmed">{t('unassignedExams.empty.body')}</Text>
    </Stack>
  );
}

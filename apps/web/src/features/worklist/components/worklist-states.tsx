import { Alert, Button, Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first page on its way. */
export function WorklistLoading() {
  const { t } = useTranslation();
  return (
    <Center role="status" aria-label={t('worklist.loading')} py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** The list could not be loaded, and a way to try again. */
export function WorklistError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Text size="sm" mb="xs">
        {t('worklist.error')}
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('worklist.retry')}
      </Button>
    </Alert>
  );
}

/** No exams at all (seed §2 empty state). */
export function NoExams() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h4">
        {t('worklist.empty.title')}
      </Title>
      <Text c="dimmed">{t('worklist.empty.body')}</Text>
    </Stack>
  );
}

/** Exams exist but none matches the search (seed §2 no-match state), with suggestions. */
export function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={2} size="h4">
        {t('worklist.noMatch.title', { search })}
      </Title>
      <Text c="dimmed">{t('worklist.noMatch.suggestions')}</Text>
      <List size="sm">
        <List.Item>{t('worklist.noMatch.spelling')}</List.Item>
        <List.Item>{t('worklist.noMatch.patientId')}</List.Item>
        <List.Item>{t('worklist.noMatch.fewerWords')}</List.Item>
      </List>
      <Button variant="light" onClick={onClear}>
        {t('worklist.noMatch.clear')}
      </Button>
    </Stack>
  );
}

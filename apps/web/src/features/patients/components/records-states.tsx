import { Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconStar, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatientListTab } from '@sagitta/domain';

const SKELETON_ROWS = 6;

/** Placeholder rows while the first page loads; announced once, not row by row. */
export function RecordsLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status">
      <VisuallyHidden>{t('patients.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <Skeleton key={index} height={32} aria-hidden />
      ))}
    </Stack>
  );
}

/** A tab with no patient at all, saying how patients get there. */
export function RecordsEmpty({ tab }: { tab: PatientListTab }) {
  const { t } = useTranslation();
  const Icon = tab === 'favorites' ? IconStar : IconUsers;
  return (
    <Stack align="center" gap="xs" py="xl">
      <Icon size={32} aria-hidden />
      <Title order={2} size="h3">
        {t(`patients.empty.${tab}.title`)}
      </Title>
      <Text c="dimmed" ta="center">
        {t(`patients.empty.${tab}.body`)}
      </Text>
    </Stack>
  );
}

/** A search that matched nobody, with a way back to the whole list. */
export function RecordsNoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl">
      <Title order={2} size="h3">
        {t('patients.noMatch.title', { search })}
      </Title>
      <Text c="dimmed" ta="center">
        {t('patients.noMatch.body')}
      </Text>
      <Button variant="light" onClick={onClear}>
        {t('patients.noMatch.clear')}
      </Button>
    </Stack>
  );
}

/** The list could not be loaded: say so, and offer to try again. */
export function RecordsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" role="alert">
      <IconAlertTriangle size={32} aria-hidden />
      <Text>{t('patients.error')}</Text>
      <Button variant="light" onClick={onRetry}>
        {t('patients.retry')}
      </Button>
    </Stack>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TierFeature } from '@sagitta/domain';

/**
 * What a tab or page shows in place of its content when the tier lacks its feature (seed §6):
 * the upgrade prompt and 'No exams'. The patient file's tabs render it for a missing feature.
 */
export function UpgradePrompt({ feature }: { feature: TierFeature }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-feature={feature}>
      <Alert
        variant="light"
        color="blue"
        icon={<IconLock size={18} aria-hidden />}
        title={t('upgrade.title')}
      >
        {t('upgrade.body')}
      </Alert>
      <Text fw={600}>{t('upgrade.noExams')}</Text>
    </Stack>
  );
}

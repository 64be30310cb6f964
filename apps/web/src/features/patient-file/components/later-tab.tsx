import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatientFileTab } from '@sagitta/domain';

/**
 * A sub-tab whose capability comes with a later issue: it says which, never a blank panel.
 */
export function LaterTab({ tab }: { tab: Exclude<PatientFileTab, 'EOS'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" py="xl">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
        <IconClockHour4 size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t('patientFile.later.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {t(`patientFile.later.${tab}`)}
      </Text>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The tabs whose content comes with a later capability (surgical planning). */
export type ComingTab = 'surgical-plan' | 'surgical-strategy';

/** A tab present with its title whose rows arrive with a later capability: it says which. */
export function ComingTabState({ tab }: { tab: ComingTab }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl">
      <IconClockHour4 size={32} aria-hidden />
      <Title order={2} size="h3">
        {t(`patients.tabs.${tab}`)}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {t(`patients.coming.${tab}`)}
      </Text>
    </Stack>
  );
}

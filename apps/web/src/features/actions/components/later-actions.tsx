import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActionsTab } from '../actions-tabs';

/** A tab whose actions come with a later issue: it says which, never a blank panel. */
export function LaterActions({ tab }: { tab: Exclude<ActionsTab, 'approve-model'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" py="xl">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
        <IconClockHour4 size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{t('actionsPage.later.title')}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {t(`actionsPage.later.${tab}`)}
      </Text>
    </Stack>
  );
}

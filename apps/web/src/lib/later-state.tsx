import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/**
 * What a tab shows while the capability that fills it comes with a later issue: its title and
 * which capability, never a blank panel (the patient file's sub-tabs, the Actions page's tabs).
 */
export function LaterState({ title, body }: { title: string; body: string }) {
  return (
    <Stack gap="xs" align="center" py="xl">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
        <IconClockHour4 size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {body}
      </Text>
    </Stack>
  );
}

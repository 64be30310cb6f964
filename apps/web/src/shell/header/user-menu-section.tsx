import type { ReactNode } from 'react';
import { useId } from 'react';
import { Stack, Text } from '@mantine/core';

/** A titled group of the user menu, labelled for screen readers. */
export function UserMenuSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={id}>
      <Text id={id} size="xs" tt="uppercase" fw={700} c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

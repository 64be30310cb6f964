import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';
import { Logo } from '../../../shell/logo';

/** The centred card of the public pages (request an account, set a password from a link). */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center mih="100vh" bg="gray.0" py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={520} maw="95vw">
        <Stack gap="md">
          <Stack gap={4} align="center" c="sagitta.8">
            <Logo size={48} />
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

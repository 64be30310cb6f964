import type { ReactNode } from 'react';
import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '../../../shell/logo';

/** The centred card that holds the sign-in and set-password forms. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400}>
        <Stack gap="md">
          <Stack gap={4} align="center" c="sagitta.8">
            <Logo size={48} />
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            {subtitle !== undefined && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

import { useId, type ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

interface DetailSectionProps {
  title: string;
  /** The edit page of this part, for those who may change it. */
  edit?: { label: string; to: string };
  children: ReactNode;
}

/** One part of the institution page: a titled region with its edit link. */
export function DetailSection({ title, edit, children }: DetailSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {edit !== undefined && (
            <Anchor component={Link} to={edit.to}>
              {edit.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

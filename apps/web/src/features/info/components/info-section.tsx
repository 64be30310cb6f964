import type { ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';

interface InfoSectionProps {
  /** The anchor the section navigation links to. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of the information page, named by its heading. */
export function InfoSection({ id, title, children }: InfoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

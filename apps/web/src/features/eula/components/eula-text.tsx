import { Box, Stack, Text, Title } from '@mantine/core';
import type { EulaSection } from '../eula-document';

interface EulaTextProps {
  sections: readonly EulaSection[];
  /** Accessible name of the scrollable region. */
  label: string;
}

/** The agreement in a scrollable region, focusable so that it can be scrolled with the keyboard. */
export function EulaText({ sections, label }: EulaTextProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      mah="55vh"
      p="md"
      style={{
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap="lg">
        {sections.map((section, index) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h4">
              {`${String(index + 1)}. ${section.heading}`}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} size="sm">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

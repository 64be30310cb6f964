import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

/**
 * A row of labelled facts about a patient or an exam (a banner's MRN, birth date, physician…),
 * as a description list so that a screen reader reads each label with its value.
 * @param facts - the label (already translated) and the value of each fact, in order
 */
export function FactList({
  facts,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
}) {
  return (
    <Group component="dl" gap="lg" m={0} wrap="wrap">
      {facts.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={500} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

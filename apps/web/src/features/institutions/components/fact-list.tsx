import type { ReactNode } from 'react';
import { DataList } from '@mantine/core';

/** Label and value pairs, as a description list. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <DataList labelWidth="16rem">
      {facts.map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
          <DataList.ItemValue>{fact.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  label: string;
  /** The column's sort order, or null when the list is sorted by another column. */
  direction: 'ascending' | 'descending' | null;
  onSort: () => void;
}

/** A column header that sorts the list: a button, with `aria-sort` on the header cell. */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon =
    direction === null ? IconArrowsSort : direction === 'ascending' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={direction ?? 'none'}>
      <UnstyledButton
        onClick={onSort}
        aria-label={t('institutionAdmin.list.sortBy', { column: label })}
      >
        <Group gap={4} wrap="nowrap">
          <span>{label}</span>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilter } from '../list-state';

interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  active: ActiveFilter;
  onActive: (filter: ActiveFilter) => void;
}

const FILTER_VALUES = { all: undefined, true: 'true', false: 'false' } as const;

/** The list's search box and its active / disabled filter. */
export function ListToolbar({ search, onSearch, active, onActive }: ListToolbarProps) {
  const { t } = useTranslation();
  const filterLabel = useId();
  return (
    <Group align="flex-end" gap="lg">
      <TextInput
        type="search"
        label={t('institutionAdmin.list.search')}
        placeholder={t('institutionAdmin.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(event) => {
          onSearch(event.currentTarget.value);
        }}
        w={320}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={filterLabel}>
          {t('institutionAdmin.list.activeFilter')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabel}
          value={active ?? 'all'}
          onChange={(value) => {
            onActive(FILTER_VALUES[value]);
          }}
          data={[
            { value: 'all', label: t('institutionAdmin.list.all') },
            { value: 'true', label: t('institutionAdmin.list.active') },
            { value: 'false', label: t('institutionAdmin.list.disabled') },
          ]}
        />
      </Stack>
    </Group>
  );
}

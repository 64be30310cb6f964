import { CloseButton, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATIENT_LIST_SORTS, type PatientListSort } from '@sagitta/domain';

/** patientListQuery's limit for `search`: a longer one would be refused. */
const SEARCH_MAX_LENGTH = 256;

interface RecordsToolbarProps {
  text: string;
  onSearch: (text: string) => void;
  onClear: () => void;
  sort: PatientListSort;
  onSort: (sort: PatientListSort) => void;
  /** The count of patients found, once known. */
  count: number | null;
}

const isSort = (value: string): value is PatientListSort =>
  (PATIENT_LIST_SORTS as readonly string[]).includes(value);

/** Above the patient list: the search (comma rule; Escape clears), the order, the count. */
export function RecordsToolbar({
  text,
  onSearch,
  onClear,
  sort,
  onSort,
  count,
}: RecordsToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <Group align="flex-end">
        <div role="search" aria-label={t('patients.search.region')}>
          <TextInput
            aria-label={t('patients.search.label')}
            placeholder={t('patients.search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              text === '' ? null : (
                <CloseButton size="sm" aria-label={t('patients.search.clear')} onClick={onClear} />
              )
            }
            // The clear icon is a button of its own: clicks must reach it, not the input.
            rightSectionPointerEvents="all"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => {
              onSearch(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && text !== '') onClear();
            }}
            w={420}
          />
        </div>
        <NativeSelect
          label={t('patients.sort.label')}
          value={sort}
          data={PATIENT_LIST_SORTS.map((value) => ({
            value,
            label: t(`patients.sort.${value}`),
          }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isSort(value)) onSort(value);
          }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {count === null ? '' : t('patients.count', { count })}
      </Text>
    </Group>
  );
}

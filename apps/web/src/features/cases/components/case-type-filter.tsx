import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { CASE_TYPE_FILTERS, type CaseTypeFilter } from '@sagitta/domain';

/** The case lists' type filter (seed §3), labelled for screen readers. */
export function CaseTypeFilterControl({
  value,
  onChange,
}: {
  value: CaseTypeFilter;
  onChange: (filter: CaseTypeFilter) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('cases.list.filter')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(chosen) => {
          const next = CASE_TYPE_FILTERS.find((candidate) => candidate === chosen);
          if (next !== undefined) onChange(next);
        }}
        data={CASE_TYPE_FILTERS.map((option) => ({
          value: option,
          label: t(`cases.filters.${option}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
}

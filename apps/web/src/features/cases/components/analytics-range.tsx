import { useState } from 'react';
import { Box, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIsoDate, type AnalyticsRange } from '../analytics-api';

interface AnalyticsRangeProps {
  range: AnalyticsRange;
  /** The range breaks the shared rule: said under "To". */
  invalid: boolean;
  /** A whole date was entered at one end. */
  onRange: (range: AnalyticsRange) => void;
}

/**
 * The analytics' date range: two native date inputs (every browser gives them a calendar and
 * keyboard entry). A half-typed date stays in the input; only whole dates reach the address.
 */
export function AnalyticsRangeFields({ range, invalid, onRange }: AnalyticsRangeProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  // Back and Forward change the address: the inputs follow (state adjusted while rendering).
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const field = (end: keyof AnalyticsRange) => (
    <TextInput
      type="date"
      label={t(`cases.analytics.range.${end}`)}
      value={draft[end]}
      w={180}
      {...(end === 'to' && invalid ? { error: t('cases.analytics.range.invalid') } : {})}
      onChange={(event) => {
        const next = { ...draft, [end]: event.currentTarget.value };
        setDraft(next);
        if (isIsoDate(next[end])) onRange({ ...range, [end]: next[end] });
      }}
    />
  );
  return (
    <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <VisuallyHidden component="legend">{t('cases.analytics.range.legend')}</VisuallyHidden>
      <Group align="flex-start" gap="md">
        {field('from')}
        {field('to')}
      </Group>
    </Box>
  );
}

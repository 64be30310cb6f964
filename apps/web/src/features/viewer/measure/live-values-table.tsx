import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  reasonTemplate,
  type AlignmentMeasurement,
  type Measurement,
  type NullReason,
} from '@sagitta/domain';
import type { MeasuredFilm } from './landmark-sequence';
import { formatTenths, LIVE_PARAMETERS } from './live-values';

/** Why a value is null, in the domain's words (issue 17: a null is explained, never shown as 0). */
function useReasonText() {
  const { t } = useTranslation();
  return (reason: NullReason): string => {
    const { key, values } = reasonTemplate(reason);
    return t(`alignment.reason.${key}`, values);
  };
}

interface LiveValuesTableProps {
  film: MeasuredFilm;
  measurement: AlignmentMeasurement;
}

/** The engine's values for the landmarks placed so far, to 0.1 with their units. */
export function LiveValuesTable({ film, measurement }: LiveValuesTableProps) {
  const { t, i18n } = useTranslation();
  const reasonText = useReasonText();
  const valueText = (value: Measurement) =>
    value.value === null
      ? reasonText(value.reason)
      : t(`viewer.measure.values.unit.${value.unit}`, {
          value: formatTenths(value.value, i18n.language),
        });

  return (
    <Table withRowBorders verticalSpacing={2} fz="sm" aria-label={t('viewer.measure.values.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('viewer.measure.values.parameter')}</Table.Th>
          <Table.Th scope="col">{t('viewer.measure.values.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {LIVE_PARAMETERS[film].map((key) => {
          const value = measurement.parameters[key];
          return (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`viewer.measure.parameter.${key}`)}</Table.Th>
              <Table.Td>
                {value.value === null ? (
                  <Text size="xs" c="dimmed" component="span">
                    {valueText(value)}
                  </Text>
                ) : (
                  valueText(value)
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

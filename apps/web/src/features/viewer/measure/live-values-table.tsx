import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlignmentMeasurement, Measurement } from '@sagitta/domain';
import { useParameterWords } from '../../../lib/i18n/use-parameter-words';
import type { MeasuredFilm } from './landmark-sequence';
import { LIVE_PARAMETERS } from './live-values';

interface LiveValuesTableProps {
  film: MeasuredFilm;
  measurement: AlignmentMeasurement;
}

/** The engine's values for the landmarks placed so far, to 0.1 with their units. */
export function LiveValuesTable({ film, measurement }: LiveValuesTableProps) {
  const { t } = useTranslation();
  const words = useParameterWords();
  // A null is explained in the domain's words, never shown as 0 (issue 17).
  const valueText = (value: Measurement) =>
    value.value === null ? words.reason(value.reason) : words.number(value.value, value.unit);

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

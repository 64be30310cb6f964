import { useId, useState } from 'react';
import { LineChart } from '@mantine/charts';
import { Button, Card, Group, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientTrends, TrendPoint, TrendSeries } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { formatTenths } from '../../../lib/format/tenths';
import { chartRows, pointDay } from '../trend-values';
import { useReasonText } from '../use-reason-text';

/**
 * One parameter over time: a line chart (a gap where it was not measured) and, for screen
 * readers and anyone who wants the numbers, the same values as a table behind a toggle. The
 * chart itself is an image labelled with what it shows; the table is the accessible way in.
 */
export function TrendChart({ trends, series }: { trends: PatientTrends; series: TrendSeries }) {
  const { t, i18n } = useTranslation();
  const reasonText = useReasonText();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const label = t(`alignment.parameter.${series.key}`);
  const unit = t(`trends.unit.${series.unit}`);
  const day = (point: TrendPoint) => formatCalendarDate(pointDay(point)) ?? pointDay(point);
  const format = (value: number) => `${formatTenths(value, i18n.language)}${unit}`;
  const measured = series.values.filter((value) => value.value !== null).length;

  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={titleId}>
          {label}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-pressed={asTable}
          onClick={() => {
            setAsTable((shown) => !shown);
          }}
        >
          {asTable ? t('trends.showChart') : t('trends.showTable')}
        </Button>
      </Group>
      {asTable ? (
        <Table striped>
          <Table.Caption>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('trends.date')}</Table.Th>
              <Table.Th scope="col">{t('trends.phase')}</Table.Th>
              <Table.Th scope="col">{t('trends.value')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trends.points.map((point, index) => {
              const value = series.values[index];
              return (
                <Table.Tr key={point.assessmentId}>
                  <Table.Th scope="row" fw={400}>
                    {day(point)}
                  </Table.Th>
                  <Table.Td>{t(`trends.phases.${point.phase}`)}</Table.Td>
                  <Table.Td>
                    {value !== undefined && value.value !== null
                      ? format(value.value)
                      : t('trends.noValue', { reason: reasonText(value) })}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      ) : (
        <div role="img" aria-label={t('trends.chartLabel', { parameter: label, count: measured })}>
          <LineChart
            h={180}
            data={chartRows(trends, series, day)}
            dataKey="day"
            series={[{ name: 'value', label, color: 'blue.6' }]}
            valueFormatter={format}
            connectNulls={false}
            curveType="linear"
            tooltipAnimationDuration={0}
          />
        </div>
      )}
    </Card>
  );
}

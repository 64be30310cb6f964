import { useId } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnalyticsFormat } from '../analytics-format';

/** Colours told apart on a white card, cycled through when the categories are many. */
const PALETTE = [
  'blue.7',
  'teal.7',
  'orange.7',
  'grape.7',
  'red.7',
  'cyan.8',
  'lime.8',
  'indigo.7',
];

export interface CountEntry {
  key: string;
  /** What the category is called on the page. */
  label: string;
  count: number;
}

interface CountChartProps {
  title: string;
  /** The name of the table's first column (type, stage …). */
  category: string;
  entries: readonly CountEntry[];
  kind: 'bar' | 'donut';
}

/**
 * One count of the Case Distribution: a chart and the same counts as a table. The chart is an
 * image named by what it shows; the table is how a screen reader (and anyone wanting the
 * figures) reads it.
 */
export function CountChart({ title, category, entries, kind }: CountChartProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const titleId = useId();
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const data = entries.map((entry, index) => ({
    name: entry.label,
    value: entry.count,
    color: PALETTE[index % PALETTE.length] ?? 'blue.7',
  }));
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId} mb="xs">
        {title}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('cases.analytics.distribution.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <div role="img" aria-label={t('cases.analytics.chartLabel', { title })}>
            {kind === 'donut' ? (
              <DonutChart
                data={data}
                size={160}
                thickness={28}
                withLabelsLine={false}
                tooltipDataSource="segment"
                valueFormatter={format.count}
                mx="auto"
                accessibilityLayer={false}
              />
            ) : (
              <BarChart
                h={Math.max(160, entries.length * 32)}
                data={data}
                dataKey="name"
                orientation="vertical"
                series={[{ name: 'value', label: t('cases.analytics.distribution.cases') }]}
                getBarColor={() => 'blue.7'}
                valueFormatter={format.count}
                yAxisProps={{ width: 120 }}
                gridAxis="none"
                accessibilityLayer={false}
              />
            )}
          </div>
          <Table striped verticalSpacing={4}>
            <VisuallyHidden component="caption">{title}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{category}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('cases.analytics.distribution.cases')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('cases.analytics.distribution.share')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.key}>
                  <Table.Th scope="row" fw={400}>
                    {entry.label}
                  </Table.Th>
                  <Table.Td ta="right">{format.count(entry.count)}</Table.Td>
                  <Table.Td ta="right">{format.share(entry.count, total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SimpleGrid>
      )}
    </Card>
  );
}

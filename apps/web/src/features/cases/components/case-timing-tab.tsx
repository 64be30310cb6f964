import { Card, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseAnalytics } from '@sagitta/domain';
import { useAnalyticsFormat } from '../analytics-format';
import { TimingChart } from './timing-chart';

const COLUMNS = ['type', 'cases', 'median', 'p90'] as const;

/** Minutes as whole hours, for a chart whose bars span days. */
const hours = (minutes: number | null) => (minutes === null ? null : Math.round(minutes / 60));

/**
 * Case Timing: from the request to the release to the surgeon, of the cases completed in the
 * range: overall (in words) and by type (a table and a chart in hours).
 */
export function CaseTimingTab({ timing }: { timing: CaseAnalytics['caseTiming'] }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const { all, byType } = timing;
  if (all.count === 0)
    return (
      <Text c="dimmed" py="md">
        {t('cases.analytics.caseTiming.empty')}
      </Text>
    );
  const title = t('cases.analytics.caseTiming.byType');
  return (
    <Stack gap="md">
      <Card
        withBorder
        padding="sm"
        component="section"
        aria-label={t('cases.analytics.caseTiming.overall')}
      >
        <Title order={2} size="h5" mb="xs">
          {t('cases.analytics.caseTiming.overall')}
        </Title>
        <Text>
          {t('cases.analytics.caseTiming.summary', {
            count: all.count,
            median: format.duration(all.medianMinutes),
            p90: format.duration(all.p90Minutes),
          })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Table striped verticalSpacing={4}>
          <VisuallyHidden component="caption">{title}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col" ta={column === 'type' ? 'left' : 'right'}>
                  {t(`cases.analytics.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {byType.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Th scope="row" fw={500}>
                  {t(`cases.types.${row.type}`)}
                </Table.Th>
                <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                <Table.Td ta="right">{format.duration(row.medianMinutes)}</Table.Td>
                <Table.Td ta="right">{format.duration(row.p90Minutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TimingChart
          title={title}
          formatter={format.axis('hours')}
          bars={byType.map((row) => ({
            name: t(`cases.types.${row.type}`),
            median: hours(row.medianMinutes),
            p90: hours(row.p90Minutes),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseAnalytics } from '@sagitta/domain';
import { useAnalyticsFormat } from '../analytics-format';
import { TimingChart } from './timing-chart';

const COLUMNS = ['technician', 'stage', 'tasks', 'median', 'p90'] as const;

/**
 * Task Timing: per technician and stage, how long the work took from being given to being
 * handed on (median and 90th percentile, in minutes), as a table and a chart.
 */
export function TaskTimingTab({ timings }: { timings: CaseAnalytics['taskTiming'] }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('cases.analytics.taskTiming.title');
  if (timings.length === 0)
    return (
      <Text c="dimmed" py="md">
        {t('cases.analytics.taskTiming.empty')}
      </Text>
    );
  return (
    <Stack gap="md">
      <Text size="sm">{t('cases.analytics.taskTiming.intro')}</Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing={4}>
          <VisuallyHidden component="caption">{title}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column}
                  scope="col"
                  ta={column === 'technician' || column === 'stage' ? 'left' : 'right'}
                >
                  {t(`cases.analytics.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {timings.map((timing) => (
              <Table.Tr key={`${timing.technician.id}-${timing.stage}`}>
                <Table.Th scope="row" fw={500}>
                  {timing.technician.name}
                </Table.Th>
                <Table.Td>{t(`cases.stages.${timing.stage}`)}</Table.Td>
                <Table.Td ta="right">{format.count(timing.count)}</Table.Td>
                <Table.Td ta="right">{format.minutes(timing.medianMinutes)}</Table.Td>
                <Table.Td ta="right">{format.minutes(timing.p90Minutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TimingChart
        title={title}
        formatter={format.axis('minutes')}
        bars={timings.map((timing) => ({
          name: t('cases.analytics.taskTiming.bar', {
            technician: timing.technician.name,
            stage: t(`cases.stages.${timing.stage}`),
          }),
          median: round(timing.medianMinutes),
          p90: round(timing.p90Minutes),
        }))}
      />
    </Stack>
  );
}

/** Whole minutes; null stays null (no bar). */
export const round = (value: number | null) => (value === null ? null : Math.round(value));

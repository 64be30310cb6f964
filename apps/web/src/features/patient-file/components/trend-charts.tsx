import '@mantine/charts/styles.css';
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientTrends } from '@sagitta/domain';
import { splitSeries } from '../trend-values';
import { useReasonText } from '../use-reason-text';
import { TrendChart } from './trend-chart';

/**
 * The TRENDS charts: one per parameter the assessments measured, then the parameters none of them
 * measured, with the reason (the latest assessment's). Loaded on demand (`trends-tab.tsx`): the
 * chart library weighs neither the Patients page nor the file's first paint.
 */
export default function TrendCharts({ trends }: { trends: PatientTrends }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const { charted, unmeasured } = splitSeries(trends.series);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {charted.map((series) => (
          <TrendChart key={series.key} trends={trends} series={series} />
        ))}
      </SimpleGrid>
      {unmeasured.length === 0 ? null : (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('trends.notMeasured.title')}
          </Title>
          <List size="sm" c="dimmed">
            {unmeasured.map((series) => {
              return (
                <List.Item key={series.key}>
                  <Text size="sm" c="dimmed" component="span">
                    {t('trends.notMeasured.item', {
                      parameter: t(`alignment.parameter.${series.key}`),
                      reason: reasonText(series.values.at(-1)),
                    })}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

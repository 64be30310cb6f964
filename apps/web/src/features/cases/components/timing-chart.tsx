import { BarChart } from '@mantine/charts';
import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface TimingBar {
  name: string;
  median: number | null;
  p90: number | null;
}

interface TimingChartProps {
  /** What the chart shows, for its name as an image. */
  title: string;
  bars: readonly TimingBar[];
  formatter: (value: number) => string;
}

/**
 * Median and 90th percentile side by side, one pair of bars per row of the table it stands
 * beside (its text alternative), in a card under its title as the count charts are. A missing
 * figure has no bar.
 */
export function TimingChart({ title, bars, formatter }: TimingChartProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <div role="img" aria-label={t('cases.analytics.chartLabel', { title })}>
        <BarChart
          h={Math.max(200, bars.length * 48)}
          data={bars.map((bar) => ({ ...bar }))}
          dataKey="name"
          orientation="vertical"
          series={[
            { name: 'median', label: t('cases.analytics.median'), color: 'blue.7' },
            { name: 'p90', label: t('cases.analytics.p90'), color: 'orange.7' },
          ]}
          valueFormatter={formatter}
          yAxisProps={{ width: 160 }}
          gridAxis="none"
          withLegend
          accessibilityLayer={false}
        />
      </div>
    </Card>
  );
}

import '@mantine/charts/styles.css';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CASE_ANALYTICS_MESSAGES } from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { HttpFailure } from '../../../lib/http';
import {
  hasNoCases,
  isValidRange,
  rangeOf,
  useCaseAnalytics,
  type AnalyticsRange,
} from '../analytics-api';
import { AnalyticsRangeFields } from '../components/analytics-range';
import { CaseTimingTab } from '../components/case-timing-tab';
import { DistributionTab } from '../components/distribution-tab';
import { TaskTimingTab } from '../components/task-timing-tab';

const TABS = ['distribution', 'task-timing', 'case-timing'] as const;
type AnalyticsTab = (typeof TABS)[number];

const TAB_KEYS = {
  distribution: 'distribution',
  'task-timing': 'taskTiming',
  'case-timing': 'caseTiming',
} as const satisfies Record<AnalyticsTab, string>;

/**
 * `/case/analytics` (seed §2, managers): Case Distribution, Task Timing and Case Timing over a
 * date range, the last 30 days unless the address says otherwise (`?from=&to=&tab=`). The charts
 * load with this page only (its own chunk); each has a table beside it.
 */
export default function CaseAnalyticsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params, Date.now());
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'distribution';
  const valid = isValidRange(range);
  const analytics = useCaseAnalytics(range);

  const show = (next: { range?: AnalyticsRange; tab?: AnalyticsTab }) => {
    const merged = {
      ...range,
      tab,
      ...next.range,
      ...(next.tab === undefined ? {} : { tab: next.tab }),
    };
    const query: Record<string, string> = { from: merged.from, to: merged.to };
    if (merged.tab !== 'distribution') query.tab = merged.tab;
    setParams(query, { replace: true });
  };

  const refused =
    analytics.error instanceof HttpFailure && analytics.error.status === 400
      ? analytics.error.message
      : null;

  const content = () => {
    if (!valid) return null;
    if (refused !== null)
      return (
        <Alert color="red" role="alert">
          {refused === CASE_ANALYTICS_MESSAGES.range ? t('cases.analytics.range.invalid') : refused}
        </Alert>
      );
    if (analytics.isPending)
      return (
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label={t('cases.analytics.loading')} />
        </Group>
      );
    if (analytics.isError)
      return (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('cases.analytics.error')}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                void analytics.refetch();
              }}
            >
              {t('cases.list.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    const figures = analytics.data;
    if (hasNoCases(figures))
      return (
        <Stack gap="xs" align="center" py="xl">
          <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
            <IconChartBar size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            {t('cases.analytics.empty.title')}
          </Title>
          <Text size="sm" c="dimmed" ta="center" maw={480}>
            {t('cases.analytics.empty.body', {
              from: formatCalendarDate(figures.from) ?? figures.from,
              to: formatCalendarDate(figures.to) ?? figures.to,
            })}
          </Text>
        </Stack>
      );
    return (
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = TABS.find((candidate) => candidate === value);
          if (next !== undefined) show({ tab: next });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('cases.analytics.tabs.label')}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`cases.analytics.tabs.${TAB_KEYS[value]}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="distribution" pt="md">
          <DistributionTab distribution={figures.distribution} />
        </Tabs.Panel>
        <Tabs.Panel value="task-timing" pt="md">
          <TaskTimingTab timings={figures.taskTiming} />
        </Tabs.Panel>
        <Tabs.Panel value="case-timing" pt="md">
          <CaseTimingTab timing={figures.caseTiming} />
        </Tabs.Panel>
      </Tabs>
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('routes.case-analytics')}</Title>
        <Text>{t('cases.analytics.intro')}</Text>
      </Stack>
      <AnalyticsRangeFields
        range={range}
        invalid={!valid}
        onRange={(next) => {
          show({ range: next });
        }}
      />
      <div aria-busy={analytics.isFetching}>{content()}</div>
    </Stack>
  );
}

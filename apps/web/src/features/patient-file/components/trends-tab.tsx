import { lazy, Suspense } from 'react';
import { Alert, Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patientTrendsQuery } from '../api';

// The chart library (recharts under @mantine/charts) is loaded when trends are shown, never
// with the Patients page or the patient file's first paint.
const TrendCharts = lazy(() => import('./trend-charts'));

function NoTrends() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" py="xl">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
        <IconChartLine size={24} aria-hidden />
      </ThemeIcon>
      <Title order={3} size="h4">
        {t('trends.empty.title')}
      </Title>
      <Text size="sm" c="dimmed" ta="center" maw={480}>
        {t('trends.empty.body')}
      </Text>
    </Stack>
  );
}

/**
 * The TRENDS sub-tab (issue 17): each alignment parameter of the patient's approved assessments
 * over time, the latest 50 (seed §9: limit 50, page 1).
 */
export function TrendsTab({
  patientId,
  physicianId,
}: {
  patientId: string;
  physicianId: string | null;
}) {
  const { t } = useTranslation();
  const trends = useQuery(patientTrendsQuery(patientId, physicianId));
  if (trends.isPending) return <Loader size="sm" aria-label={t('trends.loading')} />;
  if (trends.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('trends.loadFailed')}</Text>
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              void trends.refetch();
            }}
          >
            {t('trends.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = trends.data;
  if (data === null) return <NoTrends />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('trends.intro', { count: data.points.length })}
        {data.totalCount > data.points.length
          ? ` ${t('trends.olderNotShown', { shown: data.points.length, count: data.totalCount })}`
          : null}
      </Text>
      <Suspense fallback={<Loader size="sm" aria-label={t('trends.loadingCharts')} />}>
        <TrendCharts trends={data} />
      </Suspense>
    </Stack>
  );
}

import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CASE_STAGES, CASE_TYPES, type CaseAnalytics } from '@sagitta/domain';
import { CountChart, type CountEntry } from './count-chart';

type Counts = CaseAnalytics['distribution']['byType'];

/** The server's outcome codes: completed, rejected, still being worked on. */
const OUTCOMES = ['Successful', 'Rejected', 'Open'] as const;

const known = <T extends string>(values: readonly T[], key: string): T | undefined =>
  values.find((value) => value === key);

/** Case Distribution: the cases requested in the range, by type, stage, outcome and institution. */
export function DistributionTab({ distribution }: { distribution: CaseAnalytics['distribution'] }) {
  const { t } = useTranslation();
  // Known codes are said in the page's language; anything else as the server labels it.
  const labelled = (counts: Counts, say: (key: string) => string | undefined): CountEntry[] =>
    counts.map(({ key, label, count }) => ({ key, count, label: say(key) ?? label }));
  const type = (key: string) => {
    const found = known(CASE_TYPES, key);
    return found === undefined ? undefined : t(`cases.types.${found}`);
  };
  const stage = (key: string) => {
    const found = known(CASE_STAGES, key);
    return found === undefined ? undefined : t(`cases.stages.${found}`);
  };
  const outcome = (key: string) => {
    const found = known(OUTCOMES, key);
    return found === undefined ? undefined : t(`cases.analytics.outcomes.${found}`);
  };
  const institution = (key: string) => (key === '' ? t('cases.table.noInstitution') : undefined);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <CountChart
        kind="donut"
        title={t('cases.analytics.distribution.byType')}
        category={t('cases.table.type')}
        entries={labelled(distribution.byType, type)}
      />
      <CountChart
        kind="bar"
        title={t('cases.analytics.distribution.byStage')}
        category={t('cases.history.stage')}
        entries={labelled(distribution.byStage, stage)}
      />
      <CountChart
        kind="donut"
        title={t('cases.analytics.distribution.byOutcome')}
        category={t('cases.analytics.distribution.outcome')}
        entries={labelled(distribution.byOutcome, outcome)}
      />
      <CountChart
        kind="bar"
        title={t('cases.analytics.distribution.byInstitution')}
        category={t('cases.analytics.distribution.institution')}
        entries={labelled(distribution.byInstitution, institution)}
      />
    </SimpleGrid>
  );
}

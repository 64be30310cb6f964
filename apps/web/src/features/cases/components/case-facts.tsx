import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@sagitta/domain';
import { FactList } from '../../../lib/fact-list';
import { formatDate, formatDateTime } from '../../../lib/format/date';
import { useCaseWords } from '../case-words';
import { StepBadge } from './case-table';

/** A case's fields on its page (seed §3), as labelled facts. */
export function CaseFacts({ summary }: { summary: CaseSummary }) {
  const { t } = useTranslation();
  const words = useCaseWords();
  const yesNo = (value: boolean) => (value ? t('cases.table.yes') : t('cases.table.no'));
  const facts: [string, ReactNode][] = [
    [t('cases.table.patient'), words.patient(summary.patient)],
    [t('cases.table.productIdLabel'), summary.patient.productId],
    [t('cases.table.type'), t(`cases.types.${summary.type}`)],
    [t('cases.history.stage'), t(`cases.stages.${summary.stage}`)],
    [t('cases.history.priority'), t(`cases.priorities.${summary.priority}`)],
    [t('cases.table.urgent'), yesNo(summary.urgent)],
    [t('cases.history.pediatric'), yesNo(summary.pediatric)],
    [t('cases.table.received'), formatDate(summary.receivedAt)],
    [t('cases.table.modelingStatus'), <StepBadge key="modeling" step={summary.modelingStatus} />],
    [t('cases.table.planningStatus'), <StepBadge key="planning" step={summary.planningStatus} />],
    [t('cases.table.returned'), yesNo(summary.returned)],
    [
      t('cases.table.surgeon'),
      [summary.surgeon.name, summary.institution?.name ?? t('cases.table.noInstitution')].join(
        ', ',
      ),
    ],
    [t('cases.table.assignee'), summary.assignee?.name ?? t('cases.table.notAssigned')],
    [
      t('cases.table.lastUpdate'),
      <time
        key="last"
        dateTime={summary.lastActivityAt}
        title={formatDateTime(summary.lastActivityAt)}
      >
        {words.band(summary.lastActivityBand)}
      </time>,
    ],
  ];
  if (summary.rejectionReason !== null)
    facts.push([
      t('cases.history.rejectionReason'),
      t(`cases.rejectionReasons.${summary.rejectionReason}`),
    ]);
  if (summary.comment !== null) facts.push([t('cases.table.comment'), summary.comment]);
  if (summary.awaitingApproval)
    facts.push([t('cases.history.approval'), t('cases.history.awaitingApproval')]);
  return (
    <Stack gap="xs">
      <FactList facts={facts} />
    </Stack>
  );
}

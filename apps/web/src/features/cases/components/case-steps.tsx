import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { caseSteps, type CaseHistoryEntry, type CaseSummary } from '@sagitta/domain';
import { StepBadge } from './case-table';

/**
 * The parts of a case in order (request, pediatric approval, modeling, its quality check,
 * planning, release to the surgeon), each with the seed's step type (`caseSteps`).
 */
export function CaseSteps({
  summary,
  entries,
  label,
}: {
  summary: CaseSummary;
  entries: readonly CaseHistoryEntry[];
  label: string;
}) {
  const { t } = useTranslation();
  const steps = caseSteps({
    stage: summary.stage,
    pediatric: summary.pediatric,
    progress: { modeling: summary.modelingStatus, planning: summary.planningStatus },
    history: entries,
  });
  return (
    <Stack component="ol" gap={6} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {steps.map(({ step, type }) => (
        <Group component="li" key={step} gap="sm" wrap="nowrap" justify="space-between">
          <Text size="sm">{t(`cases.history.stepNames.${step}`)}</Text>
          <StepBadge step={type} />
        </Group>
      ))}
    </Stack>
  );
}

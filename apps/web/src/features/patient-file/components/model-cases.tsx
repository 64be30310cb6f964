import { useId } from 'react';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rejectedModelMessage, type CaseStage, type CaseSummary } from '@sagitta/domain';
import { FactList } from '../../../lib/fact-list';
import { formatCalendarDate, formatDate, formatDateTime } from '../../../lib/format/date';
import { patientExamsQuery } from '../api';
import { patientCasesQuery } from '../model-requests-api';

/**
 * Filled with the text colour `autoContrast` picks, as the assessment status badges (WCAG AA).
 * Not green.9: white on it is 4.4:1 (axe), where black on the theme's green is 7.6:1.
 */
const STAGE_COLORS: Partial<Record<CaseStage, string>> = {
  Completed: 'green',
  Rejected: 'red.9',
};

function ModelCase({ modelCase, examDate }: { modelCase: CaseSummary; examDate: string | null }) {
  const { t } = useTranslation();
  const rejected = modelCase.stage === 'Rejected';
  return (
    <Stack component="li" gap={4} py={4}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={600} size="sm">
          {t(`modelRequests.types.${modelCase.type}`)}
        </Text>
        <Badge variant="filled" color={STAGE_COLORS[modelCase.stage] ?? 'blue.9'} autoContrast>
          {t(`modelRequests.stages.${modelCase.stage}`)}
        </Badge>
      </Group>
      <Text size="sm">
        {examDate === null
          ? t('modelRequests.cases.requestedOn', { date: formatDate(modelCase.receivedAt) })
          : t('modelRequests.cases.examOf', { date: examDate })}
      </Text>
      {(modelCase.pediatric || modelCase.awaitingApproval) && (
        <Group gap={6} wrap="wrap">
          {modelCase.pediatric && (
            <Badge color="grape" variant="light">
              {t('modelRequests.cases.pediatric')}
            </Badge>
          )}
          {modelCase.awaitingApproval && (
            <Badge color="yellow" variant="filled" autoContrast>
              {t('modelRequests.cases.awaitingApproval')}
            </Badge>
          )}
        </Group>
      )}
      <FactList
        facts={[
          [t('modelRequests.cases.modeling'), t(`modelRequests.steps.${modelCase.modelingStatus}`)],
          [
            t('modelRequests.cases.lastActivity'),
            <time key="at" dateTime={modelCase.lastActivityAt}>
              {formatDateTime(modelCase.lastActivityAt)}
            </time>,
          ],
        ]}
      />
      {rejected && (
        <Text size="sm" fw={600} c="red.8">
          {t(`modelRequests.cases.rejected.${rejectedModelMessage(modelCase.rejectionReason)}`)}
        </Text>
      )}
      {rejected && modelCase.rejectionReason !== null && (
        <Text size="sm" c="red.8">
          {t('modelRequests.cases.rejectedBecause', {
            reason: t(`modelRequests.rejectionReasons.${modelCase.rejectionReason}`),
          })}
        </Text>
      )}
      {rejected && modelCase.comment !== null && (
        <Text size="sm" c="dimmed">
          {modelCase.comment}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The patient's 3D models (issue 18), newest request first: the exam, the type, where the case
 * stands, a pediatric request still waiting for a manager, why a case was rejected.
 */
export function ModelCases({
  patientId,
  physicianId,
}: {
  patientId: string;
  physicianId: string | null;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const cases = useQuery(patientCasesQuery(patientId, physicianId));
  // The exam dates come from the EOS tab's first page, the same query (no call of its own while
  // that tab shows it); a case of an older exam says when it was requested instead.
  const exams = useQuery({
    ...patientExamsQuery(patientId, physicianId, 1),
    enabled: cases.isSuccess && cases.data.length > 0,
  });
  const examDates = new Map(
    (exams.data?.items ?? []).map((exam) => [
      exam.id,
      exam.studyDate === null ? null : formatCalendarDate(exam.studyDate),
    ]),
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('modelRequests.cases.title')}
        </Title>
        {cases.isPending && <Loader size="sm" aria-label={t('modelRequests.cases.loading')} />}
        {cases.isError && <Text c="red.8">{t('modelRequests.cases.loadFailed')}</Text>}
        {cases.isSuccess && cases.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('modelRequests.cases.empty')}
          </Text>
        )}
        {cases.isSuccess && cases.data.length > 0 && (
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('modelRequests.cases.label')}
          >
            {cases.data.map((modelCase) => (
              <ModelCase
                key={modelCase.id}
                modelCase={modelCase}
                examDate={examDates.get(modelCase.examId) ?? null}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

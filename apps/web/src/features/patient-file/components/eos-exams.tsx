import { useDeferredValue, useState } from 'react';
import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  hrefFor,
  isExamStatus,
  isExamType,
  modelingState,
  type ExamType,
  type PatientExam,
} from '@sagitta/domain';
import { formatCalendarDate } from '../../../lib/format/date';
import { ListPagination } from '../../../lib/list-pagination';
import { RequestModelButton } from '../../../lib/model-request/request-model-button';
import { ModelingStatus } from '../../../lib/modeling-status';
import { patientExamsQuery, patientFileKey } from '../api';
import { ReportDownload } from './alignment-reports';
import { ExamPreview } from './exam-preview';

/** The exams that carry the films a 3D model is made from (reports and plans do not). */
const MODELED_EXAM_TYPES: readonly string[] = [
  'ACQUISITION',
  'ALIGNMENT',
  'UNKNOWN',
] satisfies ExamType[];

/**
 * Whether the row offers a 3D model request: an exam with images whose alignment is not signed.
 * The server has the last word (a lateral or frontal film, the patient's age, one open case).
 */
const mayRequestModel = (exam: PatientExam) =>
  exam.imageCount > 0 &&
  exam.examStatus !== 'APPROVED' &&
  MODELED_EXAM_TYPES.includes(exam.examType);

function ExamRow({
  exam,
  patientId,
  canRequestModel,
}: {
  exam: PatientExam;
  patientId: string;
  canRequestModel: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const date =
    (exam.studyDate === null ? null : formatCalendarDate(exam.studyDate)) ??
    t('patientFile.exams.noDate');
  const type = isExamType(exam.examType)
    ? t(`patientFile.examTypes.${exam.examType}`)
    : exam.examType;
  const status =
    exam.examStatus === null
      ? t('patientFile.exams.noStatus')
      : isExamStatus(exam.examStatus)
        ? t(`patientFile.examStatuses.${exam.examStatus}`)
        : exam.examStatus;
  return (
    <Table.Tr>
      <Table.Td>
        <ExamPreview exam={exam} label={t('patientFile.exams.previewOf', { type, date })} />
      </Table.Td>
      <Table.Td>{date}</Table.Td>
      <Table.Td>{type}</Table.Td>
      <Table.Td>{status}</Table.Td>
      <Table.Td>
        {exam.modeling === null ? (
          t('patientFile.exams.noModeling')
        ) : (
          <ModelingStatus state={modelingState([exam.modeling], Date.now())} />
        )}
      </Table.Td>
      <Table.Td>
        {exam.examType === 'ALIGNMENT_ASSESSMENT_REPORT' ? (
          <ReportDownload
            reportId={exam.id}
            label={t('patientFile.exams.downloadLabel', { type, date })}
          />
        ) : (
          <Anchor
            component={Link}
            to={hrefFor('viewer', { id: exam.id })}
            target="_blank"
            aria-label={t('patientFile.exams.openLabel', { type, date })}
          >
            {t('patientFile.exams.open')}
          </Anchor>
        )}
      </Table.Td>
      {canRequestModel && (
        <Table.Td>
          {mayRequestModel(exam) && (
            <RequestModelButton
              examId={exam.id}
              exam={{ type, date }}
              onSettled={() =>
                // The exam's modeling starts with the case: its row and the cases both change.
                Promise.all(
                  (['cases', 'exams'] as const).map((part) =>
                    queryClient.invalidateQueries({ queryKey: patientFileKey(patientId, part) }),
                  ),
                )
              }
            />
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The EOS tab: the patient's exams, newest first, 20 a page, each opening the viewer; an alignment
 * report exam, which has no images, downloads its PDF. Those who may request a 3D model of an
 * exam do it from its row (issue 18).
 */
export function EosExams({
  patientId,
  physicianId,
  canRequestModel,
}: {
  patientId: string;
  physicianId: string | null;
  canRequestModel: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const exams = useQuery({
    ...patientExamsQuery(patientId, physicianId, page),
    placeholderData: keepPreviousData,
  });
  // The rows (each with its preview) are drawn in the background, a few at a time, so that the
  // patient file answers meanwhile.
  const data = useDeferredValue(exams.data);
  if (exams.isError) return <Text c="red.8">{t('patientFile.exams.loadFailed')}</Text>;
  if (data === undefined) return <Loader size="sm" aria-label={t('patientFile.exams.loading')} />;
  if (data.totalCount === 0) return <Text>{t('patientFile.exams.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('patientFile.exams.count', { count: data.totalCount })}
      </Text>
      <Table.ScrollContainer minWidth={canRequestModel ? 800 : 640}>
        <Table aria-label={t('patientFile.exams.label')} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('patientFile.exams.columns.preview')}</Table.Th>
              <Table.Th>{t('patientFile.exams.columns.date')}</Table.Th>
              <Table.Th>{t('patientFile.exams.columns.type')}</Table.Th>
              <Table.Th>{t('patientFile.exams.columns.status')}</Table.Th>
              <Table.Th>{t('patientFile.exams.columns.modeling')}</Table.Th>
              <Table.Th>{t('patientFile.exams.columns.open')}</Table.Th>
              {canRequestModel && <Table.Th>{t('modelRequests.column')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((exam) => (
              <ExamRow
                key={exam.id}
                exam={exam}
                patientId={patientId}
                canRequestModel={canRequestModel}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        page={page}
        totalCount={data.totalCount}
        onPage={setPage}
        labels={{
          pages: t('patientFile.exams.pages'),
          page: (number) => t('patientFile.pages.page', { page: number }),
          previous: t('patientFile.pages.previous'),
          next: t('patientFile.pages.next'),
        }}
      />
    </Stack>
  );
}

import { useEffect } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { UNASSIGNED_PAGE_SIZE, usePhysicianLookup, useUnassignedExams } from '../api';
import { AssignDialog } from '../components/assign-dialog';
import { UnassignedExamsTable } from '../components/unassigned-exams-table';
import { ListPagination } from '../../../lib/list-pagination';
import {
  NoUnassignedExams,
  UnassignedError,
  UnassignedLoading,
} from '../components/unassigned-states';
import { unassignedExamView } from '../unassigned-exam-view';
import { useAssignment } from '../use-assignment';

/** The page in the address (`?page=`), from 1; anything else is page 1. */
function pageOf(text: string | null): number {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * `/acquisitions/unassigned` (issue 6, system administrators): exams no institution or
 * referring-physician tag routed to a physician, with the header values received, each assigned
 * by hand to a physician.
 */
export default function UnassignedExamsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const exams = useUnassignedExams(page);
  const lookup = usePhysicianLookup();
  const assignment = useAssignment();

  const setPage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
  };
  const totalCount = exams.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / UNASSIGNED_PAGE_SIZE));
  const settled = exams.isSuccess && !exams.isPlaceholderData;

  // Assigning the last rows of the last page empties it: show the last page that has rows.
  useEffect(() => {
    if (settled && page > lastPage) {
      setParams(lastPage === 1 ? {} : { page: String(lastPage) });
    }
  }, [settled, page, lastPage, setParams]);

  const views = (exams.data?.items ?? []).map(unassignedExamView);
  let content;
  if (exams.isPending) content = <UnassignedLoading />;
  else if (exams.isError)
    content = (
      <UnassignedError
        onRetry={() => {
          void exams.refetch();
        }}
      />
    );
  else if (totalCount === 0) content = <NoUnassignedExams />;
  else
    content = (
      <>
        <Text size="sm" c="dimmed">
          {t('unassignedExams.count', { count: totalCount })}
        </Text>
        <UnassignedExamsTable
          exams={views}
          busy={exams.isFetching}
          onAssign={(examId) => {
            const exam = views.find((view) => view.id === examId);
            if (exam !== undefined) assignment.open(exam);
          }}
        />
        <ListPagination
          page={page}
          totalCount={totalCount}
          onPage={setPage}
          labels={{
            pages: t('unassignedExams.pages.label'),
            page: (number) => t('unassignedExams.pages.page', { page: number }),
            previous: t('unassignedExams.pages.previous'),
            next: t('unassignedExams.pages.next'),
          }}
        />
      </>
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.unassigned-exams')}</Title>
      <Text>{t('unassignedExams.intro')}</Text>
      {content}
      <AssignDialog
        exam={assignment.exam}
        lookup={lookup}
        pending={assignment.pending}
        problem={assignment.problem}
        onConfirm={assignment.confirm}
        onClose={assignment.close}
      />
    </Stack>
  );
}

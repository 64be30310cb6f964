import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '@sagitta/domain';
import { ListPagination } from '../../../lib/list-pagination';
import { CASE_LIST_PAGE_SIZE, useCaseList, type CaseListParams } from '../api';
import { CaseTable } from '../components/case-table';

interface CaseListPanelProps {
  params: CaseListParams;
  onPage: (page: number) => void;
  /** The table's caption. */
  caption: string;
  /** What the list says when it has no case, and what to do about it. */
  empty: string;
  caseHref?: (item: CaseSummary) => string | undefined;
  /** The table's column of actions and its assignment control (the manager's list). */
  actions?: (item: CaseSummary) => ReactNode;
  assignee?: (item: CaseSummary) => ReactNode;
}

/**
 * One case list (a view, a type filter, a page), read again in the background when the page's
 * case channel says a case changed (`useLiveCases`): its loading, failure and empty states, the
 * table, and its pages.
 */
export function CaseListPanel({ params, onPage, caption, empty, ...rows }: CaseListPanelProps) {
  const { t } = useTranslation();
  const query = useCaseList(params);
  const lastPage = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / CASE_LIST_PAGE_SIZE));
  const settled = query.isSuccess && !query.isPlaceholderData;
  // Cases taken or finished meanwhile can empty the page shown: go to the last page with rows.
  useEffect(() => {
    if (settled && params.page > lastPage) onPage(lastPage);
  }, [settled, params.page, lastPage, onPage]);

  if (query.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('cases.list.loading')} />
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('cases.list.error')}</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void query.refetch();
            }}
          >
            {t('cases.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  const { items, totalCount } = query.data;
  if (totalCount === 0)
    return (
      <Text c="dimmed" py="md">
        {params.filter === 'All' ? empty : t('cases.list.emptyFiltered')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('cases.list.count', { count: totalCount })}
      </Text>
      <CaseTable cases={items} caption={caption} busy={query.isFetching} {...rows} />
      <ListPagination
        page={params.page}
        totalCount={totalCount}
        pageSize={CASE_LIST_PAGE_SIZE}
        onPage={onPage}
        labels={{
          pages: t('cases.list.pages.label'),
          page: (number) => t('cases.list.pages.page', { page: number }),
          previous: t('cases.list.pages.previous'),
          next: t('cases.list.pages.next'),
        }}
      />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HttpFailure } from '../../../lib/http';
import { useAuditEvents } from '../api';
import { filtersFromParams, queryOf, type AuditFilters } from '../audit-filters';
import { AuditEventsTable } from '../components/audit-events-table';
import { AuditFilterForm } from '../components/audit-filter-form';
import { ListPagination } from '../../../lib/list-pagination';
import { AuditError, AuditLoading, NoAuditEvents } from '../components/audit-states';

/**
 * `/audit` (issue 14, system administrators): the audit trail, who read or changed what, when
 * and from where, newest first, filtered by every parameter of the API. The filters and the page
 * live in the address, so that a search can be shared and the Back button undoes it.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const events = useAuditEvents(filters, page);

  const show = (next: AuditFilters, nextPage: number) => {
    const query: Record<string, string> = queryOf(next);
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query);
  };
  const totalCount = events.data?.totalCount ?? 0;

  let content;
  if (events.isPending) content = <AuditLoading />;
  else if (events.isError)
    content = (
      <AuditError
        reason={
          events.error instanceof HttpFailure && events.error.status === 400
            ? events.error.message
            : null
        }
        onRetry={() => {
          void events.refetch();
        }}
      />
    );
  else if (totalCount === 0) content = <NoAuditEvents />;
  else
    content = (
      <>
        <Text size="sm" c="dimmed" role="status">
          {t('audit.count', { count: totalCount })}
        </Text>
        <AuditEventsTable events={events.data.items} busy={events.isFetching} />
        <ListPagination
          page={page}
          totalCount={totalCount}
          onPage={(next) => {
            show(filters, next);
          }}
          labels={{
            pages: t('audit.pages.label'),
            page: (number) => t('audit.pages.page', { page: number }),
            previous: t('audit.pages.previous'),
            next: t('audit.pages.next'),
          }}
        />
      </>
    );

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.audit')}</Title>
      <Text>{t('audit.intro')}</Text>
      <AuditFilterForm
        // A new address (Back, Clear) starts the form again from the filters in force.
        key={params.toString()}
        applied={filters}
        onApply={(next) => {
          show(next, 1);
        }}
      />
      {content}
    </Stack>
  );
}

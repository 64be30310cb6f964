import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_PAGE_SIZE, type AuditEventsPage } from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';
import { queryOf, type AuditFilters } from './audit-filters';

/** Rows per page: the API's default (seed §9, default page size 20). */
export const AUDIT_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** A filter the server refuses (400) is shown on the page, not as the global error. */
const TOLERATED: readonly ToleratedError[] = [400];

/** `GET /api/v1/audit-events?…&page=&limit=` (audit:read, system administrators). */
export function auditEventsPath(filters: AuditFilters, page: number): string {
  const query = new URLSearchParams({
    ...queryOf(filters),
    page: String(page),
    limit: String(AUDIT_PAGE_SIZE),
  });
  return `${API_PATHS.auditEvents}?${query.toString()}`;
}

export const auditEventsQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: ['audit-events', queryOf(filters), page],
    queryFn: ({ signal }) =>
      http.get<AuditEventsPage>(auditEventsPath(filters, page), { signal, tolerated: TOLERATED }),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (filters: AuditFilters, page: number) =>
  useQuery(auditEventsQuery(filters, page));

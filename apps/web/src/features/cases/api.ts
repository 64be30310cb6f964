import {
  keepPreviousData,
  queryOptions,
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  DEFAULT_PAGE_SIZE,
  type CaseHistory,
  type CaseListView,
  type CasePage,
  type CaseSummary,
  type CaseTypeFilter,
} from '@sagitta/domain';
import type { CaseActionRequest } from '@sagitta/domain/cases/action-choices';
import { http, type ToleratedError } from '../../lib/http';

/** Every case query starts with this key: taking or moving a case reaches them all. */
export const CASES_KEY = ['cases'] as const;

/** Rows per page of a case list (seed §9: 20). */
export const CASE_LIST_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CaseListParams {
  view: CaseListView;
  filter: CaseTypeFilter;
  /** From 1. */
  page: number;
}

/** `GET /api/v1/cases?view=&filter=&page=&limit=`. */
export function caseListPath({ view, filter, page }: CaseListParams): string {
  const query = new URLSearchParams({
    view,
    filter,
    page: String(page),
    limit: String(CASE_LIST_PAGE_SIZE),
  });
  return `${API_PATHS.cases}?${query.toString()}`;
}

export const caseListKey = (params: CaseListParams) => [...CASES_KEY, 'list', params] as const;

/**
 * Whether a read is of a list already shown: then it is the live channel's or a poll's doing,
 * a background call that must not keep an idle session alive. The user's own changes went
 * through their own request; opening a list, paging and filtering read what is not shown yet.
 * @param context - the query function's context
 */
export function readsAgain(context: { client: QueryClient; queryKey: QueryKey }): boolean {
  return context.client.getQueryData(context.queryKey) !== undefined;
}

/** One page of a case list; read again live (`useLiveCases`) in the background. */
export function useCaseList(params: CaseListParams) {
  return useQuery({
    queryKey: caseListKey(params),
    queryFn: (context) =>
      http.get<CasePage>(caseListPath(params), {
        background: readsAgain(context),
        signal: context.signal,
      }),
    // Paging and filtering keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

/** The queue's refusals (409: not Online, already holding a case) are said on the page. */
const QUEUE_TOLERATED: readonly ToleratedError[] = [409];

/**
 * `POST /api/v1/cases/next`: the next case of the queue for the caller, or undefined when the
 * queue has none for them (204).
 */
export function useTakeNextCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<CaseSummary | undefined>(API_PATHS.caseQueueNext, undefined, {
        tolerated: QUEUE_TOLERATED,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

/** A case that is not the caller's answers 404, as an unknown one: the page says so. */
export const caseHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'history', id],
    queryFn: ({ signal }) =>
      http.get<CaseHistory>(apiUrl(API_PATHS.caseHistory, { id }), { tolerated: [404], signal }),
  });

/** The workflow's refusals (409) are said in the dialog that asked. */
const WORK_TOLERATED: readonly ToleratedError[] = [409];

/** `POST /api/v1/cases/{id}/start`: the assigned technician opens the work. */
export function useStartCase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<CaseSummary>(apiUrl(API_PATHS.caseStart, { id }), undefined, {
        tolerated: WORK_TOLERATED,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

/** `POST /api/v1/cases/{id}/actions`: a workflow action (`caseActionBody`). */
export function useCaseAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CaseActionRequest) =>
      http.post<CaseSummary>(apiUrl(API_PATHS.caseActions, { id }), request, {
        tolerated: WORK_TOLERATED,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASES_KEY }),
  });
}

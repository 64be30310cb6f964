import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  DEFAULT_PAGE_SIZE,
  type UserList,
  type WorklistExam,
} from '@sagitta/domain';
import { LOOKUP_PAGE_SIZE, useServerLookup } from '../../lib/inputs/use-server-lookup';
import { http, type ToleratedError } from '../../lib/http';

/**
 * `unassignedExam` (domain schema): the exam with the header values that matched nobody, as
 * received, and when it arrived (ISO).
 */
export interface UnassignedExam extends WorklistExam {
  institutionName: string | null;
  referringPhysicianName: string | null;
  receivedAt: string;
}

/** `unassignedPage`: one page of the exams waiting for a physician, and how many in all. */
export interface UnassignedPage {
  items: UnassignedExam[];
  totalCount: number;
}

/** Rows per page: the API's default (seed §9, default page size 20). */
export const UNASSIGNED_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Every page of the list: an assignment refreshes them all. */
export const UNASSIGNED_KEY = ['exams', 'unassigned'] as const;

/** `GET /api/v1/acquisitions/unassigned?page=&limit=` (exams:assign). */
export function unassignedPath(page: number): string {
  const query = new URLSearchParams({ page: String(page), limit: String(UNASSIGNED_PAGE_SIZE) });
  return `${API_PATHS.unassignedExams}?${query.toString()}`;
}

export const unassignedExamsQuery = (page: number) =>
  queryOptions({
    queryKey: [...UNASSIGNED_KEY, page],
    queryFn: ({ signal }) => http.get<UnassignedPage>(unassignedPath(page), { signal }),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useUnassignedExams = (page: number) => useQuery(unassignedExamsQuery(page));

/**
 * The exam already has a physician (409: assigned meanwhile, elsewhere) or the exam or the
 * physician is gone (404): the dialog says so with the server's message.
 */
const ASSIGN_TOLERATED: readonly ToleratedError[] = [404, 409];

/** `POST /api/v1/acquisitions/{id}/assignment`: gives an exam to a physician. */
export function useAssignExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ examId, physicianId }: { examId: string; physicianId: string }) =>
      http.post<WorklistExam>(
        apiUrl(API_PATHS.examAssignment, { id: examId }),
        { physicianId },
        { tolerated: ASSIGN_TOLERATED },
      ),
    onSuccess: (_exam, { examId }) => {
      // The row leaves at once; the reload then brings the next page's first row up.
      queryClient.setQueriesData<UnassignedPage>({ queryKey: UNASSIGNED_KEY }, (cached) =>
        cached === undefined
          ? cached
          : {
              items: cached.items.filter((item) => item.id !== examId),
              totalCount: Math.max(0, cached.totalCount - 1),
            },
      );
    },
    // Assigned or refused, the list is read again: a 409 means it changed under us.
    onSettled: () => queryClient.invalidateQueries({ queryKey: UNASSIGNED_KEY }),
  });
}

/**
 * Active physicians whose name or email matches what is typed (`GET /api/v1/users`, users:read),
 * the first ones by last name before anything is typed. Nothing is asked until the field is
 * first used.
 */
export function usePhysicianLookup() {
  const { items, ...lookup } = useServerLookup(['users', 'physician-lookup'], (search, signal) => {
    const params = new URLSearchParams({
      role: 'PHYSICIAN',
      status: 'Active',
      sort: 'lastName',
      pageSize: String(LOOKUP_PAGE_SIZE),
    });
    if (search !== null) params.set('search', search);
    return http.get<UserList>(`${API_PATHS.users}?${params.toString()}`, { signal });
  });
  return { ...lookup, physicians: items };
}
export type PhysicianLookup = ReturnType<typeof usePhysicianLookup>;

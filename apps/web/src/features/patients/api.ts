import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  DEFAULT_PAGE_SIZE,
  TRENDS_PAGE_SIZE,
  type PatientListSort,
  type PatientListTab,
  type PatientRecordPage,
  type PatientRecordsQuery,
  type TrendPatientPage,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/** Every patient record list starts with this key: a star toggled reaches them all. */
export const PATIENT_RECORDS_KEY = ['patients', 'records'] as const;

/** What one page of the patient list asks for; the acting physician is part of the cache key. */
export interface PatientRecordsRequest {
  tab: PatientListTab;
  page: number;
  /** Already parsed by the comma rule; empty for none. */
  search: string;
  sort: PatientListSort;
  physicianId: string | null;
}

/**
 * `GET /api/v1/patient-records` for one page of one tab (seed §9: 20 rows a page).
 * @param request - tab, page from 1, parsed search and order
 */
export function patientRecordsPath({ tab, page, search, sort }: PatientRecordsRequest): string {
  const query: Record<keyof PatientRecordsQuery, string | undefined> = {
    page: String(page),
    limit: String(DEFAULT_PAGE_SIZE),
    search: search === '' ? undefined : search,
    tab,
    sort,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  return `${API_PATHS.patientRecords}?${params.toString()}`;
}

/** A bad search (400) or an acting physician the user is not connected to (403) show on the page. */
const LIST_TOLERATED: readonly ToleratedError[] = [400, 403];

/**
 * One page of the patient records of a tab; the rows shown stay until the next page arrives.
 * @param enabled - false while the request is not known yet (the saved order being read)
 */
export function usePatientRecords(request: PatientRecordsRequest, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...PATIENT_RECORDS_KEY, request],
    queryFn: ({ signal }) =>
      http.get<PatientRecordPage>(patientRecordsPath(request), {
        tolerated: LIST_TOLERATED,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The star's failures are the page's to tell (a toast, the star back as it was): none of them
 * should raise the global error state over a list that still works.
 */
const FAVORITE_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409, 500, 502, 503];

/**
 * Stars or unstars a patient for the caller (`PATCH is-favorite`). The star moves at once in
 * every list shown; a failure puts every list back as it was and calls `onFailure`.
 */
export function useFavoriteToggle(onFailure: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, isFavorite }: { patientId: string; isFavorite: boolean }) =>
      http.patch<unknown>(
        apiUrl(API_PATHS.patientFavorite, { id: patientId }),
        { isFavorite },
        { tolerated: FAVORITE_TOLERATED },
      ),
    onMutate: async ({ patientId, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: PATIENT_RECORDS_KEY });
      const before = queryClient.getQueriesData<PatientRecordPage>({
        queryKey: PATIENT_RECORDS_KEY,
      });
      queryClient.setQueriesData<PatientRecordPage>({ queryKey: PATIENT_RECORDS_KEY }, (page) =>
        page === undefined
          ? page
          : {
              ...page,
              items: page.items.map((record) =>
                record.id === patientId ? { ...record, isFavorite } : record,
              ),
            },
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      onFailure();
    },
    // The Favorites tab gains or loses the patient: the lists are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PATIENT_RECORDS_KEY }),
  });
}

/**
 * `GET /api/v1/portal/trends` without a patient (seed §9: limit 50): one page of the patients
 * with trends, latest first; null when there are none (204).
 */
export function useTrendPatients(page: number, physicianId: string | null) {
  return useQuery({
    queryKey: ['patients', 'trends', physicianId, page],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ limit: String(TRENDS_PAGE_SIZE), page: String(page) });
      // A 204 reads as undefined, which a query may not hold: null says "none".
      const answer = await http.get<TrendPatientPage | undefined>(
        `${API_PATHS.trends}?${query.toString()}`,
        { tolerated: LIST_TOLERATED, signal },
      );
      return answer ?? null;
    },
    placeholderData: keepPreviousData,
  });
}

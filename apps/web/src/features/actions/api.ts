import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_PAGE_SIZE, type CasePage } from '@sagitta/domain';
import { http } from '../../lib/http';

/** Rows per page of the Approve model tab (seed §9: 20). */
export const MODELS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** `GET /api/v1/portal/models-to-approve?page=&limit=`. */
export function modelsToApprovePath(page: number): string {
  const query = new URLSearchParams({ page: String(page), limit: String(MODELS_PAGE_SIZE) });
  return `${API_PATHS.modelsToApprove}?${query.toString()}`;
}

/**
 * The Approve model tab's rows: the acting physician's completed 3D cases whose exam waits for
 * review, latest first, a page at a time. Keyed per acting physician (staff switch physicians).
 */
export const modelsToApproveQuery = (physicianId: string | null, page: number) =>
  queryOptions({
    queryKey: ['actions', 'models-to-approve', physicianId, page],
    queryFn: ({ signal }) => http.get<CasePage>(modelsToApprovePath(page), { signal }),
    // Paging keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

import { useRef } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  WORKLIST_PAGE_SIZE,
  type WorklistPage,
  type WorklistQuery,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/** Every worklist query starts with this key: an import or a refresh reaches them all. */
export const WORKLIST_KEY = ['worklist', 'exams'] as const;

/**
 * One worklist per search and acting physician: a staff member who switches physician never
 * sees the other physician's rows from the cache.
 */
export const worklistKey = (search: string, physicianId: string | null) =>
  [...WORKLIST_KEY, { search, physicianId }] as const;

/**
 * `GET /patient-list/api/v1/acquisitions` for one page (seed §7). The search, already parsed by
 * `parseWorklistSearch`, goes out as both patientName and patientID (seed §5).
 * @param page - from 1
 * @param search - the parsed search; empty for none
 */
export function worklistPath(page: number, search: string): string {
  const query: Record<keyof WorklistQuery, string | undefined> = {
    page: String(page),
    limit: String(WORKLIST_PAGE_SIZE),
    patientName: search === '' ? undefined : search,
    patientID: search === '' ? undefined : search,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) params.set(name, value);
  return `${API_PATHS.worklist}?${params.toString()}`;
}

/** A bad search (400) or an acting physician the user is not connected to (403) show on the page. */
const LIST_TOLERATED: readonly ToleratedError[] = [400, 403];

/** The next page while the loaded rows are fewer than the total (and the last page was not empty). */
export function nextWorklistPage(
  last: WorklistPage,
  pages: readonly WorklistPage[],
): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
}

/**
 * The worklist, page after page (infinite scroll, seed §2). `poll()` reloads the pages shown as a
 * background call: the status poll must not keep an idle session alive.
 * @param search - the parsed search
 * @param physicianId - the acting physician, part of the cache key
 */
export function useWorklistExams(search: string, physicianId: string | null) {
  const background = useRef(false);
  const query = useInfiniteQuery({
    queryKey: worklistKey(search, physicianId),
    queryFn: ({ pageParam, signal }) =>
      http.get<WorklistPage>(worklistPath(pageParam, search), {
        tolerated: LIST_TOLERATED,
        background: background.current,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextWorklistPage,
    // A search typed keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    // A search left (or a physician switched away from) is dropped: coming back starts at page 1.
    gcTime: 0,
  });
  const poll = async () => {
    background.current = true;
    try {
      await query.refetch();
    } finally {
      background.current = false;
    }
  };
  return { query, poll };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, caseAnalyticsQuery, type CaseAnalytics } from '@sagitta/domain';
import { http } from '../../lib/http';
import { localIsoDate } from '../../lib/format/date';
import { CASES_KEY } from './api';

/** The range shown when the address names none: the 30 days up to today, as the server's. */
export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` date that exists (not 2026-02-30). */
export const isIsoDate = (value: string | null): value is string =>
  value !== null &&
  ISO_DATE.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** `YYYY-MM-DD`, `days` before `iso` (calendar days, no time zone in the way). */
export function daysBefore(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

export interface AnalyticsRange {
  from: string;
  to: string;
}

/**
 * The range the address names (`?from=&to=`); a date missing or not a date takes its default:
 * `to` today, `from` 29 days before `to` (30 days, both ends included).
 * @param params - the address's query
 * @param now - the current instant
 */
export function rangeOf(params: URLSearchParams, now: number): AnalyticsRange {
  const to = params.get('to');
  const from = params.get('from');
  const end = isIsoDate(to) ? to : localIsoDate(now);
  return { from: isIsoDate(from) ? from : daysBefore(end, DEFAULT_RANGE_DAYS - 1), to: end };
}

/** The shared rule of `GET /api/v1/cases/analytics`: `to` not before `from`, 366 days at most. */
export const isValidRange = (range: AnalyticsRange) => caseAnalyticsQuery.safeParse(range).success;

/**
 * `GET /api/v1/cases/analytics?from=&to=` (managers). Not asked for a range the shared rule
 * refuses; the server's 400 is said on the page.
 */
export function useCaseAnalytics(range: AnalyticsRange) {
  const enabled = isValidRange(range);
  return useQuery({
    queryKey: [...CASES_KEY, 'analytics', range],
    queryFn: ({ signal }) =>
      http.get<CaseAnalytics>(
        `${API_PATHS.caseAnalytics}?${new URLSearchParams({ ...range }).toString()}`,
        {
          tolerated: [400],
          signal,
        },
      ),
    enabled,
    // A new range keeps the figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** No case was requested nor released in the range: every tab would be empty. */
export function hasNoCases(analytics: CaseAnalytics): boolean {
  return (
    analytics.distribution.byType.every((entry) => entry.count === 0) &&
    analytics.taskTiming.length === 0 &&
    analytics.caseTiming.all.count === 0
  );
}

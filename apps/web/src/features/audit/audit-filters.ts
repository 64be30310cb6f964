import { AUDIT_OUTCOMES, auditEventsQuery, type AuditOutcomeName } from '@sagitta/domain';

/** The filters of the audit page as the form holds them: '' is no filter. */
export interface AuditFilters {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId: string;
  outcome: AuditOutcomeName | '';
  /** Local date-times (`YYYY-MM-DDTHH:mm`) as a `datetime-local` field holds them. */
  from: string;
  to: string;
}
export type AuditFilterField = keyof AuditFilters;

export const NO_FILTERS: AuditFilters = {
  actorUserId: '',
  action: '',
  targetType: '',
  targetId: '',
  outcome: '',
  from: '',
  to: '',
};

const TEXT_FIELDS = ['actorUserId', 'action', 'targetType', 'targetId'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone; '' if not one. */
export function toLocalInput(iso: string | null): string {
  if (iso === null || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the browser's time zone) as an ISO instant; '' if empty. */
export function fromLocalInput(local: string): string {
  if (local === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** The filters and page in the address (`?action=…&page=2`); anything unreadable is dropped. */
export function filtersFromParams(params: URLSearchParams): {
  filters: AuditFilters;
  page: number;
} {
  const filters = { ...NO_FILTERS };
  for (const field of TEXT_FIELDS) filters[field] = params.get(field) ?? '';
  const outcome = params.get('outcome');
  filters.outcome = AUDIT_OUTCOMES.find((known) => known === outcome) ?? '';
  filters.from = toLocalInput(params.get('from'));
  filters.to = toLocalInput(params.get('to'));
  const page = Number(params.get('page') ?? '1');
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The API's (and the address's) query of these filters: only those set, dates as ISO. */
export function queryOf(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = filters[field].trim();
    if (value !== '') query[field] = value;
  }
  if (filters.outcome !== '') query.outcome = filters.outcome;
  const from = fromLocalInput(filters.from);
  const to = fromLocalInput(filters.to);
  if (from !== '') query.from = from;
  if (to !== '') query.to = to;
  return query;
}

/**
 * The filters the API would refuse, checked with its own schema (a user id, a start before the
 * end): empty when the search can go out.
 */
export function fieldsInError(filters: AuditFilters): AuditFilterField[] {
  const parsed = auditEventsQuery.safeParse(queryOf(filters));
  if (parsed.success) return [];
  const fields = parsed.error.issues.map((issue) => String(issue.path[0]));
  return (Object.keys(NO_FILTERS) as AuditFilterField[]).filter((field) => fields.includes(field));
}

import { INSTITUTION_SORTS } from '@sagitta/domain';

export type InstitutionSort = (typeof INSTITUTION_SORTS)[number];
/** 'true' and 'false' as the list call takes them; undefined lists both. */
export type ActiveFilter = 'true' | 'false' | undefined;

/** What the list call is asked (`institutionListQuery` of the domain, as sent). */
export interface InstitutionListRequest {
  page: number;
  pageSize: number;
  sort: InstitutionSort;
  search?: string;
  active?: 'true' | 'false';
}

/** The list's page state, kept in the address so that Back returns to the same page. */
export interface ListState {
  page: number;
  search: string;
  sort: InstitutionSort;
  active: ActiveFilter;
}

const isSort = (value: string | null): value is InstitutionSort =>
  (INSTITUTION_SORTS as readonly (string | null)[]).includes(value);

export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const active = params.get('active');
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    sort: isSort(sort) ? sort : 'name',
    active: active === 'true' || active === 'false' ? active : undefined,
  };
}

/** The address form of a state; defaults are left out. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search !== '') params.set('search', state.search);
  if (state.active !== undefined) params.set('active', state.active);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

export function listQueryOf(state: ListState, pageSize: number): InstitutionListRequest {
  return {
    page: state.page,
    pageSize,
    sort: state.sort,
    ...(state.search === '' ? {} : { search: state.search }),
    ...(state.active === undefined ? {} : { active: state.active }),
  };
}

/** Clicking a column sorts by it ascending, clicking it again reverses it. */
export function nextSort(current: InstitutionSort, column: 'name' | 'tier'): InstitutionSort {
  return current === column ? `-${column}` : column;
}

import { useSearchParams } from 'react-router';
import { CASE_TYPE_FILTERS, type CaseTypeFilter } from '@sagitta/domain';

/** What a case list shows, and how to show another tab, filter or page. */
export interface CaseListParams<Tab extends string> {
  tab: Tab;
  filter: CaseTypeFilter;
  page: number;
  /** Another tab, filter or page; a change of tab or filter goes back to page 1. */
  show: (next: { tab?: Tab; filter?: CaseTypeFilter; page?: number }) => void;
}

/**
 * A case list's state in the address (`?tab=queue&filter=PostOp&page=2`), shared by the
 * technician's and the manager's lists: anything unknown is the default, and the defaults are
 * left out of the address.
 * @param tabs - the page's tabs, the first being the default
 */
export function useCaseListParams<Tab extends string>(
  tabs: readonly [Tab, ...Tab[]],
): CaseListParams<Tab> {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((value) => value === params.get('tab')) ?? tabs[0];
  const filter = CASE_TYPE_FILTERS.find((value) => value === params.get('filter')) ?? 'All';
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const show: CaseListParams<Tab>['show'] = (next) => {
    const merged = { tab, filter, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.tab !== tabs[0]) query.tab = merged.tab;
    if (merged.filter !== 'All') query.filter = merged.filter;
    if (merged.page !== 1) query.page = String(merged.page);
    setParams(query);
  };
  return { tab, filter, page, show };
}

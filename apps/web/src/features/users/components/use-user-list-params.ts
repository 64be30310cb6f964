import { SEARCH_DEBOUNCE_MS } from '@sagitta/domain';
import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { RoleName, UserStatus } from '@sagitta/domain';
import type { UserListParams } from '../api';

/** The tabs of the users page (seed §2); Requests are the accounts still Pending. */
export type UserTab = 'all' | 'requests';

/** What the administrator chose; the tab may still override the status (see `params`). */
type Filters = UserListParams;

const INITIAL: Filters = {
  page: 1,
  search: '',
  role: null,
  status: null,
  institutionId: null,
  sort: 'lastName',
};

/**
 * The state of the users list: the tab (in the address, so that a link can open Requests), the
 * search text as typed and as sent, the filters, the sort and the page. Changing a filter or the
 * search goes back to page 1.
 */
export function useUserListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: UserTab = searchParams.get('tab') === 'requests' ? 'requests' : 'all';
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [searchText, setSearchText] = useState('');

  const applySearch = useDebouncedCallback((text: string) => {
    const search = text.trim();
    setFilters((current) =>
      current.search === search ? current : { ...current, search, page: 1 },
    );
  }, SEARCH_DEBOUNCE_MS);

  const params: UserListParams = {
    ...filters,
    // The Requests tab is the Pending accounts, whatever the status filter of All Users says.
    status: tab === 'requests' ? 'Pending' : filters.status,
  };

  return {
    tab,
    params,
    searchText,
    setTab: (next: UserTab) => {
      setSearchParams(next === 'requests' ? { tab: 'requests' } : {}, { replace: true });
      setFilters((current) => ({ ...current, page: 1 }));
    },
    setSearchText: (text: string) => {
      setSearchText(text);
      applySearch(text);
    },
    setRole: (role: RoleName | null) => {
      setFilters((current) => ({ ...current, role, page: 1 }));
    },
    setStatus: (status: UserStatus | null) => {
      setFilters((current) => ({ ...current, status, page: 1 }));
    },
    setInstitutionId: (institutionId: string | null) => {
      setFilters((current) => ({ ...current, institutionId, page: 1 }));
    },
    toggleSort: () => {
      setFilters((current) => ({
        ...current,
        sort: current.sort === 'lastName' ? '-lastName' : 'lastName',
        page: 1,
      }));
    },
    setPage: (page: number) => {
      setFilters((current) => ({ ...current, page }));
    },
  };
}

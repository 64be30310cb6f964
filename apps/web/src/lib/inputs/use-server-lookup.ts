import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@sagitta/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServerLookup } from './server-filtered-select';

/** How many options a lookup asks the server for: a first page to choose from, not a list. */
export const LOOKUP_PAGE_SIZE = 20;

/**
 * The search behind a `ServerFilteredSelect`: nothing is asked until the field opens or the user
 * types; then the server is asked once the typing pauses, and the last answer stays listed while
 * the next one comes. `fetchPage` asks for the first page matching `search` (`null`: no filter).
 */
export function useServerLookup<Item>(
  queryKey: readonly unknown[],
  fetchPage: (search: string | null, signal: AbortSignal) => Promise<{ items: Item[] }>,
): ServerLookup & { items: Item[] } {
  const [search, setSearch] = useState<string | null>(null);
  const term = search?.trim() ?? null;
  const [debounced] = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: ({ signal }) => fetchPage(debounced === '' ? null : debounced, signal),
    enabled: debounced !== null,
    placeholderData: keepPreviousData,
  });
  return {
    items: query.data?.items ?? [],
    searching: query.isFetching || term !== debounced,
    search: setSearch,
    start: () => {
      setSearch((current) => current ?? '');
    },
  };
}

import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { parseWorklistSearch, SEARCH_DEBOUNCE_MS } from '@sagitta/domain';

/**
 * A list search with the worklist's comma rule (seed §5), shared by the worklist and the patient
 * lists: the text as typed, and the search sent, parsed by the domain's rule, SEARCH_DEBOUNCE_MS
 * after the last keystroke. A new search is a new list, from page 1. Clearing applies at once.
 */
export function useListSearch() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const apply = useDebouncedCallback((typed: string) => {
    setSearch(parseWorklistSearch(typed));
  }, SEARCH_DEBOUNCE_MS);

  return {
    text,
    search,
    change: (typed: string) => {
      setText(typed);
      apply(typed);
    },
    clear: () => {
      apply.cancel();
      setText('');
      setSearch('');
    },
  };
}

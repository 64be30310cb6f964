import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The users ticked in a list. A selection belongs to what is on screen (`scope`: the tab, page,
 * search and filters): once the list shows something else it is empty, so a bulk action never
 * reaches a user the administrator can no longer see.
 */
export function useSelection(scope: string) {
  const [selection, setSelection] = useState({ scope, ids: NONE });
  const ids = selection.scope === scope ? selection.ids : NONE;

  const update = (change: (next: Set<string>) => void) => {
    const next = new Set(ids);
    change(next);
    setSelection({ scope, ids: next });
  };

  return {
    ids,
    toggle: (id: string, selected: boolean) => {
      update((next) => (selected ? next.add(id) : next.delete(id)));
    },
    setMany: (many: readonly string[], selected: boolean) => {
      update((next) => {
        for (const id of many) {
          if (selected) next.add(id);
          else next.delete(id);
        }
      });
    },
    clear: () => {
      setSelection({ scope, ids: NONE });
    },
  };
}

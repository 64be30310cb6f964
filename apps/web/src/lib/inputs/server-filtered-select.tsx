import { useState } from 'react';
import { Select, type ComboboxItem, type SelectProps } from '@mantine/core';

/** A search on the server, as the lookup hooks of the features give it. */
export interface ServerLookup {
  /** A search is under way, or waits for the typing to pause. */
  searching: boolean;
  /** Asks the server for what matches the text typed. */
  search: (text: string) => void;
  /** Lists the first options when the field opens before anything is typed. */
  start: () => void;
}

export type ServerFilteredSelectProps = Omit<
  SelectProps,
  | 'data'
  | 'filter'
  | 'searchable'
  | 'clearable'
  | 'nothingFoundMessage'
  | 'onDropdownOpen'
  | 'onSearchChange'
  | 'value'
  | 'onChange'
> & {
  lookup: ServerLookup;
  /** What the server found for the text typed so far. */
  options: readonly ComboboxItem[];
  /** Shown in the list while the server searches, and when it found nothing. */
  messages: { searching: string; noMatch: string };
  /** The option chosen before (when editing), so that its label shows before any search. */
  initialChoice?: ComboboxItem | null;
  value: string | null;
  onChange: (option: ComboboxItem | null) => void;
};

/**
 * A select whose options the server finds as the user types (too many to list): a physician to
 * assign an exam to, the institution of an account.
 */
export function ServerFilteredSelect({
  lookup,
  options,
  messages,
  initialChoice = null,
  value,
  onChange,
  ...props
}: ServerFilteredSelectProps) {
  // The chosen option stays listed whatever the later searches answer: Select shows a value's
  // label only while its option is in `data`.
  const [chosen, setChosen] = useState<ComboboxItem | null>(initialChoice);
  const data =
    chosen === null || options.some((option) => option.value === chosen.value)
      ? [...options]
      : [chosen, ...options];

  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      // The server has filtered already; a second, local filter would hide its matches.
      filter={({ options: found }) => found}
      nothingFoundMessage={lookup.searching ? messages.searching : messages.noMatch}
      onDropdownOpen={lookup.start}
      onSearchChange={(text) => {
        // Picking an option writes its label in the field: that is no search to send.
        if (!data.some((option) => option.label === text)) lookup.search(text);
      }}
      value={value}
      onChange={(next, option) => {
        const picked = next === null ? null : option;
        setChosen(picked);
        onChange(picked);
      }}
    />
  );
}

import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stateName, US_STATES } from '@sagitta/domain';

/** Every state by full name, chosen by code (seed §3). */
export const STATE_OPTIONS = Object.entries(US_STATES)
  .map(([code, name]) => ({ value: code, label: name }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-US'));

/**
 * One US state, searched by name. Emptying the text empties the choice, so that the keyboard
 * can clear it too (the select's own clear button is for the mouse only).
 */
export function StateSelect({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  /** a state code, '' for none */
  value: string;
  error?: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value === '' ? '' : stateName(value));
  return (
    <Select
      label={label}
      data={STATE_OPTIONS}
      searchable
      clearable
      nothingFoundMessage={t('profile.shipping.nothingFound')}
      value={value === '' ? null : value}
      error={error}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (text === '') onChange('');
      }}
      onChange={(code) => {
        onChange(code ?? '');
      }}
    />
  );
}

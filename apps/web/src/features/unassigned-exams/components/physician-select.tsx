import { useState } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type User } from '@sagitta/domain';
import type { PhysicianLookup } from '../api';

/** How a physician is told apart from namesakes: name, institution, email. */
export function physicianLabel(physician: User): string {
  return [fullName(physician), physician.institutionName, physician.emailAddress]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

interface PhysicianSelectProps {
  lookup: PhysicianLookup;
  value: string | null;
  error: string | null;
  onChange: (physician: ComboboxItem | null) => void;
}

/** An active physician, searched on the server as the administrator types. */
export function PhysicianSelect({ lookup, value, error, onChange }: PhysicianSelectProps) {
  const { t } = useTranslation();
  // The chosen option stays listed whatever the later searches answer: Select shows a value's
  // label only while its option is in `data`.
  const [chosen, setChosen] = useState<ComboboxItem | null>(null);
  const found = lookup.physicians.map((physician) => ({
    value: physician.userId,
    label: physicianLabel(physician),
  }));
  const data =
    chosen === null || found.some((option) => option.value === chosen.value)
      ? found
      : [chosen, ...found];

  return (
    <Select
      label={t('unassignedExams.assign.physician')}
      description={t('unassignedExams.assign.physicianHint')}
      placeholder={t('unassignedExams.assign.physicianPlaceholder')}
      required
      searchable
      clearable
      data={data}
      // The server has filtered already; a second, local filter would hide its matches.
      filter={({ options }) => options}
      nothingFoundMessage={
        lookup.searching
          ? t('unassignedExams.assign.searching')
          : t('unassignedExams.assign.noMatch')
      }
      onDropdownOpen={lookup.start}
      onSearchChange={(text) => {
        // Picking an option writes its label in the field: that is no search to send.
        if (!data.some((option) => option.label === text)) lookup.search(text);
      }}
      value={value}
      error={error}
      onChange={(next, option) => {
        const picked = next === null ? null : option;
        setChosen(picked);
        onChange(picked);
      }}
    />
  );
}

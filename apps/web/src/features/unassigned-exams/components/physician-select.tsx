import type { ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName, type User } from '@sagitta/domain';
import { ServerFilteredSelect } from '../../../lib/inputs/server-filtered-select';
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
  return (
    <ServerFilteredSelect
      label={t('unassignedExams.assign.physician')}
      description={t('unassignedExams.assign.physicianHint')}
      placeholder={t('unassignedExams.assign.physicianPlaceholder')}
      required
      lookup={lookup}
      options={lookup.physicians.map((physician) => ({
        value: physician.userId,
        label: physicianLabel(physician),
      }))}
      messages={{
        searching: t('unassignedExams.assign.searching'),
        noMatch: t('unassignedExams.assign.noMatch'),
      }}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

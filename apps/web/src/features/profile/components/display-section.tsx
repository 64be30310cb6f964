import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PATIENT_FILE_TABS,
  PATIENT_LIST_SORTS,
  PATIENT_PAGE_TABS,
  type UserPreferences,
  type UserPreferencesPatch,
} from '@sagitta/domain';
import { ProfileSection } from './profile-section';

interface DisplaySectionProps {
  /** The saved preferences; undefined while they are read (the choices wait for them). */
  preferences: UserPreferences | undefined;
  onChange: (patch: UserPreferencesPatch) => void;
}

/** One display preference: a select of the values its list allows, saved when chosen. */
function PreferenceSelect<T extends string>({
  label,
  description,
  values,
  value,
  labelOf,
  onChoose,
}: {
  label: string;
  description?: string;
  values: readonly T[];
  value: T | undefined;
  labelOf: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  return (
    <NativeSelect
      label={label}
      description={description}
      disabled={value === undefined}
      value={value ?? ''}
      data={values.map((option) => ({ value: option, label: labelOf(option) }))}
      onChange={(event) => {
        const chosen = values.find((option) => option === event.currentTarget.value);
        if (chosen !== undefined) onChoose(chosen);
      }}
    />
  );
}

/**
 * How the Patients page and the patient file open (the display preferences of issue 16): the
 * tab opened when the address names none, the patient file's first sub-tab, the list's order.
 * Each choice is saved at once.
 */
export function DisplaySection({ preferences, onChange }: DisplaySectionProps) {
  const { t } = useTranslation();
  return (
    <ProfileSection title={t('profile.display.title')}>
      <PreferenceSelect
        label={t('profile.display.patientsTab')}
        values={PATIENT_PAGE_TABS}
        value={preferences?.patientsTab}
        labelOf={(tab) => t(`patients.tabs.${tab}`)}
        onChoose={(patientsTab) => {
          onChange({ patientsTab });
        }}
      />
      <PreferenceSelect
        label={t('profile.display.patientFileTab')}
        description={t('profile.display.patientFileTabHint')}
        values={PATIENT_FILE_TABS}
        value={preferences?.patientFileTab}
        labelOf={(tab) => t(`patientFile.tabs.${tab}`)}
        onChoose={(patientFileTab) => {
          onChange({ patientFileTab });
        }}
      />
      <PreferenceSelect
        label={t('profile.display.patientListSort')}
        values={PATIENT_LIST_SORTS}
        value={preferences?.patientListSort}
        labelOf={(sort) => t(`patients.sort.${sort}`)}
        onChoose={(patientListSort) => {
          onChange({ patientListSort });
        }}
      />
    </ProfileSection>
  );
}

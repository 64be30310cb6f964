import { PATIENT_FILE_TABS, type PatientFileTab, type TierFeature } from '@sagitta/domain';

/** The patient file's tabs: the tier's sub-tabs and, for some roles, who saw the patient. */
export type FileTab = PatientFileTab | 'ACCESS_HISTORY';

/**
 * The tabs shown: every sub-tab (one the tier lacks shows the upgrade prompt, seed §6), then the
 * access history for the roles that see it.
 * @param seesAccessHistory - the physician and their clinical staff
 */
export function fileTabs(seesAccessHistory: boolean): FileTab[] {
  return seesAccessHistory ? [...PATIENT_FILE_TABS, 'ACCESS_HISTORY'] : [...PATIENT_FILE_TABS];
}

/**
 * The tab the file opens on: the sub-tab the link names (`?tab=`), else the user's preferred
 * sub-tab, when the tier has it; else EOS.
 * @param preferred - the `patientFileTab` preference, undefined when it could not be read
 * @param tierFeatures - the acting tier's features
 * @param linked - the link's `?tab=`, null when it names none
 */
export function firstTab(
  preferred: PatientFileTab | undefined,
  tierFeatures: readonly TierFeature[],
  linked: string | null = null,
): PatientFileTab {
  const has = (tab: string | null | undefined): tab is PatientFileTab =>
    tab !== null && tab !== undefined && tierFeatures.includes(tab as TierFeature);
  const named = PATIENT_FILE_TABS.find((tab) => tab === linked);
  if (has(named)) return named;
  return has(preferred) ? preferred : 'EOS';
}

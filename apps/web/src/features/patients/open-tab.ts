import { PATIENT_PAGE_TABS, type PatientPageTab } from '@sagitta/domain';

/** Whether a `?tab=` value names a tab of the Patients page. */
export const isPatientPageTab = (value: string | null): value is PatientPageTab =>
  value !== null && (PATIENT_PAGE_TABS as readonly string[]).includes(value);

/**
 * The tab the Patients page opens (seed page-state parameter "open tab on load"): the `?tab=` of
 * the address when it names one; else the user's preference once known; else Patient Exams when
 * the preference could not be read.
 * @param param - the `tab` query parameter, null when absent
 * @param preference - `pending` while the preferences are being read, `failed` if they could not be
 * @returns the tab, or null while the answer is still coming (nothing mounts meanwhile)
 */
export function openTab(
  param: string | null,
  preference: PatientPageTab | 'pending' | 'failed',
): PatientPageTab | null {
  if (isPatientPageTab(param)) return param;
  if (preference === 'pending') return null;
  return preference === 'failed' ? 'exams' : preference;
}

/**
 * Whether the Patients page may open on Patient Exams before the preference is known: the
 * address names it, or names no tab (the preference, Patient Exams by default, decides).
 * @param param - the `tab` query parameter, null when absent
 */
export const mayOpenOnExams = (param: string | null): boolean =>
  param === 'exams' || !isPatientPageTab(param);

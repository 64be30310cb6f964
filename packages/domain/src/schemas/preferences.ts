import { z } from 'zod';
import { PATIENT_FILE_TABS, PATIENT_PAGE_TABS } from '../patient-file';
import { PATIENT_LIST_SORTS } from './patients';

/**
 * A user's display preferences (seed §7 portal preferences; issue 16 designs them). Every field
 * has a default, so a user who never saved any gets a whole document, and a document saved by an
 * older version reads with the new fields at their defaults.
 */
export const userPreferences = z.object({
  /** The Patients page tab opened when no `?tab=` is given. */
  patientsTab: z.enum(PATIENT_PAGE_TABS).catch('exams').default('exams'),
  /** The patient file sub-tab opened first (when the tier has it). */
  patientFileTab: z.enum(PATIENT_FILE_TABS).catch('EOS').default('EOS'),
  /** The patient list's order, as the user last chose it. */
  patientListSort: z.enum(PATIENT_LIST_SORTS).catch('name').default('name'),
});
export type UserPreferences = z.output<typeof userPreferences>;

/** `PATCH /api/v1/portal/preferences/{id}`: any of the fields; the others keep their values. */
export const userPreferencesPatch = z.strictObject({
  patientsTab: z.enum(PATIENT_PAGE_TABS).optional(),
  patientFileTab: z.enum(PATIENT_FILE_TABS).optional(),
  patientListSort: z.enum(PATIENT_LIST_SORTS).optional(),
});
export type UserPreferencesPatch = z.infer<typeof userPreferencesPatch>;

import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { isPatientId } from '../rules/patient-id';
import { worklistQuery } from './imaging';

/** The tabs of the Patient List call (issue 16): every patient, the user's favorites, candidates. */
export const PATIENT_LIST_TABS = ['all', 'favorites', 'surgical-candidates'] as const;
export type PatientListTab = (typeof PATIENT_LIST_TABS)[number];

/** A product patient id, `SGT-000123` (see `rules/patient-id.ts`). */
export const productPatientId = z
  .string()
  .refine(isPatientId, { error: 'Not a patient id (SGT- and six digits)' });

/**
 * `GET /api/v1/patient-records` (issue 16): a page of patient records, 20 by default (seed §9).
 * `search` follows the worklist's comma rule (seed §5) over names, MRN and product id.
 */
export const patientListQuery = z.object({
  page: worklistQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  search: z.string().max(256).optional(),
  tab: z.enum(PATIENT_LIST_TABS).default('all'),
});
export type PatientListQuery = z.input<typeof patientListQuery>;

/** `PATCH /api/v1/patients/{id}/is-favorite` (seed §7): the caller's own star on the patient. */
export const patientFavoriteBody = z.object({ isFavorite: z.boolean() });
export type PatientFavoriteBody = z.infer<typeof patientFavoriteBody>;

/** `PATCH /api/v1/patients/{id}/primary-physician-id` (seed §7): the physician's user id. */
export const primaryPhysicianBody = z.object({ primaryPhysicianId: z.uuid() });
export type PrimaryPhysicianBody = z.infer<typeof primaryPhysicianBody>;

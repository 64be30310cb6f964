import { ageAt } from '../rules/dicom-date';

/** Seed §9: a model is not made of a patient under 7 at the exam's date. */
export const MIN_MODEL_AGE_YEARS = 7;
/** Under 18 at the exam's date, a request is pediatric: confirmed, then approved by a manager. */
export const ADULT_AGE_YEARS = 18;

/**
 * What a 3D model request of an exam may become, by the patient's age at the exam's date:
 * - `refused`: under 7, at once, with the seed's reason;
 * - `pediatric`: under 18, or an age that cannot be told (no birth date, no exam date): the
 *   physician confirms it and a 3D manager approves it before it enters the queue, since
 *   nothing shows the patient is old enough for a model;
 * - `adult`: 18 or over, straight to the queue.
 */
export type ModelRequestAge =
  | { kind: 'refused'; reason: 'PatientLessThan7YearsOld'; age: number }
  | { kind: 'pediatric'; age: number | null }
  | { kind: 'adult'; age: number };

/**
 * The age rule of a model request (issue 18).
 * @param birthDate - `YYYY-MM-DD`, or null when the record has none
 * @param examDate - the exam's Study Date, `YYYY-MM-DD`, or null when it has none
 */
export function modelRequestAge(
  birthDate: string | null,
  examDate: string | null,
): ModelRequestAge {
  const age = birthDate === null || examDate === null ? undefined : ageAt(birthDate, examDate);
  if (age === undefined) return { kind: 'pediatric', age: null };
  if (age < MIN_MODEL_AGE_YEARS)
    return { kind: 'refused', reason: 'PatientLessThan7YearsOld', age };
  return age < ADULT_AGE_YEARS ? { kind: 'pediatric', age } : { kind: 'adult', age };
}

import { ageAt } from './dicom-date';

/** A patient is pediatric while under this age, in whole years, at their latest exam (issue 16). */
export const PEDIATRIC_AGE_LIMIT = 18;

/** Why the pediatric flag cannot be computed: the flag is then unknown, never a guess. */
export const PEDIATRIC_UNKNOWN_REASONS = {
  NO_BIRTH_DATE: 'The birth date is unknown',
  NO_EXAM_DATE: 'The patient has no dated exam',
  EXAM_BEFORE_BIRTH: 'The latest exam is dated before the birth date',
} as const;
export type PediatricUnknownReason = keyof typeof PEDIATRIC_UNKNOWN_REASONS;

/** The pediatric flag, or null with the reason it cannot be known. */
export type Pediatric =
  { pediatric: boolean } | { pediatric: null; reason: PediatricUnknownReason };

/**
 * Whether a patient is pediatric: under 18 on the date of their latest exam. The age counts whole
 * years as `ageAt` does, so the flag drops on the 18th birthday itself, and someone born on
 * 29 February turns 18 on 1 March of a common year. A missing or impossible date gives null
 * with a reason: a clinical flag shown as "not pediatric" when the age is unknown would be a
 * guess a surgeon might act on.
 * @param birthDate - `YYYY-MM-DD`, or null when the images carry none (or an unreadable one)
 * @param latestExamDate - `YYYY-MM-DD` of the patient's latest exam, or null without one
 */
export function pediatricAt(
  birthDate: string | null | undefined,
  latestExamDate: string | null | undefined,
): Pediatric {
  if (!birthDate) return { pediatric: null, reason: 'NO_BIRTH_DATE' };
  if (!latestExamDate) return { pediatric: null, reason: 'NO_EXAM_DATE' };
  const age = ageAt(birthDate, latestExamDate);
  if (age === undefined) {
    // ageAt refuses a date that is not a calendar date, or an exam before the birth.
    const birthKnown = ageAt(birthDate, birthDate) !== undefined;
    const examKnown = ageAt(latestExamDate, latestExamDate) !== undefined;
    if (!birthKnown) return { pediatric: null, reason: 'NO_BIRTH_DATE' };
    if (!examKnown) return { pediatric: null, reason: 'NO_EXAM_DATE' };
    return { pediatric: null, reason: 'EXAM_BEFORE_BIRTH' };
  }
  return { pediatric: age < PEDIATRIC_AGE_LIMIT };
}

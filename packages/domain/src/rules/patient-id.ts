/**
 * The product patient id (the seed's "ATEC ID", issue 16): `SGT-` and a number zero-padded to six
 * digits, `SGT-000123`. Numbers past 999 999 simply take more digits (`SGT-1234567`), so the
 * format never runs out. Each number has exactly one spelling, so ids compare as text.
 */
export const PATIENT_ID_PREFIX = 'SGT-';
/** Digits of the number at least, zero-padded. */
export const PATIENT_ID_DIGITS = 6;

/** The prefix, then six digits, or more digits without a leading zero. */
const PATIENT_ID_PATTERN = /^SGT-(\d{6}|[1-9]\d{6,})$/;

/**
 * The product id of a patient number.
 * @param patientNumber - a whole number from 1 (the database's sequence)
 * @throws RangeError for 0, a negative number, a fraction or an unsafe integer
 */
export function formatPatientId(patientNumber: number): string {
  if (!Number.isSafeInteger(patientNumber) || patientNumber < 1) {
    throw new RangeError(`Not a patient number: ${patientNumber}`);
  }
  return `${PATIENT_ID_PREFIX}${String(patientNumber).padStart(PATIENT_ID_DIGITS, '0')}`;
}

/**
 * The patient number of a product id, or undefined when the text is not one in its only
 * spelling: no spaces, upper-case prefix, padded to six digits and no further.
 * @param text - a product id such as `SGT-000123`
 */
export function parsePatientId(text: string): number | undefined {
  if (!PATIENT_ID_PATTERN.test(text)) return undefined;
  const patientNumber = Number(text.slice(PATIENT_ID_PREFIX.length));
  return Number.isSafeInteger(patientNumber) && patientNumber >= 1 ? patientNumber : undefined;
}

/**
 * Whether a text is a product patient id.
 * @param text - the text to check
 */
export function isPatientId(text: string): boolean {
  return parsePatientId(text) !== undefined;
}

/**
 * The field rules of seed §5 for accounts and institutions, as plain predicates with the seed's
 * messages: the zod schemas (server) and the forms (web) both use them.
 */

export const FIELD_MESSAGES = {
  name: 'Name cannot contain special characters',
  phone: 'Invalid phone number format',
  suffix: 'Invalid suffix format',
  institutionRole: 'Institution role must be valid',
  salesforceId: 'Salesforce ID must have 18 characters',
  zip: 'Zip is invalid',
  npi: 'NPI must be 10 digits with a valid check digit',
  state: 'State is invalid',
  required: 'This field is required',
  alphanumeric: 'Only letters and numbers are allowed',
} as const;

export const NAME_MAX_LENGTH = 64;
/** Letters of any script, with the spaces, apostrophes, hyphens and periods names carry. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** Whether a first or last name is free of special characters (seed §5). */
export function isValidPersonName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(trimmed);
}

/** MD, M.D., DO, PhD, Jr., "MD, PhD": letters, periods, commas and spaces, at most 16. */
const SUFFIX_PATTERN = /^[A-Za-z][A-Za-z., ]{0,15}$/;

export function isValidSuffix(value: string): boolean {
  return SUFFIX_PATTERN.test(value.trim());
}

/** The roles a person can hold at an institution (seed §5: 'Institution role must be valid'). */
export const INSTITUTION_ROLES = [
  'Surgeon',
  'Physician Assistant',
  'Nurse Practitioner',
  'Nurse',
  'Medical Assistant',
  'Surgical Coordinator',
  'Office Manager',
  'Resident',
  'Fellow',
  'Other',
] as const;
export type InstitutionRole = (typeof INSTITUTION_ROLES)[number];

export function isInstitutionRole(value: string): value is InstitutionRole {
  return (INSTITUTION_ROLES as readonly string[]).includes(value);
}

export const SALESFORCE_ID_LENGTH = 18;

/** A Salesforce record id in its 18-character case-safe form. */
export function isValidSalesforceId(value: string): boolean {
  return /^[A-Za-z0-9]{18}$/.test(value);
}

/** A US ZIP code: five digits, optionally ZIP+4. */
export function isValidZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value.trim());
}

/**
 * A National Provider Identifier: ten digits whose last is a Luhn check digit computed over the
 * card-issuer prefix 80840 and the first nine digits (CMS NPI standard).
 */
export function isValidNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`.split('').map(Number);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit from the right, the check digit being the rightmost.
    const fromRight = digits.length - 1 - i;
    let digit = digits[i] ?? 0;
    if (fromRight % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

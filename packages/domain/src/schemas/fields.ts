import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import {
  FIELD_MESSAGES,
  INSTITUTION_ROLES,
  isValidNpi,
  isValidPersonName,
  isValidSalesforceId,
  isValidSuffix,
  isValidZip,
  NAME_MAX_LENGTH,
} from '../rules/account-fields';
import { isValidAeTitle, isValidIpAddress, isValidPort, NETWORK_MESSAGES } from '../rules/network';
import { isValidPhone, phoneDigits } from '../rules/phone';
import { US_STATES } from '../us-states';

/** The field schemas of seed §5, each carrying the seed's message; forms and routes share them. */

export const personName = z
  .string()
  .trim()
  // Each failure is reported once: a blank name is missing, not made of special characters.
  .min(1, { error: FIELD_MESSAGES.required, abort: true })
  .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.name, abort: true })
  .refine(isValidPersonName, { error: FIELD_MESSAGES.name });

/** Accepts the masked or the bare form; stored as ten digits. */
export const phoneNumber = z
  .string()
  .trim()
  .max(20, { error: FIELD_MESSAGES.phone, abort: true })
  .refine(isValidPhone, { error: FIELD_MESSAGES.phone })
  .transform(phoneDigits);

export const suffix = z
  .string()
  .trim()
  .max(16, { error: FIELD_MESSAGES.suffix, abort: true })
  .refine(isValidSuffix, { error: FIELD_MESSAGES.suffix });

export const institutionRole = z.enum(INSTITUTION_ROLES, { error: FIELD_MESSAGES.institutionRole });

export const salesforceId = z.string().trim().refine(isValidSalesforceId, {
  error: FIELD_MESSAGES.salesforceId,
});

export const zipCode = z.string().trim().refine(isValidZip, { error: FIELD_MESSAGES.zip });

export const npi = z.string().trim().refine(isValidNpi, { error: FIELD_MESSAGES.npi });

/** A two-letter US state or territory code (seed §9), upper-cased. */
export const usStateCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((code) => Object.hasOwn(US_STATES, code), { error: FIELD_MESSAGES.state });

/** Stored trimmed: leading and trailing spaces of an AE title are not significant (PS3.5). */
export const aeTitle = z
  .string()
  .trim()
  .refine(isValidAeTitle, { error: NETWORK_MESSAGES.aeTitle });
export const ipAddress = z
  .string()
  .trim()
  .refine(isValidIpAddress, { error: NETWORK_MESSAGES.ipAddress });
/** A port as a number, or as the digits a form sends. */
export const port = z
  .union([z.number(), z.string().trim()])
  .refine(isValidPort, { error: NETWORK_MESSAGES.port })
  .transform(Number);

/** Paging of every list (seed §9: default page size 20); pages count from 1. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});

/**
 * A comma-separated list of ids in a query string (`userIds=a,b,c`), at most 100. Ids are
 * lower-cased, as the database writes them, so that comparing one with the caller's own id holds;
 * a repeated id counts once: a bulk action must not act twice on one account.
 */
export const idList = z
  .string()
  // A uuid, a comma and a space each: the cap only guards the split.
  .max(100 * 38)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    ),
  ])
  .pipe(z.array(z.uuid()).min(1).max(100));

/** A boolean sent in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * An optional formatted field (phone, zip, NPI…): a form sends '' for an input left empty, which
 * means "none", so blank becomes null; anything else must pass `field`, with its message.
 * @param field - the schema of a filled-in value
 */
export function blankAsNull<Output>(field: z.ZodType<Output, string>) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(field.nullable())
    .nullable()
    .optional();
}

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

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
  .min(1, { error: FIELD_MESSAGES.required })
  .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.name })
  .refine(isValidPersonName, { error: FIELD_MESSAGES.name });

/** Accepts the masked or the bare form; stored as ten digits. */
export const phoneNumber = z
  .string()
  .trim()
  .max(20)
  .refine(isValidPhone, { error: FIELD_MESSAGES.phone })
  .transform(phoneDigits);

export const suffix = z.string().trim().max(16).refine(isValidSuffix, {
  error: FIELD_MESSAGES.suffix,
});

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

export const aeTitle = z.string().refine(isValidAeTitle, { error: NETWORK_MESSAGES.aeTitle });
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

/** A comma-separated list of ids in a query string (`userIds=a,b,c`), at most 100. */
export const idList = z
  .string()
  .max(100 * 37)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(z.uuid()).min(1).max(100));

/** A boolean sent in a query string. */
export const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Optional free text: blank becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

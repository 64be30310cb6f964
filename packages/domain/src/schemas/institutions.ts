import { z } from 'zod';
import { emailAddress } from './common';
import {
  aeTitle,
  blankAsNull,
  ipAddress,
  optionalText,
  pagingQuery,
  port,
  queryBoolean,
  usStateCode,
  zipCode,
} from './fields';
import { tierFeature, tierNumber, userStatus } from './users';

/** The duplicate and business conflicts of seed §3, carried in a 409's `details.kind`. */
export const CONFLICT_KINDS = [
  'DuplicateInstitution',
  'DuplicateUser',
  'UserUnauthorized',
] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export const DUPLICATE_INSTITUTION_MESSAGE = 'An institution with this name already exists';

/** The Institution of seed §3 as the API answers it. */
export const institution = z.object({
  institutionId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  /** Two-letter US state code. */
  state: z.string().nullable(),
  active: z.boolean(),
  tier: tierNumber,
  /** The features its users get: the tier's defaults, or the list edited for it. */
  tierFeatures: z.array(tierFeature),
  tierFeaturesCustomized: z.boolean(),
  contractPricing: z.boolean(),
  dataAgreement: z.boolean(),
  dataUseLimitedToServices: z.boolean(),
  deidentificationForStorage: z.boolean(),
  hasSignedBaa: z.boolean(),
  specialConsiderations: z.string().nullable(),
  eosSerialNumbers: z.array(z.string()),
  /** Physicians of the institution (seed §3 "surgeons"). */
  surgeonCount: z.number().int(),
  userCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Institution = z.infer<typeof institution>;

/** What create (`POST`) and update (`PUT`) accept: everything but the tier's feature list. */
export const institutionInput = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(120),
  email: blankAsNull(emailAddress),
  address: optionalText(200),
  city: optionalText(100),
  zip: blankAsNull(zipCode),
  state: blankAsNull(usStateCode),
  active: z.boolean().default(true),
  tier: tierNumber,
  contractPricing: z.boolean().default(false),
  dataAgreement: z.boolean().default(false),
  dataUseLimitedToServices: z.boolean().default(false),
  deidentificationForStorage: z.boolean().default(false),
  hasSignedBaa: z.boolean().default(false),
  specialConsiderations: optionalText(2000),
  eosSerialNumbers: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
});
export type InstitutionInput = z.input<typeof institutionInput>;

export const INSTITUTION_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'tier',
  '-tier',
] as const;

export const institutionListQuery = pagingQuery.extend({
  sort: z.enum(INSTITUTION_SORTS).default('name'),
  active: queryBoolean.optional(),
});
export type InstitutionListQuery = z.input<typeof institutionListQuery>;

export const institutionList = z.object({
  totalCount: z.number().int(),
  items: z.array(institution),
});
export type InstitutionList = z.infer<typeof institutionList>;

export const institutionActive = z.object({ active: z.boolean() });
export const successAnswer = z.object({ success: z.boolean() });

/** A user of an institution, as `GET /api/v1/Institutions/{id}/Users` lists them. */
export const institutionMember = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  emailAddress: z.string(),
  roles: z.array(z.string()),
  status: userStatus,
  institutionRole: z.string().nullable(),
});
export type InstitutionMember = z.infer<typeof institutionMember>;

export const addInstitutionMember = z.object({ userEmailAddress: emailAddress });
export const ADDED_SUCCESSFULLY = 'Added Successfully';
export const memberAdded = z.object({ message: z.literal(ADDED_SUCCESSFULLY) });

export const institutionUserParams = z.object({ id: z.uuid(), userId: z.uuid() });

export const tierFeaturesAnswer = z.object({ features: z.array(tierFeature) });

/** The edit-tier page: the tier, and its features when they differ from the tier's defaults. */
export const tierUpdate = z.object({
  tier: tierNumber,
  /** Null restores the tier's defaults. */
  features: z.array(tierFeature).nullable(),
});
export type TierUpdate = z.infer<typeof tierUpdate>;

/** A client access key as listed: never its secret. */
export const clientAccessKey = z.object({
  id: z.uuid(),
  institutionId: z.uuid(),
  key: z.string(),
  createdAt: z.iso.datetime(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ClientAccessKey = z.infer<typeof clientAccessKey>;

/** A key just generated: the only answer that ever carries the secret. */
export const generatedAccessKey = clientAccessKey.extend({ secret: z.string() });
export type GeneratedAccessKey = z.infer<typeof generatedAccessKey>;

export const accessKeyInstitution = z.object({ institutionId: z.uuid() });
export const accessKeyInstitutionQuery = z.object({ institutionId: z.uuid().optional() });

export const deviceTokenRequest = z.object({
  key: z.string().min(1).max(128),
  secret: z.string().min(1).max(256),
});
export const deviceToken = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type DeviceToken = z.infer<typeof deviceToken>;

/** The AIE configuration of an institution (seed §3). */
export const aieConfiguration = z.object({
  institutionId: z.uuid(),
  aeTitle: z.string().nullable(),
  ipAddress: z.string().nullable(),
  port: z.number().int().nullable(),
  lastActive: z.iso.datetime().nullable(),
  /** The live key, if any; a reset revokes it and the AIE stops until updated on site. */
  activeKey: clientAccessKey.nullable(),
});
export type AieConfiguration = z.infer<typeof aieConfiguration>;

export const aieConfigurationInput = z.object({ aeTitle, ipAddress, port });
export type AieConfigurationInput = z.input<typeof aieConfigurationInput>;

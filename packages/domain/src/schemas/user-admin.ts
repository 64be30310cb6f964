import { z } from 'zod';
import { USER_STATUSES } from '../account';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES } from '../rules/password';
import { emailAddress } from './common';
import {
  blankAsNull,
  idList,
  institutionRole,
  npi,
  pagingQuery,
  personName,
  phoneNumber,
  salesforceId,
  suffix,
  usStateCode,
} from './fields';
import { roleName, technicianSubRole, tierNumber, user, userStatus } from './users';

/** Seed §5: creating a user treats this as an expected error, returned to the caller (409). */
export const USER_ALREADY_EXISTS = 'User already exists';

export const USER_SORTS = [
  'lastName',
  '-lastName',
  'email',
  '-email',
  'createdAt',
  '-createdAt',
] as const;

/** `GET /api/v1/Users`: search by name or email, filter by role, status, institution. */
export const userListQuery = pagingQuery.extend({
  role: roleName.optional(),
  status: userStatus.optional(),
  institutionId: z.uuid().optional(),
  sort: z.enum(USER_SORTS).default('lastName'),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userList = z.object({ totalCount: z.number().int(), items: z.array(user) });
export type UserList = z.infer<typeof userList>;

/** The fields an administrator sets on an account, on create and on edit. */
const userFields = z.object({
  firstName: personName,
  lastName: personName,
  suffix: blankAsNull(suffix),
  emailAddress,
  phone: blankAsNull(phoneNumber),
  role: roleName,
  /** Technicians only. */
  subRole: technicianSubRole.nullable().optional(),
  inexperienced: z.boolean().optional(),
  institutionId: z.uuid().nullable().optional(),
  institutionRole: institutionRole.nullable().optional(),
  isBetaUser: z.boolean().optional(),
  onlyViewSurgicalCandidates: z.boolean().optional(),
  npi: blankAsNull(npi),
  salesforceId: blankAsNull(salesforceId),
  pricingTier: tierNumber.nullable().optional(),
  states: z.array(usStateCode).max(60).optional(),
  inactivitySeconds: z.number().int().min(60).max(86_400).nullable().optional(),
});

export const userCreate = userFields;
export type UserCreate = z.input<typeof userCreate>;
export const userUpdate = userFields;
export type UserUpdate = z.input<typeof userUpdate>;

/** Create and update answer `{ data }` (seed §7). */
export const userData = z.object({ data: user });

export const userIdsQuery = z.object({ userIds: idList });

export const statusChangeRequest = z.object({
  status: z.enum(USER_STATUSES).exclude(['Pending']),
});
export type StatusChangeRequest = z.infer<typeof statusChangeRequest>;

/**
 * The answer of a bulk action: each user is checked on their own, so some may succeed while
 * others fail; the UI shows the partial counts (seed §8).
 */
export const bulkResult = z.object({
  requested: z.number().int(),
  succeeded: z.array(z.uuid()),
  failed: z.array(z.object({ userId: z.uuid(), message: z.string() })),
});
export type BulkResult = z.infer<typeof bulkResult>;

/** Roles a person may ask for on the public request page: the institution roles. */
export const REQUESTABLE_ROLES = ['PHYSICIAN', 'CLINICAL_STAFF', 'SALES_REPRESENTATIVE'] as const;

/** The public access-request form. An NPI is required of physicians. */
export const accessRequest = z
  .object({
    firstName: personName,
    lastName: personName,
    emailAddress,
    phone: blankAsNull(phoneNumber),
    role: z.enum(REQUESTABLE_ROLES),
    institution: z.string().trim().min(1, { error: 'Institution is required' }).max(120),
    npi: blankAsNull(npi),
  })
  .refine((request) => request.role !== 'PHYSICIAN' || (request.npi ?? null) !== null, {
    error: 'NPI is required for physicians',
    path: ['npi'],
  });
export type AccessRequest = z.input<typeof accessRequest>;

/** The same answer whether or not the email was known: the form must not reveal accounts. */
export const ACCESS_REQUEST_RECEIVED =
  'Thank you. Your request has been received; you will get an email once an administrator has reviewed it.';
export const accessRequestAnswer = z.object({ message: z.string() });

/** How long a set-password link lives (72 h). */
export const SET_PASSWORD_LINK_HOURS = 72;

/** `POST /auth/api/v1/set-password`: the emailed one-time link's token and the new password. */
export const setPasswordWithLink = z.object({
  token: z.string().min(20).max(200),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULE_MESSAGES.length })
    .max(256),
});

/** An email in the outbox, for administrators. */
export const outboxMessage = z.object({
  id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  kind: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
/**
 * How the portal's email leaves: `mail` through a mail server (`SMTP_URL`), links hidden from
 * the outbox; `evaluation` without one, messages kept in the outbox, for evaluation only.
 */
export const OUTBOX_MODES = ['mail', 'evaluation'] as const;
export type OutboxMode = (typeof OUTBOX_MODES)[number];
export const outboxList = z.object({
  totalCount: z.number().int(),
  mode: z.enum(OUTBOX_MODES),
  items: z.array(outboxMessage),
});
export type OutboxList = z.infer<typeof outboxList>;

import { z } from 'zod';
import { ONLINE_STATUSES, USER_STATUSES } from '../account';
import { ROLE_NAMES, TECHNICIAN_SUB_ROLES } from '../roles';
import { TIER_FEATURES } from '../tiers';

export const userStatus = z.enum(USER_STATUSES);
export const roleName = z.enum(ROLE_NAMES);
export const technicianSubRole = z.enum(TECHNICIAN_SUB_ROLES);
export const onlineStatus = z.enum(ONLINE_STATUSES);
export const tierFeature = z.enum(TIER_FEATURES);
export const tierNumber = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const notificationPreferences = z.object({
  email: z.boolean(),
  mobile: z.boolean(),
  pendingCompletion: z.boolean(),
  pendingCaseScheduling: z.boolean(),
  pendingApproval: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const userRoleProperties = z.object({
  subRole: technicianSubRole.nullable(),
  inexperienced: z.boolean(),
  onlineStatus: onlineStatus.nullable(),
});

/** The User of seed §3, as `users/self` and `users/{id}` answer it. */
export const user = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  emailAddress: z.string(),
  phone: z.string().nullable(),
  status: userStatus,
  /** Role strings in the form `namespace:role`. */
  roles: z.array(z.string()),
  subrole: technicianSubRole.nullable(),
  institutionRole: z.string().nullable(),
  institutionId: z.uuid().nullable(),
  /** For display (user menu, My Account); not part of the seed's list, which has only the id. */
  institutionName: z.string().nullable(),
  institutionTier: tierNumber.nullable(),
  tierFeatures: z.array(tierFeature),
  isBetaUser: z.boolean(),
  salesforceId: z.string().nullable(),
  pricingTier: tierNumber.nullable(),
  onlyViewSurgicalCandidates: z.boolean(),
  npi: z.string().nullable(),
  eulaAcknowledged: z.boolean(),
  lastLogin: z.iso.datetime().nullable(),
  /** Two-letter US state codes. */
  states: z.array(z.string()),
  userRoleProperties,
  inactivitySeconds: z.number().int().positive(),
  notificationPreferences,
  /** Seed §3 preference: add a rod to plans of 4 or more levels. */
  alwaysAddRodToPlan: z.boolean(),
  /** What a pending access request named as its institution; null otherwise. */
  requestedInstitution: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof user>;

export const eulaAcknowledgement = z.object({ eulaAcknowledged: z.literal(true) });

export const passwordChange = z.object({
  newPassword: z.string().min(1).max(256),
  currentPassword: z.string().max(256).optional(),
});
export type PasswordChange = z.infer<typeof passwordChange>;

export const role = z.object({
  roleId: z.number().int(),
  name: z.string(),
  namespace: z.string(),
  role: z.string(),
});
export const rolesQuery = z.object({ namespace: z.string().max(64).optional() });

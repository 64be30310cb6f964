import {
  DEFAULT_INACTIVITY_SECONDS,
  defaultTierFeatures,
  roleString,
  type Tier,
  type TierFeature,
  type User,
} from '@sagitta/domain';
import type { UserRow } from './repo';

/**
 * The features a user gets from their institution: the list edited for it, else its tier's
 * defaults. No institution, no features.
 * @param tier - the institution's tier, null without an institution
 * @param edited - the institution's edited feature list, null for the defaults
 */
export function institutionTierFeatures(
  tier: Tier | null,
  edited: readonly TierFeature[] | null = null,
): TierFeature[] {
  if (tier === null) return [];
  return edited === null ? defaultTierFeatures(tier) : [...edited];
}

/** The User of seed §3 as the API answers it. */
export function toUserProfile(row: UserRow): User {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    suffix: row.suffix,
    emailAddress: row.email,
    phone: row.phone,
    status: row.status,
    roles: row.roles.map(roleString),
    subrole: row.subRole,
    institutionRole: row.institutionRole,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    institutionTier: row.institutionTier,
    tierFeatures: institutionTierFeatures(row.institutionTier, row.institutionTierFeatures),
    isBetaUser: row.isBetaUser,
    salesforceId: row.salesforceId,
    pricingTier:
      row.pricingTier === 1 || row.pricingTier === 2 || row.pricingTier === 3
        ? row.pricingTier
        : null,
    onlyViewSurgicalCandidates: row.onlyViewSurgicalCandidates,
    npi: row.npi,
    eulaAcknowledged: row.eulaAcknowledgedAt !== null,
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    states: row.states,
    userRoleProperties: {
      subRole: row.subRole,
      inexperienced: row.inexperienced,
      onlineStatus: row.onlineStatus,
    },
    inactivitySeconds: row.inactivitySeconds ?? DEFAULT_INACTIVITY_SECONDS,
    notificationPreferences: row.notificationPreferences,
    alwaysAddRodToPlan: row.alwaysAddRodToPlan,
    requestedInstitution: row.requestedInstitution,
    createdAt: row.createdAt.toISOString(),
  };
}

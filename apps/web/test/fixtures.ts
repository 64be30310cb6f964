import { defaultTierFeatures, roleString, type RoleName, type User } from '@sagitta/domain';

/** A signed-in user as `users/self` answers it: an active tier 3 physician unless overridden. */
export function aUser(role: RoleName = 'PHYSICIAN', overrides: Partial<User> = {}): User {
  return {
    userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
    firstName: 'Maria',
    lastName: 'Chen',
    suffix: 'MD',
    emailAddress: 'surgeon@sagitta.test',
    phone: null,
    status: 'Active',
    roles: [roleString(role)],
    subrole: null,
    institutionRole: null,
    institutionId: null,
    institutionName: 'Lakeside Spine Center',
    institutionTier: 3,
    tierFeatures: defaultTierFeatures(3),
    isBetaUser: false,
    salesforceId: null,
    pricingTier: null,
    onlyViewSurgicalCandidates: false,
    npi: null,
    eulaAcknowledged: true,
    lastLogin: null,
    states: [],
    userRoleProperties: { subRole: null, inexperienced: false, onlineStatus: null },
    inactivitySeconds: 300,
    notificationPreferences: {
      email: true,
      mobile: false,
      pendingCompletion: true,
      pendingCaseScheduling: true,
      pendingApproval: true,
    },
    alwaysAddRodToPlan: false,
    requestedInstitution: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A JSON answer as the server sends it, for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

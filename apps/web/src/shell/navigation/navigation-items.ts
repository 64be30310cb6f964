import {
  can,
  isAdministrator,
  isInstitutionUser,
  isManager,
  isTechnician,
  type NavigationUser,
  type TierFeature,
} from '@sagitta/domain';

/** Why an item is shown but cannot be used (seed §2): its tooltip. */
export type DisabledReason = 'comingSoon' | 'upgradeTier';

export type NavigationItemKey =
  | 'users'
  | 'institutions'
  | 'unassigned-exams'
  | 'audit'
  | 'actions'
  | 'patients'
  | 'calendar'
  | 'analytics'
  | 'cases'
  | 'case-analytics'
  | 'orders';

export interface NavigationItem {
  key: NavigationItemKey;
  to: string;
  disabled: DisabledReason | null;
}

const tierGated = (
  key: NavigationItemKey,
  to: string,
  feature: TierFeature,
  features: readonly TierFeature[],
): NavigationItem => ({ key, to, disabled: features.includes(feature) ? null : 'upgradeTier' });

/**
 * The role-dependent items of the navigation bar (seed §2), in display order. Info, Account and
 * Logout follow for everyone.
 * @param user - the signed-in user, with effective tier features
 */
export function navigationItems(user: NavigationUser): NavigationItem[] {
  const items: NavigationItem[] = [];
  if (isAdministrator(user.roles)) {
    items.push({ key: 'users', to: '/users', disabled: null });
    items.push({ key: 'institutions', to: '/institutions', disabled: null });
  }
  // System administrators assign the exams no physician was found for (issue 6).
  if (can(user.roles, 'exams:assign')) {
    items.push({ key: 'unassigned-exams', to: '/acquisitions/unassigned', disabled: null });
  }
  // System administrators read the audit trail (issue 14).
  if (can(user.roles, 'audit:read')) {
    items.push({ key: 'audit', to: '/audit', disabled: null });
  }
  if (isInstitutionUser(user.roles)) {
    items.push(tierGated('actions', '/actions', 'ACTIONS', user.tierFeatures));
    items.push(tierGated('patients', '/patient/list', 'PATIENTS', user.tierFeatures));
    items.push(tierGated('calendar', '/calendar', 'CALENDAR', user.tierFeatures));
    items.push({ key: 'analytics', to: '/analytics', disabled: 'comingSoon' });
  }
  if (isTechnician(user)) {
    items.push({ key: 'cases', to: '/case-list', disabled: null });
    if (isManager(user))
      items.push({ key: 'case-analytics', to: '/case/analytics', disabled: null });
  }
  if (user.roles.includes('ROD_MANUFACTURER')) {
    items.push({ key: 'orders', to: '/orders', disabled: null });
  }
  return items;
}

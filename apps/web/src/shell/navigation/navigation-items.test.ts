import { describe, expect, it } from 'vitest';
import { defaultTierFeatures, type NavigationUser, type RoleName } from '@sagitta/domain';
import { navigationItems } from './navigation-items';

const user = (roles: RoleName[], overrides: Partial<NavigationUser> = {}): NavigationUser => ({
  roles,
  subRole: null,
  eulaAcknowledged: true,
  passwordChangeRequired: false,
  tierFeatures: defaultTierFeatures(3),
  selectedPhysicianId: null,
  mobileOnly: false,
  ...overrides,
});

const summary = (navigationUser: NavigationUser) =>
  navigationItems(navigationUser).map(({ key, to, disabled }) =>
    disabled === null ? `${key} ${to}` : `${key} ${to} (${disabled})`,
  );

describe('navigation items', () => {
  it.each([
    [
      'system administrator',
      user(['SYSTEM_ADMINISTRATOR']),
      [
        'users /users',
        'institutions /institutions',
        'unassigned-exams /acquisitions/unassigned',
        'audit /audit',
      ],
    ],
    [
      'user administrator',
      user(['USER_ADMINISTRATOR']),
      ['users /users', 'institutions /institutions'],
    ],
    [
      'tier 3 physician',
      user(['PHYSICIAN']),
      [
        'actions /actions',
        'patients /patient/list',
        'calendar /calendar',
        'analytics /analytics (comingSoon)',
      ],
    ],
    [
      'tier 1 physician',
      user(['PHYSICIAN'], { tierFeatures: defaultTierFeatures(1) }),
      [
        'actions /actions (upgradeTier)',
        'patients /patient/list',
        'calendar /calendar (upgradeTier)',
        'analytics /analytics (comingSoon)',
      ],
    ],
    [
      'clinical staff of a tier 2 physician',
      user(['CLINICAL_STAFF'], { tierFeatures: defaultTierFeatures(2) }),
      [
        'actions /actions (upgradeTier)',
        'patients /patient/list',
        'calendar /calendar (upgradeTier)',
        'analytics /analytics (comingSoon)',
      ],
    ],
    [
      'sales rep without any tier features',
      user(['SALES_REPRESENTATIVE'], { tierFeatures: [] }),
      [
        'actions /actions (upgradeTier)',
        'patients /patient/list (upgradeTier)',
        'calendar /calendar (upgradeTier)',
        'analytics /analytics (comingSoon)',
      ],
    ],
    [
      'modeling technician',
      user(['3DS_TECHNICIAN'], { subRole: 'Modeling' }),
      ['cases /case-list'],
    ],
    [
      'planning technician',
      user(['3DS_TECHNICIAN'], { subRole: 'Planning' }),
      ['cases /case-list'],
    ],
    [
      'technician manager',
      user(['3DS_TECHNICIAN'], { subRole: 'Manager' }),
      ['cases /case-list', 'case-analytics /case/analytics'],
    ],
    ['rod manufacturer', user(['ROD_MANUFACTURER']), ['orders /orders']],
  ])('%s', (_, navigationUser, expected) => {
    expect(summary(navigationUser)).toEqual(expected);
  });
});

import { expect, test } from '@playwright/test';
import { expectNavigation, headerName } from './support/shell';
import { signIn } from './support/sign-in';

// The role-dependent items; Info, Account and Logout follow for everyone.
const USER_ADMINISTRATOR = ['Users', 'Institutions'];
// System administrators also assign the exams routed to nobody.
const SYSTEM_ADMINISTRATOR = [...USER_ADMINISTRATOR, 'Unassigned exams', 'Audit'];
const INSTITUTION_TIER_3 = ['Actions', 'Patients', 'Calendar', 'Analytics (coming soon)'];

interface RoleCase {
  account: string;
  home: string;
  /** The page's title: in the tab title and as the breadcrumb. */
  title: string;
  fullName: string;
  items: readonly string[];
}

/** Every demo account but surgeon.new (EULA pending: see eula-release-notes.spec.ts). */
const ROLES: readonly RoleCase[] = [
  {
    account: 'admin',
    home: '/users',
    title: 'Users',
    fullName: 'Avery LINDQVIST',
    items: SYSTEM_ADMINISTRATOR,
  },
  {
    account: 'useradmin',
    home: '/users',
    title: 'Users',
    fullName: 'Jordan OKAFOR',
    items: USER_ADMINISTRATOR,
  },
  {
    account: 'surgeon',
    home: '/patient/list',
    title: 'Patients',
    fullName: 'Maria CHEN, MD',
    items: INSTITUTION_TIER_3,
  },
  {
    account: 'surgeon.t1',
    home: '/patient/list',
    title: 'Patients',
    fullName: 'Daniel REYES, MD',
    items: [
      'Actions (upgrade to tier 3)',
      'Patients',
      'Calendar (upgrade to tier 3)',
      'Analytics (coming soon)',
    ],
  },
  {
    account: 'surgeon2',
    home: '/patient/list',
    title: 'Patients',
    fullName: 'Thomas WHITAKER, MD',
    items: INSTITUTION_TIER_3,
  },
  {
    account: 'staff',
    home: '/patient/list',
    title: 'Patients',
    fullName: 'Lena HOFFMANN',
    items: INSTITUTION_TIER_3,
  },
  {
    account: 'rep',
    home: '/patient/list',
    title: 'Patients',
    fullName: 'Marcus BELL',
    items: INSTITUTION_TIER_3,
  },
  {
    account: 'modeler',
    home: '/case-list/technician',
    title: 'Case List',
    fullName: 'Sofia ALVAREZ',
    items: ['Cases'],
  },
  {
    account: 'planner',
    home: '/case-list/technician',
    title: 'Case List',
    fullName: 'Kenji MORI',
    items: ['Cases'],
  },
  {
    account: 'manager',
    home: '/case-list/manager',
    title: 'Case List',
    fullName: 'Grace ADEYEMI',
    items: ['Cases', 'Analytics'],
  },
  {
    account: 'rods',
    home: '/orders',
    title: 'Rod Orders',
    fullName: 'Oskar BRANDT',
    items: ['Orders'],
  },
];

for (const role of ROLES) {
  test(`${role.account} signs in to ${role.home} and sees its navigation`, async ({ page }) => {
    await signIn(page, role.account);
    await expect(page).toHaveURL(role.home);
    await expect(page).toHaveTitle(`Sagitta | ${role.title}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(role.title);
    await expectNavigation(page, role.fullName, role.items);
    await expect(headerName(page, role.fullName)).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('button', { name: 'Open the user menu' })).toBeVisible();
  });
}

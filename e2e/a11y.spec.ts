import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { navigation, statusErrorHeading } from './support/shell';
import { expectSignInPage, signInByApi } from './support/sign-in';

// The EULA page is checked in eula-release-notes.spec.ts: only surgeon.new, before accepting,
// can open it.

const infoLoaded = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading information…' })).toHaveCount(0);
};

const PAGES: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'the sign-in page',
    open: async (page) => {
      await page.goto('/');
      await expectSignInPage(page);
    },
  },
  {
    name: 'the status-error page',
    open: async (page) => {
      await page.goto('/users');
      await expect(statusErrorHeading(page)).toBeVisible();
    },
  },
  {
    name: 'the information page in the frame (/info)',
    open: async (page) => {
      await signInByApi(page, 'surgeon');
      await page.goto('/info');
      await expect(navigation(page)).toBeVisible();
      await infoLoaded(page);
    },
  },
  {
    name: 'the information page alone (/bmd-info)',
    open: async (page) => {
      await signInByApi(page, 'surgeon');
      await page.goto('/bmd-info');
      await infoLoaded(page);
      await expect(navigation(page)).toHaveCount(0);
    },
  },
  {
    name: 'the users list (/users)',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/users');
      await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    name: 'the bulk confirmation of the users list, with a long list of users',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/users');
      await page.getByRole('checkbox', { name: 'Select all users on this page' }).check();
      await page
        .getByRole('group', { name: 'Actions on the selected users' })
        .getByRole('button', { name: 'Delete' })
        .click();
      // Only asked: nobody is deleted.
      await expect(page.getByRole('dialog', { name: /^Delete \d+ users\?$/ })).toBeVisible();
    },
  },
  {
    name: 'the New user form showing its errors',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/users/new');
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
  {
    name: 'the institutions list (/institutions)',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/institutions');
      await expect(page.getByRole('link', { name: 'Lakeside Spine Center' })).toBeVisible();
    },
  },
  {
    name: 'an institution with its actions, to a system administrator',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/institutions');
      await page.getByRole('link', { name: 'Lakeside Spine Center' }).click();
      await expect(page.getByRole('group', { name: 'Institution actions' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Surgeons' })).toBeVisible();
    },
  },
  {
    name: 'the audit trail (/audit)',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await page.goto('/audit');
      await expect(
        page.getByRole('table', { name: 'Audit events' }).getByRole('row'),
      ).not.toHaveCount(0);
    },
  },
  {
    name: 'My Account of a physician (/profile)',
    open: async (page) => {
      await signInByApi(page, 'surgeon');
      await page.goto('/profile');
      await expect(page.getByRole('region', { name: 'Rod shipping address' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Connections' })).toBeVisible();
    },
  },
  {
    name: 'the account request page (/request-account)',
    open: async (page) => {
      await page.goto('/request-account');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Request an account' }),
      ).toBeVisible();
    },
  },
];

for (const { name, open } of PAGES) {
  test(`${name} has no serious or critical axe violation`, async ({ page }) => {
    await open(page);
    await expectNoSeriousA11yViolations(page);
  });
}

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
];

for (const { name, open } of PAGES) {
  test(`${name} has no serious or critical axe violation`, async ({ page }) => {
    await open(page);
    await expectNoSeriousA11yViolations(page);
  });
}

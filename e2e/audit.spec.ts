import { expect, test } from '@playwright/test';
import { navigation } from './support/shell';
import { signIn, signInByApi } from './support/sign-in';

test('a system administrator opens the audit trail and filters it by action', async ({ page }) => {
  await signIn(page, 'admin');
  await navigation(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit events' });
  await expect(table.getByRole('row')).not.toHaveCount(0);

  const filters = page.getByRole('search', { name: 'Filter the audit trail' });
  await filters.getByRole('textbox', { name: /^Action/ }).fill('auth.login');
  await filters.getByRole('textbox', { name: /^Action/ }).press('Enter');
  await expect(page).toHaveURL(/\/audit\?action=auth\.login$/);
  // The administrator's own sign-in, and nothing but sign-ins. The unfiltered rows stay on screen
  // until the filtered answer comes (the first of them may be a sign-in too): poll the whole set.
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('auth.login');
  await expect
    .poll(async () => new Set(await rows.locator('td:nth-of-type(1)').allTextContents()))
    .toEqual(new Set(['auth.login']));

  // Opening the trail was itself audited.
  await filters.getByRole('textbox', { name: /^Action/ }).fill('audit.read');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(rows.nth(1)).toContainText('audit.read');
});

test('a surgeon has no Audit entry, cannot open the page, and the API refuses them', async ({
  page,
}) => {
  await signInByApi(page, 'surgeon');
  await page.goto('/info');
  await expect(navigation(page)).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Audit' })).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).not.toHaveURL(/\/audit/);
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toHaveCount(0);
  const response = await page.request.get('/api/v1/audit-events');
  expect(response.status()).toBe(403);
});

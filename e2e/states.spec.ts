import { expect, test } from '@playwright/test';
import { globalState, navigation, statusErrorHeading, userMenu } from './support/shell';
import { expectSignInPage, selfStatus, signInByApi } from './support/sign-in';

test.describe('low resolution', () => {
  test.use({ viewport: { width: 1100, height: 700 } });

  test('shows on the sign-in page and clears once the window is large enough', async ({ page }) => {
    await page.goto('/');
    const state = globalState(page, 'Resolution Not Supported');
    await expect(state).toBeVisible();
    await expect(state).toContainText(
      'Sagitta needs a window wider than 1174 pixels and taller than 600 pixels.',
    );
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(state).toBeHidden();
    await expectSignInPage(page);
  });

  test('shows to a signed-in user and clears once the window is large enough', async ({ page }) => {
    await signInByApi(page, 'surgeon');
    await page.goto('/patient/list');
    const state = globalState(page, 'Resolution Not Supported');
    await expect(state).toBeVisible();
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(state).toBeHidden();
    await expect(navigation(page)).toBeVisible();
  });
});

test('going offline shows the offline state until the connection is back', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'surgeon');
  await page.goto('/patient/list');
  await expect(navigation(page)).toBeVisible();
  const state = globalState(page, 'Offline Connection Detected');
  await expect(state).toBeHidden();

  await context.setOffline(true);
  await expect(state).toBeVisible();
  await expect(state).toContainText('You are currently offline and cannot access the portal');
  await expect(state.getByRole('button', { name: 'Refresh' })).toBeVisible();

  await context.setOffline(false);
  await expect(state).toBeHidden();
});

test.describe('status-error page', () => {
  test('counts down from 15 s, then lands on the sign-in page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/users');
    await expect(page).toHaveURL('/status-error');
    await expect(statusErrorHeading(page)).toBeVisible();
    const countdown = page.getByText(/^You will be taken to the sign-in page in \d+ seconds?\.$/);
    await expect(countdown).toHaveText('You will be taken to the sign-in page in 15 seconds.');

    await page.clock.runFor(5_000);
    await expect(countdown).toHaveText('You will be taken to the sign-in page in 10 seconds.');
    await page.clock.runFor(10_000);
    await expectSignInPage(page);
  });

  test('Log in goes to the sign-in page at once', async ({ page }) => {
    await page.goto('/status-error?code=401');
    await expect(page.getByText(/^Unauthorized Access Detected\./)).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectSignInPage(page);
  });
});

test.describe('user menu', () => {
  test('lists the surgeons of clinical staff; choosing one goes to the patient list', async ({
    page,
  }) => {
    await signInByApi(page, 'staff');
    await page.goto('/info');
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    const menu = userMenu(page);
    await expect(menu).toBeVisible();
    const surgeons = menu.getByRole('group', { name: 'Surgeons' }).getByRole('button');
    await expect(surgeons).toHaveText(['Maria Chencurrent']);
    await expect(surgeons.first()).toHaveAttribute('aria-current', 'true');

    await surgeons.first().click();
    await expect(page).toHaveURL('/patient/list');
    await expect(menu).toBeHidden();
  });

  test('closes on a click outside', async ({ page }) => {
    await signInByApi(page, 'surgeon');
    await page.goto('/patient/list');
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    const menu = userMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByRole('button', { name: 'Close the user menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await page.getByRole('heading', { level: 1, name: 'Patients' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the user menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

test('logout from the navigation bar ends the session on the sign-in page', async ({ page }) => {
  await signInByApi(page, 'surgeon');
  await page.goto('/patient/list');
  expect(await selfStatus(page)).toBe(200);
  await navigation(page).getByRole('button', { name: 'Logout' }).click();
  await expectSignInPage(page);
  expect(await selfStatus(page)).toBe(401);
});

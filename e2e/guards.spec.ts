import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { navigation, statusErrorHeading } from './support/shell';
import { expectSignInPage, signIn, signInByApi } from './support/sign-in';

test.describe('anonymous', () => {
  test('the root shows the sign-in form', async ({ page }) => {
    await page.goto('/');
    await expectSignInPage(page);
    await expect(page).toHaveTitle('Sagitta | Sign in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sagitta' })).toBeVisible();
  });

  test('any other path goes to status-error', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL('/status-error');
    await expect(statusErrorHeading(page)).toBeVisible();
    await expect(page.getByText('This page is not available to your account.')).toBeVisible();
  });
});

test.describe('role guards', () => {
  test('a physician opening /users lands on the patient list', async ({ page }) => {
    await signInByApi(page, 'surgeon');
    await page.goto('/users');
    await expect(page).toHaveURL('/patient/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  });

  test('a user who accepted the EULA opening /eula lands on the role home', async ({ page }) => {
    await signInByApi(page, 'surgeon');
    await page.goto('/eula');
    await expect(page).toHaveURL('/patient/list');
  });

  test('/analytics shows the coming-soon page', async ({ page }) => {
    await signInByApi(page, 'surgeon');
    await page.goto('/analytics');
    await expect(page).toHaveURL('/coming-soon');
    await expect(page).toHaveTitle('Sagitta | Coming Soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  });

  test('a technician manager opening /case-list lands on the manager list', async ({ page }) => {
    await signInByApi(page, 'manager');
    await page.goto('/case-list');
    await expect(page).toHaveURL('/case-list/manager');
  });

  test('a modeler opening the manager list lands on the technician list', async ({ page }) => {
    await signInByApi(page, 'modeler');
    await page.goto('/case-list/manager');
    await expect(page).toHaveURL('/case-list/technician');
  });

  test('a rod manufacturer opening the patient list lands on the orders', async ({ page }) => {
    await signInByApi(page, 'rods');
    await page.goto('/patient/list');
    await expect(page).toHaveURL('/orders');
  });

  test('a tier-1 physician opening /actions lands on the patient list', async ({ page }) => {
    await signInByApi(page, 'surgeon.t1');
    await page.goto('/actions');
    await expect(page).toHaveURL('/patient/list');
  });

  test('clinical staff without a connection signs in to PhysicianNotSet', async ({ page }) => {
    await signIn(page, 'staff.alone');
    await expect(page).toHaveURL('/status-error?code=PhysicianNotSet');
    await expect(statusErrorHeading(page)).toBeVisible();
    await expect(page.getByText(/^No Connections Established\./)).toBeVisible();
  });

  test('paths are read case-insensitively: an administrator opens /USERS', async ({ page }) => {
    await signInByApi(page, 'admin');
    await page.goto('/USERS');
    await expect(page).toHaveURL('/USERS');
    await expect(page).toHaveTitle('Sagitta | Users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});

test('/app/{url} opens the URL in a new tab and the page stays where it was', async ({
  page,
  context,
}) => {
  // The network is closed: the external page is answered here.
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Example</title>' }),
  );
  await signInByApi(page, 'surgeon');
  await page.goto('/patient/list');
  await navigation(page).getByRole('link', { name: 'Info', exact: true }).click();
  await expect(page).toHaveURL('/info');

  const opened = context.waitForEvent('page');
  // A client-side navigation, as a link inside the app would make.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/app/https%3A%2F%2Fexample.org%2F');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const tab = await opened;
  await expect(tab).toHaveURL('https://example.org/');
  await expect(page).toHaveURL('/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();
});

test.describe('mobile', () => {
  test('a tab opened on a mobile page is a mobile session: desktop screens are refused', async ({
    page,
    context,
  }) => {
    await signInByApi(page, 'surgeon');
    const tab = await context.newPage();
    await tab.goto(`/mobile/patient/exams/${randomUUID()}`);
    await expect(tab).toHaveTitle('Sagitta | Patient Exams');
    await expect(tab.getByRole('heading', { level: 1, name: 'Patient Exams' })).toBeVisible();

    await tab.goto('/patient/list');
    await expect(tab).toHaveURL('/status-error?code=MobileUserLeftMobileScreens');
    await expect(statusErrorHeading(tab)).toBeVisible();
    await expect(tab.getByText(/^This screen is not available on mobile\./)).toBeVisible();
    await expect(tab.getByText(/sign-in page in/)).toHaveCount(0);
    await expect(tab.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  });

  test('a rod manufacturer on a mobile page gets the mobile message', async ({ page }) => {
    await signInByApi(page, 'rods');
    await page.goto(`/mobile/patient/exams/${randomUUID()}`);
    await expect(page).toHaveURL('/status-error?mobileError=true');
    await expect(statusErrorHeading(page)).toBeVisible();
    await expect(
      page.getByText('The mobile pages are available to surgeons and clinical staff only.'),
    ).toBeVisible();
  });

  test('a hash link to a mobile page becomes its path', async ({ page }) => {
    const id = randomUUID();
    await signInByApi(page, 'surgeon');
    await page.goto(`/#/mobile/patient/exams/${id}`);
    await expect(page).toHaveURL(`/mobile/patient/exams/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Patient Exams' })).toBeVisible();
  });
});

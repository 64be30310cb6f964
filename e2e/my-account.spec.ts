import { expect, test, type Page } from '@playwright/test';
import { toastWith } from './support/admin';
import { navigation } from './support/shell';
import { expectSignInPage, PASSWORD, signIn, signInByApi } from './support/sign-in';

// Each test that changes an account uses an e2e account of its own (fixtures/accounts.ts), so
// that no other test sees the change.

const myAccount = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

/** The Information section of My Account. */
const information = (page: Page) => page.getByRole('region', { name: 'Information' });

test('a physician edits their phone number, masked as it is typed', async ({ page }) => {
  await signInByApi(page, 'surgeon.edit');
  await page.goto('/profile');
  await myAccount(page);
  await expect(information(page)).not.toContainText('(619) 555 0123');

  await page.getByRole('link', { name: 'Edit phone' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Phone' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  // Digits only, masked as they come; anything else typed is dropped.
  await phone.pressSequentially('619');
  await expect(phone).toHaveValue('(619');
  await phone.pressSequentially('-55x5');
  await expect(phone).toHaveValue('(619) 555');
  await phone.pressSequentially('0123');
  await expect(phone).toHaveValue('(619) 555 0123');
  await phone.pressSequentially('99');
  await expect(phone).toHaveValue('(619) 555 0123');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Your phone number has been saved.')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(information(page)).toContainText('(619) 555 0123');

  // Saved on the server: a fresh load shows it too.
  await page.reload();
  await expect(information(page)).toContainText('(619) 555 0123');
});

test('a physician edits the states of their account', async ({ page }) => {
  await signInByApi(page, 'surgeon.edit');
  await page.goto('/profile');
  const states = page.getByRole('region', { name: 'Account states' });
  await expect(states.getByText('California', { exact: true })).toBeVisible();

  await states.getByRole('link', { name: 'Edit account states' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit States' })).toBeVisible();
  const input = page.getByRole('combobox', { name: 'States' });
  await input.fill('Neva');
  await page.getByRole('option', { name: 'Nevada', exact: true }).click();
  await input.fill('Oreg');
  await page.getByRole('option', { name: 'Oregon', exact: true }).click();
  // Backspace in the empty search removes the last state chosen; California stays.
  await input.press('Backspace');
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Your account states have been saved.')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(states.getByText('California, Nevada', { exact: true })).toBeVisible();

  await page.reload();
  await expect(states.getByText('California, Nevada', { exact: true })).toBeVisible();
});

test('a physician changes their password, then signs in with the new one only', async ({
  page,
}) => {
  const account = 'surgeon.password';
  const newPassword = 'Paolo-Renewed-2026!';
  await signIn(page, account);
  await navigation(page).getByRole('link', { name: 'Account' }).click();
  await myAccount(page);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();

  await page.getByLabel(/^Current password/).fill(PASSWORD);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm the new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL('/profile');

  await navigation(page).getByRole('button', { name: 'Logout' }).click();
  await expectSignInPage(page);

  // The old password is refused…
  await page.getByLabel('Email').fill(`${account}@sagitta.test`);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

  // …the new one opens the account.
  await signIn(page, account, newPassword);
  await expect(page).toHaveURL('/patient/list');
});

test('a sales representative has no rod shipping address to edit', async ({ page }) => {
  await signInByApi(page, 'rep');

  // The guard sends the edit page back to My Account, which has no such section.
  await page.goto('/profile/edit/shipping-address');
  await expect(page).toHaveURL('/profile');
  await myAccount(page);
  await expect(page.getByRole('region', { name: 'Account states' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rod shipping address' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit rod shipping address' })).toHaveCount(0);

  // The server refuses it as well, whatever the page does.
  const self = await page.request.get('/api/v1/users/self');
  const { userId } = (await self.json()) as { userId: string };
  const response = await page.request.put(`/api/v1/users/${userId}/shipping-address`, {
    headers: { 'x-requested-with': 'sagitta' },
    data: { street: '1 Harbor Way', city: 'San Diego', state: 'CA', zip: '92101', country: 'USA' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({
    statusCode: 403,
    message: 'Sales representatives have no rod shipping address',
  });
});

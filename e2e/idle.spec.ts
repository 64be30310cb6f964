import { expect, test } from '@playwright/test';
import { expectSignInPage, selfStatus, signIn } from './support/sign-in';

test('after the idle time-out every tab signs out', async ({ page, context }) => {
  // idle@ times out after 4 s; the tabs then sign out, each on its own timer.
  await signIn(page, 'idle');
  await expect(page).toHaveURL('/patient/list');
  const second = await context.newPage();
  await second.goto('/patient/list');
  await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await expectSignInPage(page, 15_000);
  await expectSignInPage(second, 15_000);
  expect(await selfStatus(page)).toBe(401);
});

import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';

/** The password of every demo and e2e account. */
export const PASSWORD = DEMO_PASSWORD;

/** The address of a demo or e2e account from its local part: `surgeon` → `surgeon@sagitta.test`. */
export const emailOf = (account: string): string => `${account}@sagitta.test`;

/**
 * Signs in through the sign-in form at `/`, as a user would, and waits until the guards have
 * taken the page away from `/` (password change, EULA or the role's home).
 * @param page - a page of a fresh context
 * @param account - the local part of the address, e.g. `surgeon`
 */
export async function signIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(emailOf(account));
  await page.locator('input[type=password]').fill(password);
  const login = page.waitForResponse((response) => response.url().endsWith('/auth/api/v1/login'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await login).status(), `sign-in of ${account}`).toBe(200);
  await page.waitForURL((url) => url.pathname !== '/');
}

/**
 * Signs in through the API, without the form: the session cookie lands in the page's context.
 * For tests about what follows sign-in; navigate afterwards.
 * @param page - a page of a fresh context
 * @param account - the local part of the address, e.g. `surgeon`
 */
export async function signInByApi(page: Page, account: string): Promise<void> {
  const response = await page.request.post('/auth/api/v1/login', {
    headers: { 'x-requested-with': 'sagitta' },
    data: { email: emailOf(account), password: PASSWORD },
  });
  expect(response.status(), `sign-in of ${account}`).toBe(200);
}

/** The sign-in form, as anyone not signed in sees it at `/`. */
export async function expectSignInPage(page: Page, timeout?: number): Promise<void> {
  await expect(page).toHaveURL('/', timeout === undefined ? {} : { timeout });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.locator('input[type=password]')).toBeVisible();
}

/** Whether the context's cookies still open a session: the self call's status (200 or 401). */
export async function selfStatus(page: Page): Promise<number> {
  return (await page.request.get('/api/v1/users/self')).status();
}

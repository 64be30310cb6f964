import { expect, test } from '@playwright/test';
import { statusErrorHeading } from './support/shell';
import { emailOf, expectSignInPage, PASSWORD } from './support/sign-in';

test('the served page loads in Chromium with its security headers', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expectSignInPage(page);
  await expect(page).toHaveTitle('Sagitta | Sign in');
});

test('a client-side path is served the app, an unknown API path a JSON 404', async ({
  page,
  request,
}) => {
  const response = await page.goto('/patient/list');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  // The app itself answers: nobody is signed in.
  await expect(statusErrorHeading(page)).toBeVisible();
  const api = await request.get('/api/v1/nothing-here');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect((await api.json()).statusCode).toBe(404);
});

test('a demo account signs in from the browser and its session cookie opens users/self', async ({
  page,
}) => {
  await page.goto('/');
  const result = await page.evaluate(
    async (credentials) => {
      const login = await fetch('/auth/api/v1/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'sagitta' },
        body: JSON.stringify(credentials),
      });
      const self = await fetch('/api/v1/users/self');
      return {
        login: login.status,
        self: self.status,
        body: (await self.json()) as { roles: string[] },
        cookie: document.cookie,
      };
    },
    { email: emailOf('surgeon'), password: PASSWORD },
  );
  expect(result.login).toBe(200);
  expect(result.self).toBe(200);
  expect(result.body.roles).toEqual(['sagitta:PHYSICIAN']);
  // HttpOnly: page scripts cannot read the session cookie.
  expect(result.cookie).not.toContain('sagitta_session');
});

test('the API documentation page renders', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI is heavy: give it time on a slow machine.
  await expect(page.getByRole('heading', { level: 1, name: /^Sagitta API/ })).toBeVisible({
    timeout: 15_000,
  });
});

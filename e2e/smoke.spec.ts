import { expect, test } from '@playwright/test';

test('the served page loads in Chromium', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Sagitta');
  await expect(page.getByRole('heading', { name: 'Sagitta' })).toBeVisible();
  // Security headers come with the page.
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('a client-side path is served the app, an unknown API path a JSON 404', async ({
  page,
  request,
}) => {
  const response = await page.goto('/patient/list');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sagitta' })).toBeVisible();
  const api = await request.get('/api/v1/nothing-here');
  expect(api.status()).toBe(404);
  expect((await api.json()).statusCode).toBe(404);
});

test('a demo account signs in from the browser and its session cookie opens users/self', async ({
  page,
}) => {
  await page.goto('/');
  const result = await page.evaluate(async () => {
    const login = await fetch('/auth/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'sagitta' },
      body: JSON.stringify({ email: 'surgeon@sagitta.test', password: 'Sagitta-Demo-2026!' }),
    });
    const self = await fetch('/api/v1/users/self');
    return {
      login: login.status,
      self: self.status,
      body: (await self.json()) as { roles: string[] },
      cookie: document.cookie,
    };
  });
  expect(result.login).toBe(200);
  expect(result.self).toBe(200);
  expect(result.body.roles).toEqual(['sagitta:PHYSICIAN']);
  // HttpOnly: page scripts cannot read the session cookie.
  expect(result.cookie).not.toContain('sagitta_session');
});

test('the API documentation page renders', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Sagitta API').first()).toBeVisible();
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  emailOf,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) => attemptSignIn(t.app, email, password);

describe('POST /auth/api/v1/login', () => {
  it('signs a user in with a token, an HttpOnly SameSite=Lax cookie and their profile', async () => {
    const response = await login(emailOf('surgeon'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user.emailAddress).toBe('surgeon@sagitta.test');
    expect(body.user.roles).toEqual(['sagitta:PHYSICIAN']);
    expect(body.passwordChangeRequired).toBe(false);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`sagitta_session=${body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('matches the email case-insensitively', async () => {
    const response = await login('SURGEON@Sagitta.Test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrong = await login(emailOf('surgeon2'), 'Not-The-Password-1');
    const unknown = await login('nobody@sagitta.test', 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('refuses a malformed body with a 400 naming the field', async () => {
    const response = await login('not-an-email', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('email');
  });
});

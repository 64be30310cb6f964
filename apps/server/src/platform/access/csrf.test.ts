import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, loginAs, type Session, type TestApp } from '../../../test/harness';

let t: TestApp;
let surgeon: Session;
beforeAll(async () => {
  t = await createTestApp();
  surgeon = await loginAs(t.app, 'surgeon');
});
afterAll(async () => {
  await t.close();
});

const CROSS_SITE = { statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused' };
/** `app.inject` sends `Host: localhost:80` over plain http. */
const SERVER_ORIGIN = 'http://localhost:80';

/** Accepts the EULA with the session cookie, as the browser sends it. */
const acknowledgeByCookie = (session: Session, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/users/${session.userId}/eula-acknowledged`,
    cookies: { sagitta_session: session.token },
    headers,
    payload: { eulaAcknowledged: true },
  });

describe('CSRF check on cookie-authenticated state changes', () => {
  it('refuses a cookie-borne change without X-Requested-With or Origin', async () => {
    const response = await acknowledgeByCookie(surgeon);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
  });

  it('accepts it with X-Requested-With: sagitta', async () => {
    const response = await acknowledgeByCookie(surgeon, { 'x-requested-with': 'sagitta' });
    expect(response.statusCode).toBe(200);
    expect(response.json().eulaAcknowledged).toBe(true);
  });

  it('refuses any other X-Requested-With value', async () => {
    for (const value of ['XMLHttpRequest', 'Sagitta', '']) {
      const response = await acknowledgeByCookie(surgeon, { 'x-requested-with': value });
      expect(response.statusCode, value).toBe(403);
      expect(response.json(), value).toEqual(CROSS_SITE);
    }
  });

  it('accepts it with the server’s own Origin', async () => {
    const response = await acknowledgeByCookie(surgeon, { origin: SERVER_ORIGIN });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    'https://evil.example',
    'null',
    'https://localhost:80',
    'http://localhost:8080',
    'http://localhost:80.evil.example',
  ])('refuses it with the foreign Origin %s', async (origin) => {
    const response = await acknowledgeByCookie(surgeon, { origin });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CROSS_SITE);
  });

  it('needs no header when the session comes as a bearer token', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${surgeon.userId}/eula-acknowledged`,
      headers: surgeon.headers,
      payload: { eulaAcknowledged: true },
    });
    expect(response.statusCode).toBe(200);
  });

  it('changes nothing when it refuses', async () => {
    const fresh = await loginAs(t.app, 'surgeon.new');
    const refused = await acknowledgeByCookie(fresh, { origin: 'https://evil.example' });
    expect(refused.statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ eulaAcknowledgedAt: users.eulaAcknowledgedAt })
      .from(users)
      .where(eq(users.id, fresh.userId));
    expect(row?.eulaAcknowledgedAt).toBeNull();

    const accepted = await acknowledgeByCookie(fresh, { 'x-requested-with': 'sagitta' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().eulaAcknowledged).toBe(true);
  });

  it('does not apply to reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/self',
      cookies: { sagitta_session: surgeon.token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

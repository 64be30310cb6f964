import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, sessions } from '../../db/schema';
import { createTestApp, loginAs, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const logout = (options: {
  url?: string;
  query?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}) =>
  t.app.inject({
    method: 'GET',
    url: options.url ?? '/auth/api/v1/logout',
    ...(options.query === undefined ? {} : { query: options.query }),
    ...(options.token === undefined ? {} : { cookies: { sagitta_session: options.token } }),
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  });

const self = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/users/self',
    headers: { authorization: `Bearer ${token}` },
  });

/** The Set-Cookie header that clears the session cookie, or undefined. */
function clearedCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const all = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return all.find((cookie) => cookie.startsWith('sagitta_session=;'));
}

describe('GET /auth/api/v1/logout', () => {
  it('ends the session, clears the cookie and redirects to the requested path', async () => {
    const session = await loginAs(t.app, 'surgeon');
    expect((await self(session.token)).statusCode).toBe(200);

    const response = await logout({
      query: { redirectUrl: '/patient/list' },
      token: session.token,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/patient/list');
    const cookie = clearedCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970 00:00:00 GMT|Max-Age=0/);

    const after = await self(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('User has not authenticated');
    const tokenHash = createHash('sha256').update(session.token).digest('hex');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash));
    expect(row?.endReason).toBe('logout');
    expect(row?.endedAt).toEqual(t.clock.now());
  });

  it('ends a session presented as a bearer token too', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/logout',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await self(session.token)).statusCode).toBe(401);
  });

  it('ends only the session it is called with', async () => {
    const kept = await loginAs(t.app, 'staff');
    const ended = await loginAs(t.app, 'staff');
    expect((await logout({ token: ended.token })).statusCode).toBe(302);
    expect((await self(ended.token)).statusCode).toBe(401);
    expect((await self(kept.token)).statusCode).toBe(200);
  });

  it('keeps a same-origin path with its query string', async () => {
    const response = await logout({ query: { redirectUrl: '/case/list?page=2&sort=date' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/case/list?page=2&sort=date');
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['an absolute http URL', 'http://evil.example/patient/list'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later in the path', '/patient\\..\\\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline hiding a second slash', '/\n/evil.example'],
    ['a carriage return', '/\r\nSet-Cookie: x=1'],
    ['a relative path without a slash', 'evil.example'],
    ['a character a Location header cannot carry', '/patient/\u20ac'],
    ['a Latin-1 character', '/patient/\u00e9'],
    ['a line separator', '/\u2028/evil.example'],
    ['an empty value', ''],
  ])('redirects to / instead of %s', async (_label, redirectUrl) => {
    const response = await logout({ query: { redirectUrl } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('ends the session and clears the cookie also when the redirect is refused', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const response = await logout({
      query: { redirectUrl: '/patient/\u20ac' },
      token: session.token,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(clearedCookie(response)).toBeDefined();
    expect((await self(session.token)).statusCode).toBe(401);
  });

  it('decodes the query before judging it', async () => {
    for (const url of [
      '/auth/api/v1/logout?redirectUrl=/%0a/evil.example',
      '/auth/api/v1/logout?redirectUrl=/%09/evil.example',
      '/auth/api/v1/logout?redirectUrl=%2F%2Fevil.example',
      '/auth/api/v1/logout?redirectUrl=/%5Cevil.example',
      '/auth/api/v1/logout?redirectUrl=https%3A%2F%2Fevil.example',
      '/auth/api/v1/logout?redirectUrl=',
    ]) {
      const response = await logout({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
    }
  });

  it('still redirects, and clears the cookie, without a session', async () => {
    const none = await logout({ query: { redirectUrl: '/patient/list' } });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/patient/list');
    expect(clearedCookie(none)).toBeDefined();

    const stale = await logout({ token: 'not-a-real-session-token' });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe('/');
    expect(clearedCookie(stale)).toBeDefined();
  });

  it('still redirects after the session has already ended', async () => {
    const session = await loginAs(t.app, 'surgeon');
    expect((await logout({ token: session.token })).statusCode).toBe(302);
    const again = await logout({ token: session.token, query: { redirectUrl: '/login' } });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login');
  });
});

describe('GET /auth/api/v1/logout from another site', () => {
  it.each([
    ['cross-site', 'surgeon2'],
    ['same-site', 'planner'],
  ] as const)(
    'refuses Sec-Fetch-Site: %s with 403: the session stays, the cookie too, and the refusal is audited',
    async (site, user) => {
      const session = await loginAs(t.app, user);
      const response = await logout({
        query: { redirectUrl: '/login' },
        token: session.token,
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Cross-site request refused',
      });
      expect(clearedCookie(response)).toBeUndefined();
      expect((await self(session.token)).statusCode).toBe(200);
      await expect
        .poll(async () => {
          const rows = await t.database.db
            .select({ id: auditEvents.id })
            .from(auditEvents)
            .where(
              and(eq(auditEvents.actorUserId, session.userId), eq(auditEvents.outcome, 'denied')),
            );
          return rows.length;
        })
        .toBe(1);
    },
  );

  it.each(['same-origin', 'none'])(
    'signs out with Sec-Fetch-Site: %s (our own page, or the address bar)',
    async (site) => {
      const session = await loginAs(t.app, 'surgeon2');
      const response = await logout({
        query: { redirectUrl: '/login' },
        token: session.token,
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
      expect(clearedCookie(response)).toBeDefined();
      expect((await self(session.token)).statusCode).toBe(401);
    },
  );
});

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, loginAs, type Session, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Default idle time-out (300 s) plus the server's grace (30 s). */
const IDLE_LIMIT_SECONDS = 330;
const DAY_SECONDS = 24 * 60 * 60;
const UNAUTHENTICATED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'User has not authenticated',
};

const self = (headers: Record<string, string> = {}, cookies?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/users/self',
    headers,
    ...(cookies === undefined ? {} : { cookies }),
  });

const selfAs = (session: Session, background = false) =>
  self({ ...session.headers, ...(background ? { 'x-background-request': '1' } : {}) });

const refresh = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/auth/api/v1/refresh-session', headers: session.headers });

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

async function sessionRow(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  if (row === undefined) throw new Error('no session row for this token');
  return row;
}

const secondsFromNow = (seconds: number) =>
  new Date(t.clock.now().getTime() + seconds * 1000).toISOString();

describe('how a session token is presented', () => {
  it('accepts the token as a bearer header', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const response = await self({ authorization: `Bearer ${session.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().emailAddress).toBe('surgeon@sagitta.test');
  });

  it('accepts the token as the sagitta_session cookie', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const response = await self({}, { sagitta_session: session.token });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(session.userId);
  });

  it('answers 401 to a garbage token, by header or by cookie, and to no token at all', async () => {
    const byHeader = await self({ authorization: 'Bearer not-a-real-session-token' });
    expect(byHeader.statusCode).toBe(401);
    expect(byHeader.json()).toEqual(UNAUTHENTICATED);
    const byCookie = await self({}, { sagitta_session: 'not-a-real-session-token' });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json()).toEqual(UNAUTHENTICATED);
    const malformed = await self({ authorization: 'Bearer two words' });
    expect(malformed.statusCode).toBe(401);
    const none = await self();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(UNAUTHENTICATED);
  });

  it('stores only the SHA-256 hash of the token, never the token itself', async () => {
    const session = await loginAs(t.app, 'staff');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(session.token);
    }
    const own = rows.filter((row) => row.tokenHash === sha256(session.token));
    expect(own).toHaveLength(1);
    expect(own[0]?.userId).toBe(session.userId);
  });
});

describe('idle expiry', () => {
  it('keeps a session at 329 s after the last activity and ends it past 330 s', async () => {
    const session = await loginAs(t.app, 'surgeon');
    t.clock.advance(200);
    expect((await selfAs(session)).statusCode).toBe(200); // activity written at +200 s
    t.clock.advance(IDLE_LIMIT_SECONDS - 1);
    expect((await selfAs(session)).statusCode).toBe(200); // +329 s after the last activity
    t.clock.advance(IDLE_LIMIT_SECONDS + 1);
    const expired = await selfAs(session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(UNAUTHENTICATED);
    const row = await sessionRow(session.token);
    expect(row.endReason).toBe('idle');
    expect(row.endedAt).toEqual(t.clock.now());
  });

  it('does not write activity for a request within 5 s of the last write', async () => {
    const session = await loginAs(t.app, 'surgeon');
    t.clock.advance(4);
    expect((await selfAs(session)).statusCode).toBe(200); // inside the write interval
    // 326 s after that request, but 330 s after the last recorded activity (the sign-in).
    t.clock.advance(IDLE_LIMIT_SECONDS - 4);
    expect((await selfAs(session)).statusCode).toBe(401);
  });

  it('does not count background requests as activity', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const signedInAt = t.clock.now();
    for (let poll = 1; poll <= 3; poll += 1) {
      t.clock.advance(100);
      expect((await selfAs(session, true)).statusCode).toBe(200);
    }
    expect((await sessionRow(session.token)).lastActivityAt).toEqual(signedInAt);
    t.clock.advance(29); // 329 s after sign-in
    expect((await selfAs(session, true)).statusCode).toBe(200);
    t.clock.advance(2); // 331 s after sign-in
    expect((await selfAs(session, true)).statusCode).toBe(401);
    expect((await sessionRow(session.token)).endReason).toBe('idle');
  });

  it('is not kept alive by the activity of another session of the same user', async () => {
    const polled = await loginAs(t.app, 'staff');
    const used = await loginAs(t.app, 'staff');
    for (let step = 1; step <= 4; step += 1) {
      t.clock.advance(100);
      expect((await selfAs(used)).statusCode).toBe(200);
      expect((await selfAs(polled, true)).statusCode).toBe(step <= 3 ? 200 : 401);
    }
  });

  it('keeps a session alive indefinitely with ordinary requests', async () => {
    const session = await loginAs(t.app, 'surgeon');
    // Two hours, each request just under the idle limit after the previous one.
    for (let elapsed = 0; elapsed < 2 * 60 * 60; elapsed += IDLE_LIMIT_SECONDS - 1) {
      t.clock.advance(IDLE_LIMIT_SECONDS - 1);
      expect((await selfAs(session)).statusCode).toBe(200);
    }
    expect((await sessionRow(session.token)).lastActivityAt).toEqual(t.clock.now());
  });
});

describe('absolute expiry', () => {
  it('ends a session 24 h after sign-in even with continuous activity', async () => {
    const session = await loginAs(t.app, 'surgeon');
    let elapsed = 0;
    while (elapsed + 300 < DAY_SECONDS) {
      t.clock.advance(300);
      elapsed += 300;
      const response = await selfAs(session);
      if (response.statusCode !== 200) throw new Error(`refused at +${elapsed} s`);
    }
    t.clock.advance(DAY_SECONDS - 1 - elapsed);
    expect((await selfAs(session)).statusCode).toBe(200); // one second before the end
    t.clock.advance(1);
    const expired = await selfAs(session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(UNAUTHENTICATED);
    expect((await sessionRow(session.token)).endReason).toBe('expired');
  });
});

describe('GET /auth/api/v1/refresh-session', () => {
  it('answers the absolute and idle deadlines and pushes the idle deadline forward', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const expiresAt = secondsFromNow(DAY_SECONDS);
    t.clock.advance(60);
    const first = await refresh(session);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      expiresAt,
      idleExpiresAt: secondsFromNow(IDLE_LIMIT_SECONDS),
    });
    // A refresh records activity even inside the 5 s write interval.
    t.clock.advance(2);
    const second = await refresh(session);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      expiresAt,
      idleExpiresAt: secondsFromNow(IDLE_LIMIT_SECONDS),
    });
    // The refresh kept the session alive past the idle limit of the sign-in.
    t.clock.advance(IDLE_LIMIT_SECONDS - 1);
    expect((await selfAs(session, true)).statusCode).toBe(200);
  });

  it('extends the session even when sent as a background request', async () => {
    const session = await loginAs(t.app, 'surgeon');
    t.clock.advance(300);
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/api/v1/refresh-session',
      headers: { ...session.headers, 'x-background-request': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().idleExpiresAt).toBe(secondsFromNow(IDLE_LIMIT_SECONDS));
  });

  it('answers 401 once the session has ended', async () => {
    const session = await loginAs(t.app, 'surgeon');
    t.clock.advance(IDLE_LIMIT_SECONDS);
    const response = await refresh(session);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
    expect((await sessionRow(session.token)).endReason).toBe('idle');
  });
});

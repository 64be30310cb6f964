import { count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema';
import {
  as,
  createTestApp,
  DEMO_PASSWORD,
  emailOf,
  loginAs,
  type Session,
  type TestApp,
} from '../../../test/harness';

type AuditRow = typeof auditEvents.$inferSelect;

const NEW_PASSWORD = 'Audited-Change-2027!';
/** What `app.inject` reports as the client address. */
const CLIENT_IP = '127.0.0.1';

let t: TestApp;
/** Every token handed out in this file: none may ever appear in the audit trail. */
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rowsOf(action: string): Promise<AuditRow[]> {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id));
}

async function allRows(): Promise<AuditRow[]> {
  return t.database.db.select().from(auditEvents).orderBy(auditEvents.id);
}

async function rowCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(auditEvents);
  return row?.n ?? -1;
}

/**
 * The audit trail writes its own rows once the answer has gone out: wait until the row a test
 * expects is there (or fail after a second).
 */
async function waitForRow(action: string, match: (row: AuditRow) => boolean): Promise<AuditRow> {
  return vi.waitFor(
    async () => {
      const row = (await rowsOf(action)).find(match);
      if (row === undefined) throw new Error(`no ${action} audit row yet`);
      return row;
    },
    { timeout: 2_000, interval: 20 },
  );
}

/** Waits until the rows written after their answers have gone out are all in. */
async function settle(): Promise<void> {
  let previous = await rowCount();
  for (let round = 0; round < 50; round++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const current = await rowCount();
    if (current === previous) return;
    previous = current;
  }
}

async function signIn(user: Parameters<typeof loginAs>[1]): Promise<Session> {
  const session = await loginAs(t.app, user);
  tokens.push(session.token);
  return session;
}

/** Every message of an error and its causes: drivers and ORMs wrap the database's error. */
function messagesOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(' <- ');
}

describe('audit trail', () => {
  it('records a successful sign-in with the session, the actor and the client address', async () => {
    const session = await signIn('surgeon');
    const rows = await rowsOf('auth.login');
    const row = rows.find((r) => r.actorUserId === session.userId && r.outcome === 'success');
    expect(row).toMatchObject({
      action: 'auth.login',
      actorUserId: session.userId,
      targetType: 'session',
      outcome: 'success',
      clientIp: CLIENT_IP,
    });
    expect(row?.targetId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records a failed sign-in against the account, without an actor', async () => {
    const surgeon2 = await signIn('surgeon2');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/login',
      payload: { email: emailOf('surgeon2'), password: 'Wrong-Password-99' },
    });
    expect(response.statusCode).toBe(401);
    const row = (await rowsOf('auth.login')).find(
      (r) => r.outcome === 'failure' && r.targetId === surgeon2.userId,
    );
    expect(row).toMatchObject({
      action: 'auth.login',
      actorUserId: null,
      targetType: 'user',
      targetId: surgeon2.userId,
      outcome: 'failure',
      clientIp: CLIENT_IP,
      details: { reason: 'wrong-password' },
    });
  });

  it('records a sign-out', async () => {
    const session = await signIn('rep');
    const response = await as(t.app, session, { method: 'GET', url: '/auth/api/v1/logout' });
    expect(response.statusCode).toBe(302);
    const [row] = (await rowsOf('auth.logout')).filter((r) => r.actorUserId === session.userId);
    expect(row).toMatchObject({
      action: 'auth.logout',
      actorUserId: session.userId,
      targetType: 'session',
      outcome: 'success',
      clientIp: CLIENT_IP,
    });
    const [login] = (await rowsOf('auth.login')).filter(
      (r) => r.actorUserId === session.userId && r.outcome === 'success',
    );
    // the session signed out is the one signed in
    expect(row?.targetId).toBe(login?.targetId);
  });

  it('records an EULA acceptance once, by its holder', async () => {
    const session = await signIn('surgeon.new');
    const response = await as(t.app, session, {
      method: 'PATCH',
      url: `/api/v1/users/${session.userId}/eula-acknowledged`,
      payload: { eulaAcknowledged: true },
    });
    expect(response.statusCode).toBe(200);
    await settle();
    const rows = (await rowsOf('user.eula.acknowledge')).filter(
      (r) => r.actorUserId === session.userId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'user.eula.acknowledge',
      actorUserId: session.userId,
      targetType: 'user',
      targetId: session.userId,
      outcome: 'success',
      clientIp: CLIENT_IP,
    });
  });

  it('records a password change', async () => {
    const session = await signIn('staff');
    const response = await as(t.app, session, {
      method: 'PUT',
      url: `/api/v1/users/${session.userId}/password`,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    await settle();
    const rows = (await rowsOf('user.password.change')).filter(
      (r) => r.actorUserId === session.userId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'user.password.change',
      actorUserId: session.userId,
      targetType: 'user',
      targetId: session.userId,
      outcome: 'success',
      clientIp: CLIENT_IP,
    });
  });

  it('records a forbidden request as a denial', async () => {
    const session = await signIn('surgeon');
    const response = await as(t.app, session, { method: 'GET', url: '/api/v1/roles' });
    expect(response.statusCode).toBe(403);
    const row = await waitForRow('access.denied', (r) => r.actorUserId === session.userId);
    expect(row).toMatchObject({
      action: 'access.denied',
      actorUserId: session.userId,
      targetType: 'route',
      targetId: 'GET /api/v1/roles',
      outcome: 'denied',
      clientIp: CLIENT_IP,
      details: { statusCode: 403 },
    });
  });

  it('records a refused read of another account with the route as target and the id in details', async () => {
    const session = await signIn('surgeon2');
    const other = await signIn('surgeon.t1');
    const response = await as(t.app, session, {
      method: 'GET',
      url: `/api/v1/users/${other.userId}`,
    });
    expect(response.statusCode).toBe(403);
    const row = await waitForRow('access.denied', (r) => r.actorUserId === session.userId);
    expect(row).toMatchObject({
      targetType: 'route',
      targetId: 'GET /api/v1/users/:id',
      outcome: 'denied',
      details: { statusCode: 403, id: other.userId },
    });
  });

  it('records a refused change as a failure', async () => {
    const session = await signIn('modeler');
    const response = await as(t.app, session, {
      method: 'PUT',
      url: `/api/v1/users/${session.userId}/password`,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Short-1' },
    });
    expect(response.statusCode).toBe(400);
    const row = await waitForRow('user.password.change', (r) => r.actorUserId === session.userId);
    expect(row).toMatchObject({
      action: 'user.password.change',
      actorUserId: session.userId,
      targetId: session.userId,
      outcome: 'failure',
      clientIp: CLIENT_IP,
      details: { statusCode: 400 },
    });
    // the one row of the refused change, and no success
    await settle();
    const rows = (await rowsOf('user.password.change')).filter(
      (r) => r.actorUserId === session.userId,
    );
    expect(rows.map((r) => r.outcome)).toEqual(['failure']);
  });

  it('never holds a password or a session token', async () => {
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    await settle();
    const serialized = JSON.stringify(await allRows());
    expect(serialized).not.toContain(DEMO_PASSWORD);
    expect(serialized).not.toContain(NEW_PASSWORD);
    expect(serialized).not.toContain('Wrong-Password-99');
    expect(serialized).not.toContain('Short-1');
    for (const token of tokens) expect(serialized).not.toContain(token);
  });
});

describe('audit_events is append-only', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_events SET action = 'x'`],
    ['DELETE', sql`DELETE FROM audit_events`],
    ['TRUNCATE', sql`TRUNCATE audit_events`],
  ])('refuses %s, whoever asks', async (_, statement) => {
    await settle();
    const before = await rowCount();
    expect(before).toBeGreaterThan(0);
    const error = await t.database.db.execute(statement).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(messagesOf(error)).toContain('append-only');
    expect(await rowCount()).toBe(before);
    expect((await rowsOf('x')).length).toBe(0);
  });
});

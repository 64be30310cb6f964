import { desc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema';
import {
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  emailOf,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterEach(async () => {
  await t.close();
});

const login = (password: string) => attemptSignIn(t.app, emailOf('planner'), password);

async function rowsSince(id: number) {
  const rows = await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id));
  return rows.filter((row) => row.id > id);
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

describe('sign-in audit rows', () => {
  it('writes exactly one row for a successful sign-in and one for a failed one', async () => {
    const before = await lastAuditId();
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await login('Wrong-Password-1')).statusCode).toBe(401);
    const rows = await rowsSince(before);
    expect(rows.map((row) => [row.action, row.outcome])).toEqual([
      ['auth.login', 'failure'],
      ['auth.login', 'success'],
    ]);
  });

  it('audits sign-ins refused by the rate limit, before any password is checked', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) await login('Wrong-Password-1');
    const before = await lastAuditId();
    const limited = await login(DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);
    // The rate limiter answers before the route runs: its row is written by the audit trail's
    // onResponse hook, which may finish just after the answer reaches the test.
    const rows = await vi.waitFor(async () => {
      const written = await rowsSince(before);
      expect(written).toHaveLength(1);
      return written;
    });
    expect(rows[0]).toMatchObject({ action: 'auth.login', outcome: 'failure', actorUserId: null });
    expect(rows[0]?.details).toEqual({ statusCode: 429 });
  });
});

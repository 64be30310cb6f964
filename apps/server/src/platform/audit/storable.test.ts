import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recordAudit, type AuditEntry } from './audit';
import { auditWriteFailures } from './write-failures';

/** Issue 14, item 8: the audit writer never loses a row, whatever a request carried. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const AT = new Date('2026-11-22T09:00:00.000Z');
const ACTOR = '00000000-0000-4000-8000-000000000001';

async function rowOf(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

/**
 * Every field holds NUL, another control character or an unpaired surrogate; details also
 * hold a list of strings, as the read audit's details may.
 */
const hostile = (action: string): AuditEntry => ({
  actorUserId: ACTOR,
  action,
  targetType: 'ro\u0000ute',
  targetId: 'GET /api/v1/users/a\u0000b\uD800',
  outcome: 'failure',
  clientIp: '127.0.0.1\u0000',
  details: {
    statusCode: 400,
    id: '\u0000\u001b[2J',
    'ke\u0000y': 'x\uDC00y',
    ratio: Number.NaN,
    ids: ['a\u0000', 'b'] as unknown as string,
  },
});

const ESCAPED = {
  targetType: 'ro\\u0000ute',
  targetId: 'GET /api/v1/users/a\\u0000b\\ud800',
  clientIp: '127.0.0.1\\u0000',
  details: {
    statusCode: 400,
    id: '\\u0000\\u001b[2J',
    'ke\\u0000y': 'x\\udc00y',
    ratio: null,
    ids: ['a\\u0000', 'b'],
  },
};

describe('recordAudit with what PostgreSQL cannot store', () => {
  it('stores a row with NUL, control characters and lone surrogates in every field, escaped', async () => {
    const before = auditWriteFailures();
    await recordAudit(t.database.db, AT, hostile('test.hostile\u0000'));
    expect(await rowOf('test.hostile\\u0000')).toMatchObject({
      ...ESCAPED,
      actorUserId: ACTOR,
      outcome: 'failure',
      occurredAt: AT,
    });
    expect(auditWriteFailures()).toBe(before);
  });

  it('stores it inside a transaction too, committed with it', async () => {
    await t.database.db.transaction(async (tx) => {
      await recordAudit(tx, AT, hostile('test.hostile.tx'));
    });
    expect(await rowOf('test.hostile.tx')).toMatchObject(ESCAPED);
  });

  it('keeps an actor that is not a uuid in the details, not in the uuid column', async () => {
    await recordAudit(t.database.db, AT, {
      actorUserId: 'not-a-uuid\u0000',
      action: 'test.actor',
      outcome: 'denied',
      clientIp: null,
    });
    expect(await rowOf('test.actor')).toMatchObject({
      actorUserId: null,
      details: { unstorableActor: 'not-a-uuid\\u0000' },
    });
  });
});

describe('recordAudit when the insert still fails', () => {
  // A check the database enforces and the escaping does not satisfy: the target `a!b`.
  beforeAll(async () => {
    await t.database.db.execute(
      sql`ALTER TABLE audit_events ADD CONSTRAINT test_no_bang CHECK (target_id NOT LIKE '%!%')`,
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql`ALTER TABLE audit_events DROP CONSTRAINT test_no_bang`);
  });

  const refusedEntry = (action: string): AuditEntry => ({
    actorUserId: ACTOR,
    action,
    targetType: 'route',
    targetId: 'a!b',
    outcome: 'failure',
    clientIp: '127.0.0.1',
    details: { statusCode: 400, id: 'a!b', code: 'plain-code' },
  });

  it('stores the row again with the fields it could not store replaced, and counts the failure', async () => {
    const before = auditWriteFailures();
    await recordAudit(t.database.db, AT, refusedEntry('test.fallback'));
    expect(await rowOf('test.fallback')).toMatchObject({
      actorUserId: ACTOR,
      targetType: 'route',
      targetId: '[unstorable]',
      outcome: 'failure',
      clientIp: '127.0.0.1',
      details: { statusCode: 400, id: '[unstorable]', code: 'plain-code', auditFallback: true },
    });
    expect(auditWriteFailures()).toBe(before + 1);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json().auditWriteFailures).toBe(before + 1);
  });

  it('inside a transaction, lets the error roll the change back (the trail then records the request), counted', async () => {
    const before = auditWriteFailures();
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, AT, refusedEntry('test.fallback.tx'));
      }),
    ).rejects.toThrow();
    expect(await rowOf('test.fallback.tx')).toBeUndefined();
    expect(auditWriteFailures()).toBe(before + 1);
  });
});

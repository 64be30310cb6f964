import { gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, NESTING_TOO_DEEP_MESSAGE } from '@sagitta/domain';
import { auditEvents } from '../db/schema';
import { createTestApp, loginAs, type Session, type TestApp } from '../../test/harness';

/** Issue 14, items 7 and 8: what the edge refuses before anything walks, parses or queries. */

type AuditRow = typeof auditEvents.$inferSelect;

let t: TestApp;
let lastSeenId = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The public routes that take a body from anyone (issue 14, item 7). */
const PUBLIC_BODY_ROUTES = [
  '/api/acquisitions/store',
  '/auth/api/v1/login',
  '/api/v1/access-requests',
  '/auth/api/v1/set-password',
  '/auth/api/v1/client-access-key/token',
  '/api/v1/client-logs',
];

const LEVELS = 500_000;
/** 1 MB: `[[[…]]]`, 500 000 arrays deep. */
const DEEP_ARRAYS = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
/** `{"a":{"a":…}}`, as deep as the 1 MB body limit allows. */
const DEEP_OBJECTS = '{"a":'.repeat(170_000) + '1' + '}'.repeat(170_000);

let nextAddress = 1;
/** Each request from an address of its own: the public routes are rate limited per client. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const postJson = (url: string, payload: string, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
    remoteAddress,
  });

/** The audit rows written since the last call, waited for: the trail writes after answering. */
async function newRows(count: number, where: (row: AuditRow) => boolean): Promise<AuditRow[]> {
  let rows: AuditRow[] = [];
  await expect
    .poll(
      async () => {
        rows = (
          await t.database.db
            .select()
            .from(auditEvents)
            .where(gt(auditEvents.id, lastSeenId))
            .orderBy(auditEvents.id)
        ).filter(where);
        return rows.length;
      },
      { timeout: 3_000, interval: 20 },
    )
    .toBeGreaterThanOrEqual(count);
  lastSeenId = Math.max(lastSeenId, ...rows.map((row) => row.id));
  return rows;
}

describe('item 7: deeply nested JSON', () => {
  it.each(PUBLIC_BODY_ROUTES)(
    'POST %s with a body nested 500 000 levels → 400, audited',
    async (url) => {
      for (const body of [DEEP_ARRAYS, DEEP_OBJECTS]) {
        const response = await postJson(url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: NESTING_TOO_DEEP_MESSAGE,
        });
      }
      const rows = await newRows(2, (row) => row.details?.reason === 'too-deep');
      expect(rows.every((row) => row.outcome === 'failure' && row.actorUserId === null)).toBe(true);
    },
  );

  it('accepts nesting up to the bound: a body 32 levels deep reaches validation', async () => {
    const body = '{"a":'.repeat(32) + '1' + '}'.repeat(32);
    const response = await postJson('/auth/api/v1/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toBe(NESTING_TOO_DEEP_MESSAGE);
    const deeper = await postJson('/auth/api/v1/login', `{"a":${body}}`);
    expect(deeper.json().message).toBe(NESTING_TOO_DEEP_MESSAGE);
  });

  it('keeps /api/health fast while 40 such bodies arrive at once', async () => {
    const started = Date.now();
    let healthTook = -1;
    const attacks = Array.from({ length: 40 }, (_, index) =>
      postJson(PUBLIC_BODY_ROUTES[index % PUBLIC_BODY_ROUTES.length] ?? '', DEEP_ARRAYS),
    );
    const health = t.app.inject({ url: '/api/health' }).then((response) => {
      healthTook = Date.now() - started;
      return response;
    });
    const answers = await Promise.all(attacks);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 400));
    expect((await health).statusCode).toBe(200);
    // Before the bound, health stalled and every such body was a 500 (figures:
    // docs/performance.md#the-edge-and-hostile-input).
    expect(healthTook).toBeLessThan(2_000);
  });
});

describe('item 8: NUL and other control characters', () => {
  let surgeon: Session;
  let useradmin: Session;
  let admin: Session;
  beforeAll(async () => {
    surgeon = await loginAs(t.app, 'surgeon');
    useradmin = await loginAs(t.app, 'useradmin');
    admin = await loginAs(t.app, 'admin');
  });

  const REFUSED = { statusCode: 400, error: 'Bad Request', message: CONTROL_CHARACTERS_MESSAGE };

  it('POST /auth/api/v1/client-access-key/token with NUL in the key → 400, audited', async () => {
    const response = await postJson(
      '/auth/api/v1/client-access-key/token',
      JSON.stringify({ key: 'key\u0000', secret: 'secret' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    const [row] = await newRows(
      1,
      (r) => r.action === 'access-key.token' && r.details?.reason === 'control-characters',
    );
    expect(row).toMatchObject({
      outcome: 'failure',
      actorUserId: null,
      details: { statusCode: 400, reason: 'control-characters' },
    });
  });

  it.each([
    [
      'surgeon',
      '/patient-list/api/v1/acquisitions?patientName=%00',
      'GET /patient-list/api/v1/acquisitions',
    ],
    ['useradmin', '/api/v1/users?search=a%00', 'GET /api/v1/users'],
    ['admin', '/api/v1/institutions?search=a%00', 'GET /api/v1/institutions'],
    ['admin', '/api/v1/institutions?search=a%0Ab', 'GET /api/v1/institutions'],
    ['admin', '/api/v1/institutions?search=ok&search=%1B', 'GET /api/v1/institutions'],
  ] as const)('as %s, GET %s → 400, audited', async (who, url, route) => {
    const session = { surgeon, useradmin, admin }[who];
    const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    const [row] = await newRows(1, (r) => r.targetId === route);
    expect(row).toMatchObject({
      action: 'api.request',
      actorUserId: session.userId,
      targetType: 'route',
      outcome: 'failure',
      details: { statusCode: 400, reason: 'control-characters' },
    });
  });

  it('a NUL in a path parameter → 400, and the row keeps the id, escaped', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/a%00b',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    const [row] = await newRows(1, (r) => r.targetId === 'GET /api/v1/users/:id');
    expect(row?.details).toEqual({
      statusCode: 400,
      id: 'a\\u0000b',
      reason: 'control-characters',
    });
  });

  it('a NUL in a JSON key or a nested value of an authenticated change → 400, audited', async () => {
    for (const payload of [{ 'eula\u0000': true }, { eulaAcknowledged: true, x: [['\u0000']] }]) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${surgeon.userId}/eula-acknowledged`,
        headers: surgeon.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(REFUSED);
    }
    const rows = await newRows(2, (r) => r.action === 'user.eula.acknowledge');
    expect(rows.map((r) => r.details?.reason)).toEqual([
      'control-characters',
      'control-characters',
    ]);
  });

  it('lets line breaks through in a multi-line field only', async () => {
    const report = {
      level: 'ERROR',
      code: 500,
      message: 'TypeError: x is undefined\n    at render (app.js:1:2)\r\n\tand more',
      route: '/patient/:patientId',
      occurredAt: '2026-11-22T08:00:30.000Z',
    };
    const accepted = await postJson('/api/v1/client-logs', JSON.stringify(report));
    expect(accepted.statusCode).toBe(204);
    const refused = await postJson(
      '/api/v1/client-logs',
      JSON.stringify({ ...report, route: '/patient\n' }),
    );
    expect(refused.json()).toEqual(REFUSED);
    const withNul = await postJson(
      '/api/v1/client-logs',
      JSON.stringify({ ...report, message: 'a\u0000b' }),
    );
    expect(withNul.json()).toEqual(REFUSED);
  });

  it('still answers a clean search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/institutions?search=a',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('a multipart body that breaks off (found by the fuzz test)', () => {
  it.each([
    ['--x\r\n'],
    ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.dcm"\r\n\r\nDICM'],
  ])('POST /api/acquisitions/store with %j → 400, not 500', async (payload) => {
    const surgeon = await loginAs(t.app, 'surgeon');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acquisitions/store',
      headers: { ...surgeon.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Malformed multipart body',
    });
  });
});

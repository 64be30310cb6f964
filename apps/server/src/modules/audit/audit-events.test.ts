import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, auditEventsPage } from '@sagitta/domain';
import { recordAudit } from '../../platform/audit/audit';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { DEMO_USERS, type DemoUser, useTestApp } from '../../../test/harness';

const t = useTestApp();
const ACTOR_A = '11111111-1111-4111-8111-111111111111';
const ACTOR_B = '22222222-2222-4222-8222-222222222222';
/** Fixed instants, one hour apart from 2031-01-01T00:00Z: later than anything the tests write. */
const hour = (n: number) => new Date(Date.UTC(2031, 0, 1, n));

async function page(query: string, user: DemoUser = 'admin') {
  const response = await t.callAs(user, 'GET', `${API_PATHS.auditEvents}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditEventsPage.parse(response.json());
}

beforeAll(async () => {
  // Written out of order: the API orders them.
  const rows = [
    { n: 3, action: 'probe.read', actor: ACTOR_A, target: ['exam', 'e-1'], outcome: 'success' },
    { n: 1, action: 'probe.read', actor: ACTOR_B, target: ['exam', 'e-2'], outcome: 'denied' },
    { n: 4, action: 'probe.change', actor: ACTOR_A, target: ['user', 'u-1'], outcome: 'failure' },
    { n: 2, action: 'probe.change', actor: ACTOR_B, target: ['exam', 'e-1'], outcome: 'success' },
    { n: 5, action: 'probe.read', actor: ACTOR_A, target: ['exam', 'e-3'], outcome: 'success' },
  ] as const;
  for (const row of rows) {
    await recordAudit(t.database.db, hour(row.n), {
      actorUserId: row.actor,
      action: row.action,
      targetType: row.target[0],
      targetId: row.target[1],
      outcome: row.outcome,
      clientIp: '10.0.0.1',
      details: { n: row.n },
    });
  }
});

describe('GET /api/v1/audit-events', () => {
  it('answers the newest events first, with their fields and the total', async () => {
    const body = await page('?limit=5');
    expect(body.items.map((item) => item.details)).toEqual([
      { n: 5 },
      { n: 4 },
      { n: 3 },
      { n: 2 },
      { n: 1 },
    ]);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      occurredAt: '2031-01-01T05:00:00.000Z',
      actorUserId: ACTOR_A,
      action: 'probe.read',
      targetType: 'exam',
      targetId: 'e-3',
      outcome: 'success',
      clientIp: '10.0.0.1',
      details: { n: 5 },
    });
    expect(body.totalCount).toBeGreaterThan(5); // the sign-ins of this file are there too
  });

  it.each([
    ['action', '?action=probe.change', [4, 2]],
    ['actorUserId', `?actorUserId=${ACTOR_B}`, [2, 1]],
    ['targetType', '?targetType=user', [4]],
    ['targetId', '?targetId=e-1', [3, 2]],
    ['outcome', '?outcome=denied', [1]],
    ['from (inclusive)', '?action=probe.read&from=2031-01-01T03:00:00Z', [5, 3]],
    ['to (exclusive)', '?action=probe.read&to=2031-01-01T03:00:00Z', [1]],
    ['several at once', `?actorUserId=${ACTOR_A}&targetType=exam&outcome=success`, [5, 3]],
  ])('filters by %s', async (_, query, expected) => {
    const body = await page(query);
    expect(body.items.map((item) => item.details?.n)).toEqual(expected);
    expect(body.totalCount).toBe(expected.length);
  });

  it('pages: `limit` per page, `page` from 1, the total of every page', async () => {
    const first = await page('?action=probe.read&limit=2');
    const second = await page('?action=probe.read&limit=2&page=2');
    expect(first.items.map((item) => item.details?.n)).toEqual([5, 3]);
    expect(second.items.map((item) => item.details?.n)).toEqual([1]);
    expect([first.totalCount, second.totalCount]).toEqual([3, 3]);
    // Twenty by default.
    for (let n = 0; n < 21; n++) {
      await recordAudit(t.database.db, new Date(Date.UTC(2030, 0, 1, 0, n)), {
        actorUserId: null,
        action: 'probe.bulk',
        outcome: 'success',
        clientIp: null,
      });
    }
    const byDefault = await page('?action=probe.bulk');
    expect([byDefault.items.length, byDefault.totalCount]).toEqual([20, 21]);
  });

  it.each([
    ['a limit over 100', '?limit=101'],
    ['a date that is not ISO 8601', '?from=yesterday'],
    ['a date without its offset', '?from=2031-01-01T00:00:00'],
    ['`from` after `to`', '?from=2031-01-02T00:00:00Z&to=2031-01-01T00:00:00Z'],
    ['an actor that is not a user id', '?actorUserId=admin'],
    ['an unknown outcome', '?outcome=maybe'],
    ['a control character', '?targetId=e%00'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await t.callAs('admin', 'GET', `${API_PATHS.auditEvents}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });

  it.each(DEMO_USERS.filter((user) => user !== 'admin'))('refuses %s with 403', async (user) => {
    const response = await t.callAs(user, 'GET', API_PATHS.auditEvents);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('probe.');
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.auditEvents });
    expect(response.statusCode).toBe(401);
  });

  it('is itself audited: who read the trail, and which events they saw', async () => {
    const since = await lastAuditId(t.database.db);
    const body = await page('?action=probe.change');
    const [row, ...more] = await awaitAuditRows(t.database.db, since, 'audit.read');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorUserId: await t.userIdOf('admin'),
      targetType: 'audit-event',
      outcome: 'success',
      details: { statusCode: 200, ids: body.items.map((item) => String(item.id)) },
    });
  });

  it('is in the OpenAPI document with its filters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths[API_PATHS.auditEvents].get;
    expect(operation.tags).toEqual(['audit']);
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'actorUserId',
      'targetType',
      'targetId',
      'action',
      'outcome',
      'from',
      'to',
      'page',
      'limit',
    ]);
  });

  it('a refusal is audited as a denial of the route', async () => {
    const since = await lastAuditId(t.database.db);
    await t.callAs('useradmin', 'GET', API_PATHS.auditEvents);
    const [row] = await awaitAuditRows(t.database.db, since, 'access.denied');
    expect(row).toMatchObject({
      actorUserId: await t.userIdOf('useradmin'),
      targetId: `GET ${API_PATHS.auditEvents}`,
      outcome: 'denied',
    });
  });
});

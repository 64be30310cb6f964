import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aieConfigurations, clientAccessKeys, institutions } from '../../db/schema';
import { as, type DemoUser, type Method, useTestApp } from '../../../test/harness';
import { newInstitution } from '../../../test/institutions';
import { insertTestUser } from './test-support';

/**
 * Abuse cases: callers without the permission a route declares are refused with 403 and change
 * nothing, even with a well-formed request for a real institution.
 */
const t = useTestApp();
let institutionId: string;
let keyId: string;

beforeAll(async () => {
  institutionId = await newInstitution(t, 'Guarded Clinic', 2);
  const key = await t.callAs('admin', 'POST', '/auth/api/v1/client-access-key', { institutionId });
  keyId = key.json().id;
});

const base = { name: 'Guarded Clinic Renamed', tier: 3 };

/** The institutions:manage and access-keys:manage calls, with bodies that would succeed. */
const managementCalls = (): [string, Method, string, object | undefined][] => [
  ['create an institution', 'POST', '/api/v1/institutions', { name: 'Intruder Clinic', tier: 1 }],
  ['edit an institution', 'PUT', `/api/v1/institutions/${institutionId}`, base],
  ['disable it', 'PATCH', `/api/v1/institutions/${institutionId}/active`, { active: false }],
  ['delete it', 'DELETE', `/api/v1/institutions/${institutionId}`, undefined],
  [
    'edit its tier',
    'PUT',
    `/api/v1/institutions/${institutionId}/tier`,
    { tier: 3, features: null },
  ],
  ['read its AIE', 'GET', `/api/v1/institutions/${institutionId}/aie`, undefined],
  [
    'configure its AIE',
    'PUT',
    `/api/v1/institutions/${institutionId}/aie`,
    { aeTitle: 'EVIL', ipAddress: '10.0.0.1', port: 104 },
  ],
  [
    'list its keys',
    'GET',
    `/auth/api/v1/client-access-key?institutionId=${institutionId}`,
    undefined,
  ],
  ['generate a key', 'POST', '/auth/api/v1/client-access-key', { institutionId }],
  [
    'revoke its keys',
    'DELETE',
    `/auth/api/v1/client-access-key?institutionId=${institutionId}`,
    undefined,
  ],
  ['revoke a key', 'DELETE', `/auth/api/v1/client-access-key/${keyId}`, undefined],
];

async function snapshot() {
  const [institution] = await t.database.db
    .select()
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  const keys = await t.database.db
    .select()
    .from(clientAccessKeys)
    .where(eq(clientAccessKeys.institutionId, institutionId));
  const aie = await t.database.db.select().from(aieConfigurations);
  const count = await t.database.db.select({ id: institutions.id }).from(institutions);
  return { institution, keys, aie, institutionCount: count.length };
}

describe.each<DemoUser>(['surgeon', 'modeler', 'useradmin'])(
  'as %s, institutions:manage and access-keys:manage calls',
  (user) => {
    it('are all refused with 403, and change nothing', async () => {
      const before = await snapshot();
      for (const [label, method, url, payload] of managementCalls()) {
        const response = await t.callAs(user, method, url, payload);
        expect(response.statusCode, `${user}: ${label}`).toBe(403);
        expect(response.json().message).toBe('Forbidden');
      }
      expect(await snapshot()).toEqual(before);
    });
  },
);

describe.each<DemoUser>(['surgeon', 'staff', 'rep', 'modeler', 'rods'])(
  'as %s, institution reads and membership changes',
  (user) => {
    it('are refused with 403', async () => {
      const target = await insertTestUser(t.database.db, { role: 'PHYSICIAN' });
      const calls: [Method, string, object | undefined][] = [
        ['GET', '/api/v1/institutions', undefined],
        ['GET', `/api/v1/institutions/${institutionId}`, undefined],
        ['GET', `/api/v1/institutions/${institutionId}/users`, undefined],
        ['GET', `/api/v1/institutions/${institutionId}/tier/features`, undefined],
        ['POST', `/api/v1/institutions/${institutionId}/users`, { userEmailAddress: target.email }],
        ['DELETE', `/api/v1/institutions/${institutionId}/users/${target.userId}`, undefined],
      ];
      for (const [method, url, payload] of calls) {
        const response = await t.callAs(user, method, url, payload);
        expect(response.statusCode, `${user}: ${method} ${url}`).toBe(403);
      }
      const members = await t.callAs('admin', 'GET', `/api/v1/institutions/${institutionId}/users`);
      expect(members.json()).toEqual([]);
    });
  },
);

describe('a user administrator', () => {
  it('reads institutions, their users and tier features, and manages membership', async () => {
    const session = await t.sessionOf('useradmin');
    const list = await as(t.app, session, { method: 'GET', url: '/api/v1/institutions' });
    expect(list.statusCode).toBe(200);
    expect(list.json().totalCount).toBeGreaterThanOrEqual(3);
    for (const url of [
      `/api/v1/institutions/${institutionId}`,
      `/api/v1/institutions/${institutionId}/users`,
      `/api/v1/institutions/${institutionId}/tier/features`,
    ]) {
      expect((await as(t.app, session, { method: 'GET', url })).statusCode, url).toBe(200);
    }
    const member = await insertTestUser(t.database.db, { role: 'CLINICAL_STAFF' });
    const added = await as(t.app, session, {
      method: 'POST',
      url: `/api/v1/Institutions/${institutionId}/Users`,
      payload: { userEmailAddress: member.email },
    });
    expect(added.statusCode).toBe(200);
    const removed = await as(t.app, session, {
      method: 'DELETE',
      url: `/api/v1/Institutions/${institutionId}/Users/${member.userId}`,
    });
    expect(removed.statusCode).toBe(204);
  });
});

it('refuses every institution call without a session with 401', async () => {
  for (const url of ['/api/v1/institutions', `/api/v1/institutions/${institutionId}/aie`]) {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  }
  const create = await t.app.inject({
    method: 'POST',
    url: '/api/v1/institutions',
    payload: { name: 'Anonymous Clinic', tier: 1 },
  });
  expect(create.statusCode).toBe(401);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INSTITUTIONS } from '../../demo/accounts';
import { as, type DemoUser, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';

const t = useTestApp();
let lakesideId: string;

beforeAll(async () => {
  lakesideId = await institutionIdOf(t, DEMO_INSTITUTIONS.lakeside.name);
});

/** The demo's accounts and pending requests by last name, as the default sort gives them. */
const ALL_BY_LAST_NAME = [
  'Adeyemi',
  'Alvarez',
  'Bell',
  'Brandt',
  'Chen',
  'Duarte',
  'Farouk',
  'Hoffmann',
  'Lindqvist',
  'Moreau',
  'Mori',
  'Natarajan',
  'Okafor',
  'Ortiz',
  'Reyes',
  'Whitaker',
];

async function list(query: string, user: DemoUser = 'useradmin') {
  const response = await as(t.app, await t.sessionOf(user), {
    method: 'GET',
    url: `/api/v1/Users${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{
    totalCount: number;
    items: { lastName: string; emailAddress: string }[];
  }>();
  return { ...body, lastNames: body.items.map((item) => item.lastName) };
}

describe('GET /api/v1/Users', () => {
  it('answers the first page of 20, sorted by last name, with every demo account and request', async () => {
    const page = await list('');
    expect(page.totalCount).toBe(16);
    expect(page.lastNames).toEqual(ALL_BY_LAST_NAME);
  });

  it('answers users in the shape of the User, without any password', async () => {
    const page = await list('?search=chen', 'admin');
    expect(page.items).toEqual([
      expect.objectContaining({
        firstName: 'Maria',
        lastName: 'Chen',
        emailAddress: 'surgeon@sagitta.test',
        status: 'Active',
        roles: ['sagitta:PHYSICIAN'],
        institutionId: lakesideId,
        institutionName: DEMO_INSTITUTIONS.lakeside.name,
        states: ['CA', 'NV'],
      }),
    ]);
    expect(JSON.stringify(page.items)).not.toMatch(/password|argon2/i);
  });

  it('pages in SQL: page 3 of 5 holds the 11th to the 15th', async () => {
    const page = await list('?page=3&pageSize=5');
    expect(page.totalCount).toBe(16);
    expect(page.lastNames).toEqual(ALL_BY_LAST_NAME.slice(10, 15));
    expect((await list('?page=4&pageSize=5')).lastNames).toEqual(ALL_BY_LAST_NAME.slice(15));
    expect((await list('?page=5&pageSize=5')).lastNames).toEqual([]);
  });

  it.each([
    ['a last name, in any case', 'cHeN', ['Chen']],
    ['a first name', 'priya', ['Natarajan']],
    ['a full name', 'Maria Chen', ['Chen']],
    ['part of an email', 'surgeon.t1@', ['Reyes']],
    ['the email domain', 'SAGITTA.TEST', ALL_BY_LAST_NAME],
    ['a pending requester', 'inês', ['Duarte']],
  ])('searches %s', async (_, search, expected) => {
    const page = await list(`?search=${encodeURIComponent(search)}`);
    expect(page.lastNames).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('takes % and _ in a search literally, not as wildcards', async () => {
    for (const search of ['%', '_', 'c%n', 'ch_n', '\\']) {
      const page = await list(`?search=${encodeURIComponent(search)}`);
      expect(page.totalCount, search).toBe(0);
    }
    const admin = await t.sessionOf('admin');
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Una',
        lastName: 'Score',
        emailAddress: 'una_score@hospital.example',
        role: 'ROD_MANUFACTURER',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list('?search=_')).lastNames).toEqual(['Score']);
    expect((await list('?search=a_s')).lastNames).toEqual(['Score']);
  });

  it.each([
    ['role', '?role=PHYSICIAN', ['Chen', 'Duarte', 'Natarajan', 'Reyes', 'Whitaker']],
    ['status', '?status=Pending', ['Duarte', 'Ortiz']],
    [
      'role and institution',
      '?role=PHYSICIAN&institutionId=LAKESIDE',
      ['Chen', 'Natarajan', 'Whitaker'],
    ],
    ['institution', '?institutionId=LAKESIDE', ['Chen', 'Hoffmann', 'Natarajan', 'Whitaker']],
    ['role, status and search', '?role=3DS_TECHNICIAN&status=Active&search=ner', ['Mori']],
    ['an unused status', '?status=Deleted', []],
  ])('filters by %s', async (_, query, expected) => {
    const page = await list(query.replace('LAKESIDE', lakesideId));
    expect(page.lastNames).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('sorts by last name descending, by email and by creation', async () => {
    expect((await list('?sort=-lastName&pageSize=2&role=PHYSICIAN')).lastNames).toEqual([
      'Whitaker',
      'Reyes',
    ]);
    const byEmail = await list('?sort=email&pageSize=3');
    expect(byEmail.items.map((item) => item.emailAddress)).toEqual([
      'admin@sagitta.test',
      'ines.duarte@sagitta.test',
      'manager@sagitta.test',
    ]);
    const newest = await list('?sort=-createdAt&pageSize=1&search=score');
    expect(newest.lastNames).toEqual(['Score']);
  });

  it.each([
    '?pageSize=101',
    '?page=0',
    '?role=SURGEON',
    '?status=Gone',
    '?institutionId=lakeside',
    '?sort=password',
  ])('refuses %s with 400', async (query) => {
    const response = await as(t.app, await t.sessionOf('admin'), {
      method: 'GET',
      url: `/api/v1/Users${query}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('who may administer users', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  const ADMIN_CALLS = [
    { method: 'GET', url: '/api/v1/Users' },
    { method: 'GET', url: '/api/v1/users?search=chen' },
    {
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Eve',
        lastName: 'Intruder',
        emailAddress: 'eve@x.example',
        role: 'SYSTEM_ADMINISTRATOR',
      },
    },
    {
      method: 'PUT',
      url: `/api/v1/users/${UNKNOWN}`,
      payload: {
        firstName: 'Eve',
        lastName: 'Intruder',
        emailAddress: 'eve@x.example',
        role: 'PHYSICIAN',
      },
    },
    {
      method: 'PATCH',
      url: `/api/v1/Users/Status?userIds=${UNKNOWN}`,
      payload: { status: 'Deactivated' },
    },
    { method: 'PATCH', url: `/api/v1/Users/Status?userIds=${UNKNOWN}`, payload: { status: 'New' } },
    { method: 'DELETE', url: `/api/v1/users?userIds=${UNKNOWN}` },
    { method: 'GET', url: '/api/v1/outbox' },
  ] as const;

  it.each(['surgeon', 'staff', 'rep', 'modeler', 'manager', 'rods'] as const)(
    'refuses %s with 403 on every administration call, and changes nothing',
    async (user) => {
      const session = await t.sessionOf(user);
      for (const call of ADMIN_CALLS) {
        const response = await as(t.app, session, { ...call });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json().message).toBe('Forbidden');
      }
      expect((await list('?search=intruder')).totalCount).toBe(0);
    },
  );

  it('refuses anonymous callers with 401', async () => {
    for (const call of ADMIN_CALLS) {
      const response = await t.app.inject({ ...call });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

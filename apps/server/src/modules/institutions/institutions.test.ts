import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultTierFeatures,
  DUPLICATE_INSTITUTION_MESSAGE,
  institution,
  institutionList,
  TIER_FEATURES,
} from '@sagitta/domain';
import { auditEvents, clientAccessKeys, institutions, sessions, users } from '../../db/schema';
import {
  attemptSignIn,
  DEMO_PASSWORD,
  type Method,
  UNKNOWN_ID,
  useTestApp,
} from '../../../test/harness';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { NAME_INDEX } from './service';
import { insertTestUser } from './test-support';

const t = useTestApp();
const call = (method: Method, url: string, payload?: object) =>
  t.callAs('admin', method, url, payload);

const anInstitution = (name: string, extra: object = {}) => ({
  name,
  email: 'contact@northfield.test',
  address: '1 Main Street',
  city: 'Northfield',
  zip: '55057',
  state: 'mn',
  tier: 2,
  ...extra,
});

async function create(name: string, extra: object = {}): Promise<{ institutionId: string }> {
  const response = await call('POST', '/api/v1/institutions', anInstitution(name, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function liveInstitutionCount(): Promise<number> {
  const response = await call('GET', '/api/v1/institutions?pageSize=100');
  return response.json().totalCount;
}

describe('GET /api/v1/institutions', () => {
  it('lists the demo institutions by name, each with its surgeon and user counts', async () => {
    const response = await call('GET', '/api/v1/institutions');
    expect(response.statusCode).toBe(200);
    const body = institutionList.parse(response.json());
    const byName = new Map(body.items.map((item) => [item.name, item]));
    // Lakeside: surgeon, surgeon.new and surgeon2 are physicians, staff is not.
    expect(byName.get('Lakeside Spine Center')).toMatchObject({
      tier: 3,
      surgeonCount: 3,
      userCount: 4,
      tierFeatures: [...TIER_FEATURES],
      tierFeaturesCustomized: false,
    });
    expect(byName.get('Harbor Orthopedics')).toMatchObject({
      tier: 1,
      surgeonCount: 1,
      userCount: 1,
      tierFeatures: defaultTierFeatures(1),
    });
    const names = body.items.map((item) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('pages in SQL: the total counts every match, the page holds pageSize items', async () => {
    const all = (await call('GET', '/api/v1/institutions?pageSize=100')).json();
    const second = (await call('GET', '/api/v1/institutions?page=2&pageSize=1')).json();
    expect(second.totalCount).toBe(all.totalCount);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].institutionId).toBe(all.items[1].institutionId);
    const beyond = (await call('GET', '/api/v1/institutions?page=50&pageSize=20')).json();
    expect(beyond).toEqual({ totalCount: all.totalCount, items: [] });
  });

  it('searches the name case-insensitively, and the city and state', async () => {
    await create('Quarry Hill Clinic', { city: 'Zanesville', state: 'OH' });
    const byName = (await call('GET', '/api/v1/institutions?search=qUARRY')).json();
    expect(byName.items.map((item: { name: string }) => item.name)).toEqual(['Quarry Hill Clinic']);
    const byCity = (await call('GET', '/api/v1/institutions?search=zanes')).json();
    expect(byCity.totalCount).toBe(1);
    const byState = (await call('GET', '/api/v1/institutions?search=oh')).json();
    expect(byState.items.map((item: { name: string }) => item.name)).toContain(
      'Quarry Hill Clinic',
    );
    // Wildcards typed in the box are looked for literally.
    const wildcard = (await call('GET', '/api/v1/institutions?search=%25')).json();
    expect(wildcard.totalCount).toBe(0);
  });

  it('sorts and filters on status', async () => {
    const { institutionId } = await create('Aardvark Disabled Clinic');
    await call('PATCH', `/api/v1/institutions/${institutionId}/active`, { active: false });

    const descending = (await call('GET', '/api/v1/institutions?sort=-name&pageSize=100')).json();
    const names = descending.items.map((item: { name: string }) => item.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const inactive = (await call('GET', '/api/v1/institutions?active=false')).json();
    expect(inactive.items.map((item: { name: string }) => item.name)).toEqual([
      'Aardvark Disabled Clinic',
    ]);
    const active = (await call('GET', '/api/v1/institutions?active=true&pageSize=100')).json();
    expect(active.items.every((item: { active: boolean }) => item.active)).toBe(true);

    const byTier = (await call('GET', '/api/v1/institutions?sort=-tier&pageSize=100')).json();
    const tiers = byTier.items.map((item: { tier: number }) => item.tier);
    expect(tiers).toEqual([...tiers].sort().reverse());
  });

  it('refuses a bad page, page size, sort or status filter with a 400', async () => {
    for (const query of ['page=0', 'pageSize=0', 'pageSize=101', 'sort=email', 'active=yes']) {
      const response = await call('GET', `/api/v1/institutions?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/v1/institutions/{id}', () => {
  it('answers an unknown institution with 404 and a malformed id with 400', async () => {
    const unknown = await call('GET', `/api/v1/institutions/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Institution not found');
    expect((await call('GET', '/api/v1/institutions/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/institutions', () => {
  it('creates an institution with its tier defaults, and answers it with 201', async () => {
    const response = await call(
      'POST',
      '/api/v1/institutions',
      anInstitution('Northfield Spine', {
        eosSerialNumbers: ['EOS-1', 'EOS-2'],
        hasSignedBaa: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const created = institution.parse(response.json());
    expect(created).toMatchObject({
      name: 'Northfield Spine',
      state: 'MN',
      zip: '55057',
      active: true,
      tier: 2,
      tierFeatures: defaultTierFeatures(2),
      tierFeaturesCustomized: false,
      hasSignedBaa: true,
      contractPricing: false,
      eosSerialNumbers: ['EOS-1', 'EOS-2'],
      surgeonCount: 0,
      userCount: 0,
    });
    const read = await call('GET', `/api/v1/institutions/${created.institutionId}`);
    expect(read.json()).toEqual(response.json());

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, created.institutionId));
    expect(audit).toMatchObject({ action: 'institution.create', outcome: 'success' });
  });

  it('refuses a name already taken, in any case, with 409 DuplicateInstitution', async () => {
    await create('Cedar Ridge Orthopedics');
    const before = await liveInstitutionCount();
    const response = await call(
      'POST',
      '/api/v1/institutions',
      anInstitution('  cedar RIDGE orthopedics '),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: DUPLICATE_INSTITUTION_MESSAGE,
      details: { kind: 'DuplicateInstitution' },
    });
    expect(await liveInstitutionCount()).toBe(before);
  });

  it('answers two simultaneous creations of one name with one 201 and one 409', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/api/v1/institutions', anInstitution('Simultaneous Clinic')),
      call('POST', '/api/v1/institutions', anInstitution('SIMULTANEOUS CLINIC')),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const conflict = first.statusCode === 409 ? first : second;
    expect(conflict.json().details).toEqual({ kind: 'DuplicateInstitution' });
  });

  it('recognises the unique index refusing a name (the race the check cannot see)', async () => {
    const error = await t.database.db
      .insert(institutions)
      .values({ name: 'LAKESIDE SPINE CENTER', tier: 1 })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, NAME_INDEX)).toBe(true);
  });

  it.each([
    ['a bad zip', { zip: '1234' }, 'Zip is invalid'],
    ['an unknown state', { state: 'XX' }, 'State is invalid'],
    ['a bad email', { email: 'not-an-email' }, 'Email is invalid'],
    ['an empty name', { name: '   ' }, 'Name is required'],
    ['tier 4', { tier: 4 }, 'tier'],
  ])('refuses %s with a 400 naming it', async (_label, change, message) => {
    const before = await liveInstitutionCount();
    const response = await call('POST', '/api/v1/institutions', {
      ...anInstitution('Valid Name Clinic'),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await liveInstitutionCount()).toBe(before);
  });
});

describe('PUT /api/v1/institutions/{id}', () => {
  it('edits the fields and answers { success: true }', async () => {
    const { institutionId } = await create('Maple Grove Spine');
    const response = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Maple Grove Spine & Joint', { city: 'Maple Grove', contractPricing: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const read = (await call('GET', `/api/v1/institutions/${institutionId}`)).json();
    expect(read).toMatchObject({
      name: 'Maple Grove Spine & Joint',
      city: 'Maple Grove',
      contractPricing: true,
    });
  });

  it('keeps its own name in another case, and refuses another institution name with 409', async () => {
    const { institutionId } = await create('Birchwood Clinic');
    const sameName = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('BIRCHWOOD clinic'),
    );
    expect(sameName.statusCode).toBe(200);
    const taken = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Harbor Orthopedics'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ kind: 'DuplicateInstitution' });
    const read = (await call('GET', `/api/v1/institutions/${institutionId}`)).json();
    expect(read.name).toBe('BIRCHWOOD clinic');
  });

  it('leaves the status alone: a disabled institution stays disabled', async () => {
    const { institutionId } = await create('Willow Creek Spine');
    await call('PATCH', `/api/v1/institutions/${institutionId}/active`, { active: false });
    const response = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Willow Creek Spine', { active: true }),
    );
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/api/v1/institutions/${institutionId}`)).json().active).toBe(false);
  });

  it('drops the features edited for the old tier when the tier changes', async () => {
    const { institutionId } = await create('Tier Swap Clinic');
    await call('PUT', `/api/v1/institutions/${institutionId}/tier`, {
      tier: 2,
      features: ['PATIENTS'],
    });
    await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Tier Swap Clinic', { tier: 3 }),
    );
    const read = (await call('GET', `/api/v1/institutions/${institutionId}`)).json();
    expect(read).toMatchObject({ tier: 3, tierFeaturesCustomized: false });
    expect(read.tierFeatures).toEqual([...TIER_FEATURES]);
  });

  it('answers an unknown institution with 404 and a bad body with 400', async () => {
    const unknown = await call(
      'PUT',
      `/api/v1/institutions/${UNKNOWN_ID}`,
      anInstitution('Nobody'),
    );
    expect(unknown.statusCode).toBe(404);
    const { institutionId } = await create('Bad Body Clinic');
    const bad = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Bad Body Clinic', { zip: 'ABCDE' }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/Institutions/{id}/active', () => {
  it("disabling ends its members' live sessions at once; enabling lets them sign in again", async () => {
    const { institutionId } = await create('Pinecrest Spine');
    const member = await insertTestUser(t.database.db, {
      role: 'PHYSICIAN',
      institutionId,
      password: DEMO_PASSWORD,
    });
    const signedIn = await attemptSignIn(t.app, member.email, DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await t.app.inject({ url: '/api/v1/users/self', headers })).statusCode).toBe(200);

    const disabled = await call('PATCH', `/api/v1/Institutions/${institutionId}/active`, {
      active: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ institutionId, active: false, userCount: 1 });
    // Ended by the change itself, before the member calls again.
    const ended = await t.database.db
      .select({ endedAt: sessions.endedAt, endReason: sessions.endReason })
      .from(sessions)
      .where(eq(sessions.userId, member.userId));
    expect(ended).toEqual([{ endedAt: t.clock.now(), endReason: 'institution-inactive' }]);
    expect((await t.app.inject({ url: '/api/v1/users/self', headers })).statusCode).toBe(401);
    expect((await attemptSignIn(t.app, member.email, DEMO_PASSWORD)).statusCode).toBe(401);

    const enabled = await call('PATCH', `/api/v1/institutions/${institutionId}/active`, {
      active: true,
    });
    expect(enabled.json().active).toBe(true);
    expect((await attemptSignIn(t.app, member.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown institution with 404 and a missing flag with 400', async () => {
    const unknown = await call('PATCH', `/api/v1/institutions/${UNKNOWN_ID}/active`, {
      active: false,
    });
    expect(unknown.statusCode).toBe(404);
    const { institutionId } = await create('No Flag Clinic');
    const bad = await call('PATCH', `/api/v1/institutions/${institutionId}/active`, {});
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/v1/institutions/{id}', () => {
  it('soft-deletes: 404 afterwards, never listed, its name free again, the row kept', async () => {
    const { institutionId } = await create('Riverbend Orthopedics');
    const response = await call('DELETE', `/api/v1/institutions/${institutionId}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await call('GET', `/api/v1/institutions/${institutionId}`)).statusCode).toBe(404);
    const search = (await call('GET', '/api/v1/institutions?search=riverbend')).json();
    expect(search.totalCount).toBe(0);
    const [row] = await t.database.db
      .select({ deletedAt: institutions.deletedAt })
      .from(institutions)
      .where(eq(institutions.id, institutionId));
    expect(row?.deletedAt).toEqual(t.clock.now());

    const again = await call('DELETE', `/api/v1/institutions/${institutionId}`);
    expect(again.statusCode).toBe(404);
    const changes = await call(
      'PUT',
      `/api/v1/institutions/${institutionId}`,
      anInstitution('Riverbend Orthopedics'),
    );
    expect(changes.statusCode).toBe(404);

    const reused = await call(
      'POST',
      '/api/v1/institutions',
      anInstitution('RIVERBEND Orthopedics'),
    );
    expect(reused.statusCode).toBe(201);
    expect(reused.json().institutionId).not.toBe(institutionId);
  });

  it('takes every user out of it, who keep their session but lose its tier features', async () => {
    const { institutionId } = await create('Stonebridge Spine', { tier: 3 });
    const physician = await insertTestUser(t.database.db, {
      role: 'PHYSICIAN',
      institutionId,
      password: DEMO_PASSWORD,
    });
    const staff = await insertTestUser(t.database.db, { role: 'CLINICAL_STAFF', institutionId });
    const signedIn = await attemptSignIn(t.app, physician.email, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    const before = (await t.app.inject({ url: '/api/v1/users/self', headers })).json();
    expect(before.tierFeatures).toEqual([...TIER_FEATURES]);

    expect((await call('DELETE', `/api/v1/institutions/${institutionId}`)).statusCode).toBe(204);

    const after = await t.app.inject({ url: '/api/v1/users/self', headers });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ institutionId: null, tierFeatures: [] });
    const rows = await t.database.db
      .select({ institutionId: users.institutionId })
      .from(users)
      .where(eq(users.id, staff.userId));
    expect(rows).toEqual([{ institutionId: null }]);
  });

  it('revokes its client access keys', async () => {
    const { institutionId } = await create('Keyed Clinic');
    const generated = await call('POST', '/auth/api/v1/client-access-key', { institutionId });
    expect(generated.statusCode).toBe(201);
    await call('DELETE', `/api/v1/institutions/${institutionId}`);
    const [key] = await t.database.db
      .select({ revokedAt: clientAccessKeys.revokedAt })
      .from(clientAccessKeys)
      .where(eq(clientAccessKeys.institutionId, institutionId));
    expect(key?.revokedAt).toEqual(t.clock.now());
    const { key: keyId, secret } = generated.json();
    const token = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/client-access-key/token',
      payload: { key: keyId, secret },
    });
    expect(token.statusCode).toBe(401);
  });

  it('answers an unknown institution with 404', async () => {
    expect((await call('DELETE', `/api/v1/institutions/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

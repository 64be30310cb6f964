import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultTierFeatures, TIER_FEATURES } from '@sagitta/domain';
import { institutions } from '../../db/schema';
import {
  attemptSignIn,
  DEMO_PASSWORD,
  type Method,
  UNKNOWN_ID,
  useTestApp,
} from '../../../test/harness';
import { newInstitution } from '../../../test/institutions';
import { insertTestUser } from './test-support';
import { storedTierFeatures } from './tier';

const t = useTestApp();
const call = (method: Method, url: string, payload?: object) =>
  t.callAs('admin', method, url, payload);

const featuresOf = async (id: string) =>
  (await call('GET', `/api/v1/institutions/${id}/tier/features`)).json().features;

async function storedFeatures(id: string) {
  const [row] = await t.database.db
    .select({ tierFeatures: institutions.tierFeatures })
    .from(institutions)
    .where(eq(institutions.id, id));
  return row?.tierFeatures;
}

describe('GET /api/v1/institutions/{id}/tier/features', () => {
  it("answers the tier's defaults of an institution never edited", async () => {
    const id = await newInstitution(t, 'Defaults Clinic', 1);
    const response = await call('GET', `/api/v1/institutions/${id}/tier/features`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ features: defaultTierFeatures(1) });
  });

  it('answers an unknown institution with 404', async () => {
    const response = await call('GET', `/api/v1/institutions/${UNKNOWN_ID}/tier/features`);
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/institutions/{id}/tier', () => {
  it('sets the tier and an edited feature list, kept once each in the seed order', async () => {
    const id = await newInstitution(t, 'Edited Tier Clinic', 1);
    const response = await call('PUT', `/api/v1/institutions/${id}/tier`, {
      tier: 2,
      features: ['TRENDS', 'PATIENTS', 'EOS', 'PATIENTS'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      institutionId: id,
      tier: 2,
      tierFeatures: ['PATIENTS', 'EOS', 'TRENDS'],
      tierFeaturesCustomized: true,
    });
    expect(await featuresOf(id)).toEqual(['PATIENTS', 'EOS', 'TRENDS']);
  });

  it("stores null for null or for the tier's defaults in any order, which then follow the tier", async () => {
    const id = await newInstitution(t, 'Back To Defaults Clinic', 2);
    await call('PUT', `/api/v1/institutions/${id}/tier`, { tier: 2, features: ['EOS'] });
    const reset = await call('PUT', `/api/v1/institutions/${id}/tier`, {
      tier: 3,
      features: null,
    });
    expect(reset.json()).toMatchObject({ tier: 3, tierFeaturesCustomized: false });
    expect(await storedFeatures(id)).toBeNull();
    expect(await featuresOf(id)).toEqual([...TIER_FEATURES]);

    const same = await call('PUT', `/api/v1/institutions/${id}/tier`, {
      tier: 1,
      features: [...defaultTierFeatures(1)].reverse(),
    });
    expect(same.json().tierFeaturesCustomized).toBe(false);
    expect(await storedFeatures(id)).toBeNull();
  });

  it('an empty list is an edit, not the defaults', () => {
    expect(storedTierFeatures(1, [])).toEqual([]);
    expect(storedTierFeatures(3, [...TIER_FEATURES])).toBeNull();
  });

  it('reaches members at their next request: GET users/self shows the new features', async () => {
    const id = await newInstitution(t, 'Member Sees Tier Clinic', 3);
    const member = await insertTestUser(t.database.db, {
      role: 'PHYSICIAN',
      institutionId: id,
      password: DEMO_PASSWORD,
    });
    const token = (await attemptSignIn(t.app, member.email, DEMO_PASSWORD)).json().token;
    const self = () =>
      t.app.inject({ url: '/api/v1/users/self', headers: { authorization: `Bearer ${token}` } });
    // The first read puts the profile in the account cache (the test clock does not move).
    expect((await self()).json().tierFeatures).toEqual([...TIER_FEATURES]);

    await call('PUT', `/api/v1/institutions/${id}/tier`, {
      tier: 3,
      features: ['PATIENTS', 'PATIENT_FILE', 'EOS'],
    });
    expect((await self()).json()).toMatchObject({
      institutionTier: 3,
      tierFeatures: ['PATIENTS', 'PATIENT_FILE', 'EOS'],
    });

    await call('PUT', `/api/v1/institutions/${id}/tier`, { tier: 1, features: null });
    expect((await self()).json()).toMatchObject({
      institutionTier: 1,
      tierFeatures: defaultTierFeatures(1),
    });
  });

  it.each([
    ['an unknown feature', { tier: 2, features: ['PATIENTS', 'TELEPORT'] }],
    ['tier 0', { tier: 0, features: null }],
    ['a tier as text', { tier: '2', features: null }],
    ['no features field', { tier: 2 }],
  ])('refuses %s with 400 and changes nothing', async (_label, body) => {
    const id = await newInstitution(t, `Refused ${_label}`, 2);
    const response = await call('PUT', `/api/v1/institutions/${id}/tier`, body);
    expect(response.statusCode).toBe(400);
    const read = (await call('GET', `/api/v1/institutions/${id}`)).json();
    expect(read).toMatchObject({ tier: 2, tierFeaturesCustomized: false });
  });

  it('answers an unknown institution with 404', async () => {
    const response = await call('PUT', `/api/v1/institutions/${UNKNOWN_ID}/tier`, {
      tier: 1,
      features: null,
    });
    expect(response.statusCode).toBe(404);
  });
});

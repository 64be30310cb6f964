import { describe, expect, it } from 'vitest';
import {
  PATIENT_LIST_TABS,
  patientFavoriteBody,
  patientListQuery,
  primaryPhysicianBody,
  productPatientId,
} from './patients';

const PHYSICIAN_ID = '0b8f5a52-7f0e-4c4e-9d1a-3f2b6c1d9e10';

describe('patient list query', () => {
  it('defaults to the first page of 20, every patient (seed §9)', () => {
    expect(patientListQuery.parse({})).toEqual({ page: 1, limit: 20, tab: 'all' });
  });

  it('reads the query string', () => {
    expect(
      patientListQuery.parse({ page: '3', limit: '50', search: 'doe, SGT-0001', tab: 'favorites' }),
    ).toEqual({ page: 3, limit: 50, search: 'doe, SGT-0001', tab: 'favorites' });
  });

  it('knows the three tabs', () => {
    expect(PATIENT_LIST_TABS).toEqual(['all', 'favorites', 'surgical-candidates']);
    expect(patientListQuery.parse({ tab: 'surgical-candidates' }).tab).toBe('surgical-candidates');
  });

  it.each([
    { page: '0' },
    { page: '1.5' },
    { limit: '0' },
    { limit: '201' },
    { limit: 'ten' },
    { tab: 'Favorites' },
    { tab: 'exams' },
    { search: 'x'.repeat(257) },
  ])('refuses %j', (query) => {
    expect(patientListQuery.safeParse(query).success).toBe(false);
  });
});

describe('patient call bodies', () => {
  it('stars and unstars with a boolean only', () => {
    expect(patientFavoriteBody.parse({ isFavorite: true })).toEqual({ isFavorite: true });
    expect(patientFavoriteBody.safeParse({ isFavorite: 'true' }).success).toBe(false);
    expect(patientFavoriteBody.safeParse({}).success).toBe(false);
  });

  it('names the primary physician by user id', () => {
    expect(primaryPhysicianBody.parse({ primaryPhysicianId: PHYSICIAN_ID })).toEqual({
      primaryPhysicianId: PHYSICIAN_ID,
    });
    expect(primaryPhysicianBody.safeParse({ primaryPhysicianId: 'surgeon@' }).success).toBe(false);
    expect(primaryPhysicianBody.safeParse({ primaryPhysicianId: null }).success).toBe(false);
  });

  it('checks a product patient id', () => {
    expect(productPatientId.parse('SGT-000123')).toBe('SGT-000123');
    expect(productPatientId.safeParse('SGT-123').success).toBe(false);
  });
});

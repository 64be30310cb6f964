import { describe, expect, it } from 'vitest';
import { modelRequestAge } from './model-request';

describe('modelRequestAge', () => {
  it('refuses a patient under 7 at the exam date, with the seed reason', () => {
    expect(modelRequestAge('2020-06-15', '2027-06-14')).toEqual({
      kind: 'refused',
      reason: 'PatientLessThan7YearsOld',
      age: 6,
    });
  });

  it('makes a pediatric request from 7 until the 18th birthday, counted at the exam date', () => {
    expect(modelRequestAge('2020-06-15', '2027-06-15')).toEqual({ kind: 'pediatric', age: 7 });
    expect(modelRequestAge('2008-06-15', '2026-06-14')).toEqual({ kind: 'pediatric', age: 17 });
    expect(modelRequestAge('2008-06-15', '2026-06-15')).toEqual({ kind: 'adult', age: 18 });
  });

  it('treats an age it cannot tell as pediatric (a manager approves), never as adult', () => {
    expect(modelRequestAge(null, '2026-06-15')).toEqual({ kind: 'pediatric', age: null });
    expect(modelRequestAge('1970-01-01', null)).toEqual({ kind: 'pediatric', age: null });
    expect(modelRequestAge('2030-01-01', '2026-06-15')).toEqual({ kind: 'pediatric', age: null });
  });
});

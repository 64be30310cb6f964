import { describe, expect, it } from 'vitest';
import {
  FRONTAL_LANDMARKS,
  isFrontalLandmark,
  isLateralLandmark,
  LATERAL_LANDMARKS,
} from './landmarks';

describe('landmark lists', () => {
  it('lists the lateral film: FH1, FH2, S1a, S1p, C2…L5 × 5, knees and ankles', () => {
    expect(LATERAL_LANDMARKS).toHaveLength(4 + 23 * 5 + 4);
    expect(LATERAL_LANDMARKS.slice(0, 4).map(({ name }) => name)).toEqual([
      'FH1',
      'FH2',
      'S1a',
      'S1p',
    ]);
    expect(LATERAL_LANDMARKS.find(({ name }) => name === 'C2c')?.label).toMatch(/odontoid/);
  });

  it('lists the frontal film: iliac crests, S1 endplate, C7…L5 × 5', () => {
    expect(FRONTAL_LANDMARKS).toHaveLength(4 + 18 * 5);
  });

  it('has unique names and a label for each, only centroids optional', () => {
    for (const list of [LATERAL_LANDMARKS, FRONTAL_LANDMARKS]) {
      expect(new Set(list.map(({ name }) => name)).size).toBe(list.length);
      for (const { name, label, optional } of list) {
        expect(label.length, name).toBeGreaterThan(0);
        expect(optional, name).toBe(/^[CTL]\d+c$/.test(name));
      }
    }
  });

  it('tells each film’s names apart', () => {
    expect(isLateralLandmark('L4sa')).toBe(true);
    expect(isLateralLandmark('L4sl')).toBe(false);
    expect(isLateralLandmark('S1')).toBe(false);
    expect(isFrontalLandmark('L4sl')).toBe(true);
    expect(isFrontalLandmark('C6sl')).toBe(false);
    expect(isFrontalLandmark('C7c')).toBe(true);
    expect(isFrontalLandmark('toString')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { TIER_FEATURES, defaultTierFeatures, effectiveTierFeatures } from './tiers';

describe('default tier features', () => {
  it('gives tier 1 the worklist and the patient file with its EOS tab', () => {
    expect(defaultTierFeatures(1)).toEqual(['PATIENTS', 'PATIENT_FILE', 'EOS']);
  });

  it('adds the patient file and alignment features at tier 2, without planning', () => {
    const tier2 = defaultTierFeatures(2);
    expect(tier2).toEqual(
      expect.arrayContaining([
        'PATIENTS',
        'EOS',
        'PATIENT_FILE',
        'ALIGNMENT',
        'MOBILE',
        'IOA',
        'ALIGNMENT_REPORTS',
        'TRENDS',
      ]),
    );
    expect(tier2).toHaveLength(8);
    expect(tier2).not.toContain('SURGICAL_PLAN');
    expect(tier2).not.toContain('ACTIONS');
  });

  it('gives tier 3 every feature', () => {
    expect(defaultTierFeatures(3)).toEqual([...TIER_FEATURES]);
  });

  it('returns a copy that callers may change', () => {
    defaultTierFeatures(1).push('ACTIONS');
    expect(defaultTierFeatures(1)).toEqual(['PATIENTS', 'PATIENT_FILE', 'EOS']);
  });
});

describe('effective tier features (seed §6)', () => {
  const tier1 = defaultTierFeatures(1);
  const tier3 = defaultTierFeatures(3);

  it("keeps a user's own features over the selected physician's", () => {
    expect(effectiveTierFeatures(tier1, tier3)).toEqual(tier1);
  });

  it("takes the selected physician's features when the user has none of their own", () => {
    expect(effectiveTierFeatures([], tier3)).toEqual(tier3);
  });

  it('gives nothing without own features and without a physician', () => {
    expect(effectiveTierFeatures([], null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultTierFeatures, TIER_FEATURES } from '@sagitta/domain';
import { removedFeatures, sameFeatures, tierUpdateFor } from './tier-changes';

describe('removedFeatures', () => {
  it('lists what the institution grants now and would no longer grant, in the seed order', () => {
    expect(removedFeatures(defaultTierFeatures(2), ['PATIENTS', 'EOS'])).toEqual([
      'PATIENT_FILE',
      'ALIGNMENT',
      'MOBILE',
      'IOA',
      'ALIGNMENT_REPORTS',
      'TRENDS',
    ]);
  });

  it('ignores what is added', () => {
    expect(removedFeatures(['EOS'], ['CALENDAR', 'EOS'])).toEqual([]);
  });

  it('is empty when nothing changes', () => {
    expect(removedFeatures(TIER_FEATURES, TIER_FEATURES)).toEqual([]);
  });
});

describe('tierUpdateFor', () => {
  it("sends null for exactly the tier's defaults, whatever their order", () => {
    expect(tierUpdateFor(1, ['EOS', 'PATIENTS', 'PATIENT_FILE'])).toEqual({
      tier: 1,
      features: null,
    });
  });

  it('sends an edited list in the seed order', () => {
    expect(tierUpdateFor(1, ['TRENDS', 'PATIENTS', 'EOS'])).toEqual({
      tier: 1,
      features: ['PATIENTS', 'EOS', 'TRENDS'],
    });
  });

  it('sends an empty list when every feature is unticked (not the defaults)', () => {
    expect(tierUpdateFor(2, [])).toEqual({ tier: 2, features: [] });
  });
});

describe('sameFeatures', () => {
  it('compares as sets', () => {
    expect(sameFeatures(['EOS', 'PATIENTS'], ['PATIENTS', 'EOS'])).toBe(true);
    expect(sameFeatures(['EOS'], ['PATIENTS', 'EOS'])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { PARAMETER_KEYS } from './parameters';
import { PARAMETER_GROUPS, PARAMETER_NAMES, reasonInWords } from './parameter-words';

describe('alignment words', () => {
  it('puts every engine parameter in exactly one group, and names it', () => {
    const grouped = PARAMETER_GROUPS.flatMap((group) => [...group.keys]);
    expect([...grouped].sort()).toEqual([...PARAMETER_KEYS].sort());
    for (const key of PARAMETER_KEYS) expect(PARAMETER_NAMES[key]).toMatch(/\w/);
  });

  it('words the reasons, one or several missing landmarks', () => {
    expect(reasonInWords({ code: 'missing-landmark', landmarks: ['T4c'] })).toBe(
      'missing landmark: T4c',
    );
    expect(reasonInWords({ code: 'missing-landmark', landmarks: ['C2c', 'C7sp'] })).toBe(
      'missing landmarks: C2c, C7sp',
    );
    expect(reasonInWords({ code: 'undefined', detail: 'LL ≤ 0' })).toBe('not defined: LL ≤ 0');
  });
});

import { describe, expect, it } from 'vitest';
import { CLINICAL_CASES, clinicalExpectation, clinicalRequest } from './clinical-vectors';
import { measure } from './measure';

/** Equal to the table's figure once rounded to 0.1 (the table prints one decimal). */
function expectTenth(actual: number | null, expected: number | null): void {
  if (expected === null || actual === null) {
    expect(actual).toBe(expected);
    return;
  }
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.05 + 1e-9);
}

describe('CLINICAL.md §4 test vectors through measure()', () => {
  it.each(CLINICAL_CASES)('case %s: every column of the expected table', (name) => {
    const expected = clinicalExpectation(name);
    const { parameters, targets } = measure(clinicalRequest(name));
    for (const key of ['PI', 'PT', 'SS', 'LL', 'L4S1', 'PILL', 'SVA', 'TPA', 'GT'] as const) {
      expectTenth(parameters[key].value, expected[key]);
    }
    const { srsSchwab, gap } = targets;
    expect([srsSchwab.PILL, srsSchwab.SVA, srsSchwab.PT]).toEqual(expected.schwab);
    const values = [gap.RPV, gap.RLL, gap.LDI, gap.RSA];
    values.forEach((value, index) => {
      expectTenth(value, expected.gapValues[index] ?? null);
    });
    const { points } = gap;
    expect([points.RPV, points.RLL, points.LDI, points.RSA, points.age]).toEqual(
      expected.gapPoints,
    );
    expect(gap.total).toBe(expected.total);
    expect(gap.category).toBe(expected.category);
  });

  it('case E: LDI undefined (LL ≤ 0), partial sum 10 decides SD', () => {
    const { parameters, targets } = measure(clinicalRequest('E'));
    expect(parameters.LL.value).toBeLessThan(0);
    expect(targets.gap).toMatchObject({ LDI: null, partial: 10, total: null, category: 'SD' });
  });

  it('case G: no calibration, so SVA is null with its reason and graded n/a, never 0', () => {
    const { parameters, targets } = measure(clinicalRequest('G'));
    expect(parameters.SVA).toEqual({ value: null, unit: 'MM', reason: { code: 'no-calibration' } });
    expect(targets.srsSchwab.SVA).toBeNull();
  });

  it('case D: a negative PT, PI = PT + SS still, Roussouly 3AP', () => {
    const { parameters, targets } = measure(clinicalRequest('D'));
    const { PI, PT, SS } = parameters;
    expect(PT.value).toBeLessThan(0);
    expect(Math.abs((PI.value ?? NaN) - (PT.value ?? NaN) - (SS.value ?? NaN))).toBeLessThan(1e-6);
    expect(targets.roussouly.type).toBe('3AP');
  });
});

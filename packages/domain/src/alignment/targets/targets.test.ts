import { describe, expect, it } from 'vitest';
import { clinicalRequest } from '../clinical-vectors';
import { Film } from '../film';
import type { Point } from '../geometry';
import { measure } from '../measure';
import { known, unknown, type Measurement } from '../measurement';
import { gapScore, ldiPoints, rllPoints, rpvPoints, rsaPoints } from './gap';
import { IDEAL_LL_FORMULA_IDS, idealLumbarLordosis } from './ideal-ll';
import { patientNorms } from './normative';
import { roussoulyType } from './roussouly';
import { schwabGrade } from './srs-schwab';

const degrees = (value: number): Measurement => known(value, 'DEGREE');

describe('SRS-Schwab boundary rule: < low → 0; ≤ high → +; > high → ++', () => {
  it.each([
    [9.99, '0'],
    [10, '+'],
    [20, '+'],
    [20.01, '++'],
    [-40, '0'],
  ])('PI−LL %d grades %s', (value, grade) => {
    expect(schwabGrade(degrees(value), 10, 20)).toBe(grade);
  });
  it('a missing value grades null, never 0', () => {
    expect(schwabGrade(unknown('MM', { code: 'no-calibration' }), 40, 95)).toBeNull();
  });
});

describe('GAP half-open bands on unrounded values', () => {
  it.each([
    [
      rpvPoints,
      [
        [-15.01, 3],
        [-15, 2],
        [-7.01, 2],
        [-7, 0],
        [5, 0],
        [5.01, 1],
      ],
    ],
    [
      rllPoints,
      [
        [-25.01, 3],
        [-25, 2],
        [-14.01, 2],
        [-14, 0],
        [11, 0],
        [11.01, 3],
      ],
    ],
    [
      ldiPoints,
      [
        [39.99, 2],
        [40, 1],
        [49.99, 1],
        [50, 0],
        [80, 0],
        [80.01, 3],
      ],
    ],
    [
      rsaPoints,
      [
        [18.01, 3],
        [18, 1],
        [10.01, 1],
        [10, 0],
        [-7, 0],
        [-7.01, 1],
      ],
    ],
  ] as const)('%o', (points, cases) => {
    for (const [value, expected] of cases) expect(points(value), String(value)).toBe(expected);
  });

  const proportioned = {
    PI: degrees(50),
    SS: degrees(38.5),
    LL: degrees(60),
    L4S1: degrees(38),
    GT: degrees(9),
  };

  it('decides the category from a partial sum only when the missing parts cannot change it', () => {
    // All zero, age missing: 0 + at most 1 → P.
    expect(gapScore(proportioned, undefined)).toMatchObject({
      partial: 0,
      total: null,
      category: 'P',
    });
    // LDI undefined (LL ≤ 0) costs RLL its 3 points: 3 + up to 3 stays MD.
    const kyphotic = { ...proportioned, LL: degrees(-5) };
    expect(gapScore(kyphotic, 30)).toMatchObject({
      LDI: null,
      partial: 3,
      total: null,
      category: 'MD',
    });
    // RPV 2 points, age missing: 2 + up to 1 spans P and MD, so no category.
    const retroverted = { ...proportioned, SS: degrees(28.5) };
    expect(gapScore(retroverted, undefined)).toMatchObject({
      partial: 2,
      total: null,
      category: null,
    });
    expect(gapScore(retroverted, 59)).toMatchObject({ total: 2, category: 'P' });
    // RLL 3 + RSA 1, age missing: 4 + at most 1 stays MD.
    const moderate = { ...proportioned, LL: degrees(20), L4S1: degrees(13), GT: degrees(20) };
    expect(gapScore(moderate, undefined)).toMatchObject({
      partial: 4,
      total: null,
      category: 'MD',
    });
  });
});

describe('ideal LL formulas of CLINICAL §2.3, Sagitta sign convention', () => {
  const ideal = (pi: number, age?: number, kyphosis = 40) =>
    idealLumbarLordosis({ PI: degrees(pi), T4T12: degrees(kyphosis), age });

  it('computes each formula (CLINICAL §2.3 spread: PI 50 / age 60 → 49.1 to 60.0)', () => {
    const values = ideal(50, 60);
    expect(values['le-huec-hasegawa-2016'].value).toBeCloseTo(54.6, 9);
    expect(values['hasegawa-2016'].value).toBeCloseTo(49.1, 9);
    expect(values['spine-2016-optimal-pt'].value).toBeCloseTo(54.3, 9);
    expect(values['gap-yilgor-2017'].value).toBeCloseTo(60, 9);
    expect(values['hyun-2019'].value).toBeCloseTo(58.61, 9);
    expect(values['pi-classes-pmc4303780'].value).toBeCloseTo(59, 9);
    // ISSG with TK entered negative: 50 − 0.3·(−40) − 30 + 10 = 42, not 18.
    expect(values['issg-age-adjusted'].value).toBeCloseTo(42, 9);
    expect(values['berjano-pso'].value).toBeCloseTo(59.56, 9);
    expect(values['berjano-pi-plus-10'].value).toBeCloseTo(60, 9);
    expect(Object.keys(values).sort()).toEqual([...IDEAL_LL_FORMULA_IDS].sort());
  });

  it('reads the PI classes as half-open bands and closes the 77–78 gap', () => {
    expect(ideal(40)['pi-classes-pmc4303780'].value).toBeCloseTo(53, 9);
    expect(ideal(37.9)['pi-classes-pmc4303780'].value).toBeCloseTo(55.9, 9);
    expect(ideal(77.5)['pi-classes-pmc4303780'].value).toBeCloseTo(79.5, 9);
    expect(ideal(78)['pi-classes-pmc4303780'].value).toBeCloseTo(73, 9);
  });

  it('LL discrepancy follows the chosen formula, Le Huec & Hasegawa 2016 by default', () => {
    const byDefault = measure(clinicalRequest('A'));
    const { PI, LL } = byDefault.parameters;
    expect(byDefault.targets.idealLLFormula).toBe('le-huec-hasegawa-2016');
    expect(byDefault.parameters.LLDiscrepancy.value).toBeCloseTo(
      (LL.value ?? NaN) - (0.54 * (PI.value ?? NaN) + 27.6),
      9,
    );
    const gap = measure({ ...clinicalRequest('A'), idealLLFormula: 'gap-yilgor-2017' });
    expect(gap.parameters.LLDiscrepancy).toMatchObject({ details: { formula: 'gap-yilgor-2017' } });
    expect(gap.parameters.LLDiscrepancy.value).toBeCloseTo(-1.6, 1); // = RLL of case A
  });
});

describe('normative values and over-correction', () => {
  it('gives the age-adjusted PT and TPA of Eur Spine J 2025 with their source', () => {
    const norms = patientNorms(degrees(50), 60);
    expect(norms.PT?.value).toBeCloseTo(-12.7 + 19 + 8.4, 9);
    expect(norms.TPA?.value).toBeCloseTo(-16.9 + 17 + 9, 9);
    expect(norms.PT?.source).toMatch(/40261392/);
    expect(patientNorms(degrees(50), undefined).PT).toMatchObject({
      value: null,
      reason: { code: 'needs-age' },
    });
  });

  it('flags PI−LL below −10° (case F) and not case A', () => {
    expect(measure(clinicalRequest('F')).targets.overCorrection.PILLBelowMinus10.raised).toBe(true);
    expect(measure(clinicalRequest('A')).targets.overCorrection.PILLBelowMinus10.raised).toBe(
      false,
    );
    expect(measure({}).targets.overCorrection.PILLBelowMinus10.raised).toBeNull();
  });
});

describe('Roussouly type from SS and the lumbar apex', () => {
  /** A vertical lumbar stack with one level pushed anterior, so the apex is that vertebra. */
  function lumbar(apex: string): Film {
    const points: Record<string, Point> = { FH1: [1010, 1600], FH2: [1010, 1600] };
    ['L1', 'L2', 'L3', 'L4', 'L5'].forEach((vertebra, index) => {
      const x = vertebra === apex ? 1030 : 1000;
      const top = 1000 + index * 100;
      Object.assign(points, {
        [`${vertebra}sa`]: [x + 20, top],
        [`${vertebra}sp`]: [x - 20, top],
        [`${vertebra}ia`]: [x + 20, top + 80],
        [`${vertebra}ip`]: [x - 20, top + 80],
      });
    });
    Object.assign(points, { S1a: [1020, 1500], S1p: [980, 1500] });
    return new Film('lateral', { pixelSpacingMm: null, points });
  }

  it('SS < 35°: type 1 with the apex at L5, type 2 with it higher', () => {
    expect(roussoulyType({ SS: degrees(30), PT: degrees(10) }, lumbar('L5'))).toMatchObject({
      type: '1',
      apex: { level: 'L5' },
    });
    expect(roussoulyType({ SS: degrees(30), PT: degrees(10) }, lumbar('L3')).type).toBe('2');
  });

  it('SS 35–45° type 3, > 45° type 4, SS > 35° with a negative PT 3AP', () => {
    expect(roussoulyType({ SS: degrees(40), PT: degrees(10) }, lumbar('L4')).type).toBe('3');
    expect(roussoulyType({ SS: degrees(50), PT: degrees(10) }, lumbar('L3')).type).toBe('4');
    expect(roussoulyType({ SS: degrees(46.6), PT: degrees(-6) }, lumbar('L4')).type).toBe('3AP');
    expect(roussoulyType({ SS: degrees(35), PT: degrees(-1) }, lumbar('L4')).type).toBe('3');
  });

  it('SS < 35° without the lumbar landmarks: no type, and which landmarks are missing', () => {
    const result = roussoulyType(
      { SS: degrees(30), PT: degrees(10) },
      new Film('lateral', { pixelSpacingMm: null, points: {} }),
    );
    expect(result).toMatchObject({ type: null, reason: { code: 'missing-landmark' } });
  });
});

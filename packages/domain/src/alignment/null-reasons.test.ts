import { describe, expect, it } from 'vitest';
import { clinicalRequest } from './clinical-vectors';
import { measure, type AlignmentMeasureInput } from './measure';
import { PARAMETER_KEYS } from './parameters';
import type { Measurement } from './measurement';
import { randomSpine, seededRandom, type RandomSpine } from './random-spine';

const spine = (): RandomSpine => randomSpine(seededRandom(7));
const complete = spine();

/** The complete random spine, changed. */
function without(change: (input: RandomSpine) => AlignmentMeasureInput) {
  return measure(change(spine()));
}

const reasonOf = (measured: Measurement) => (measured.value === null ? measured.reason : undefined);

describe('values that cannot be computed are null with their reason, never 0', () => {
  it('without a frontal film: C7–CSL, Cobb and pelvic obliquity need it', () => {
    const { parameters } = without((input) => ({ ...input, frontal: undefined }));
    for (const key of ['C7CSL', 'cobb', 'pelvicObliquity'] as const) {
      expect(parameters[key]).toMatchObject({
        value: null,
        reason: { code: 'needs-frontal-film' },
      });
    }
    expect(parameters.PI.value).not.toBeNull();
  });

  it('without a lateral film: every sagittal parameter needs it', () => {
    const { parameters } = without((input) => ({ ...input, lateral: undefined }));
    const lateralKeys = PARAMETER_KEYS.filter(
      (key) => !['C7CSL', 'cobb', 'pelvicObliquity', 'axialRotation'].includes(key),
    );
    for (const key of lateralKeys) {
      expect(parameters[key], key).toMatchObject({
        value: null,
        reason: { code: 'needs-lateral-film' },
      });
    }
    expect(parameters.cobb.value).not.toBeNull();
  });

  it('axial rotation is always null: it needs a 3D model', () => {
    expect(measure(complete).parameters.axialRotation).toEqual({
      value: null,
      unit: 'DEGREE',
      reason: { code: 'needs-3d-model' },
    });
    expect(measure({}).parameters.axialRotation.value).toBeNull();
  });

  it('without calibration, SVA, cSVA and C7–CSL are null and every angle is still measured', () => {
    const { parameters } = without((input) => {
      input.lateral.pixelSpacingMm = null;
      input.frontal.pixelSpacingMm = null;
      return input;
    });
    for (const key of ['SVA', 'cSVA', 'C7CSL'] as const) {
      expect(parameters[key]).toEqual({
        value: null,
        unit: 'MM',
        reason: { code: 'no-calibration' },
      });
    }
    expect(parameters.PI.value).toBeCloseTo(measure(complete).parameters.PI.value ?? NaN, 9);
    expect(parameters.cobb.value).not.toBeNull();
  });

  it('names the missing landmarks, and a derived value carries its input reason', () => {
    const { parameters } = without((input) => {
      delete input.lateral.points.L1sa;
      delete input.lateral.points.FH2;
      return input;
    });
    expect(reasonOf(parameters.LL)).toEqual({ code: 'missing-landmark', landmarks: ['L1sa'] });
    expect(reasonOf(parameters.PI)).toEqual({ code: 'missing-landmark', landmarks: ['FH2'] });
    expect(reasonOf(parameters.PILL)).toEqual(reasonOf(parameters.PI));
    expect(reasonOf(parameters.L1L2)).toEqual({ code: 'missing-landmark', landmarks: ['L1sa'] });
    expect(parameters.L2L3.value).not.toBeNull();
  });

  it('names a missing centroid as V c when neither it nor its four corners are there', () => {
    const { parameters } = without((input) => {
      delete input.lateral.points.T1ia;
      return input;
    });
    expect(reasonOf(parameters.TPA)).toEqual({ code: 'missing-landmark', landmarks: ['T1c'] });
  });

  it('prefers an explicit centroid to the mean of the corners', () => {
    const withCentroid = without((input) => {
      const points = input.lateral.points;
      const [x, y] = points.C7sa ?? [0, 0];
      points.C7c = [x + 40, y];
      return input;
    });
    const spacing = complete.lateral.pixelSpacingMm ?? NaN;
    const shift =
      (withCentroid.parameters.SVA.value ?? NaN) - (measure(complete).parameters.SVA.value ?? NaN);
    expect(Math.abs(shift)).toBeGreaterThan(0);
    expect(withCentroid.parameters.SVA.value).toBeCloseTo(
      ((complete.lateral.points.C7sa?.[0] ?? NaN) +
        40 -
        (complete.lateral.points.S1p?.[0] ?? NaN)) *
        spacing,
      9,
    );
  });

  it('without the age: the age-dependent targets need it, GAP keeps a decided category', () => {
    const request = {
      ...clinicalRequest('B'),
      age: undefined,
      idealLLFormula: 'hasegawa-2016' as const,
    };
    const { targets, parameters } = measure(request);
    expect(targets.idealLL['hasegawa-2016']).toMatchObject({
      value: null,
      reason: { code: 'needs-age' },
    });
    expect(targets.idealLL['le-huec-hasegawa-2016'].value).not.toBeNull();
    expect(parameters.LLDiscrepancy).toMatchObject({ value: null, reason: { code: 'needs-age' } });
    expect(targets.gap).toMatchObject({ partial: 8, total: null, category: 'SD' });
    expect(targets.gap.points.age).toBeNull();
  });

  it('an empty request measures nothing and says why for each value', () => {
    const { parameters } = measure({});
    for (const key of PARAMETER_KEYS) {
      const measured = parameters[key];
      expect(measured.value, key).toBeNull();
      if (measured.value === null) expect(measured.reason.code, key).toMatch(/^needs-/);
    }
  });
});

describe('degenerate landmarks give no value rather than a plausible 0', () => {
  it('coincident S1 corners: SS, PI and LL are undefined, not 0', () => {
    const { parameters } = without((input) => {
      input.lateral.points.S1p = input.lateral.points.S1a ?? [0, 0];
      return input;
    });
    for (const key of ['SS', 'PI', 'LL', 'L5S1'] as const) {
      expect(reasonOf(parameters[key])?.code, key).toBe('undefined');
    }
    expect(parameters.PT.value).not.toBeNull();
  });

  it('coincident iliac crests: no pelvic obliquity', () => {
    const { parameters } = without((input) => {
      input.frontal.points.ICr = input.frontal.points.ICl ?? [0, 0];
      return input;
    });
    expect(reasonOf(parameters.pelvicObliquity)?.code).toBe('undefined');
  });
});

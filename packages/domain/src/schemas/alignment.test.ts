import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlignmentMeasureInput } from '../alignment/measure';
import { measure } from '../alignment/measure';
import { clinicalRequest, CLINICAL_CASES } from '../alignment/clinical-vectors';
import { randomSpine, seededRandom } from '../alignment/random-spine';
import {
  alignmentMeasureRequest,
  alignmentMeasureResponse,
  type AlignmentMeasureRequest,
  type AlignmentMeasureResponse,
} from './alignment';

/** The issues of a refused body, as path → message. */
function issues(body: unknown): Record<string, string> {
  const result = alignmentMeasureRequest.safeParse(body);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('alignmentMeasureRequest', () => {
  it('accepts every CLINICAL vector and a full random landmark set, and the engine takes them', () => {
    for (const name of CLINICAL_CASES) {
      const parsed = alignmentMeasureRequest.parse(clinicalRequest(name));
      const engineInput: AlignmentMeasureInput = parsed; // compile-time: the schema fits the engine
      expect(measure(engineInput).parameters.PI.value).not.toBeNull();
    }
    const spine: AlignmentMeasureRequest = randomSpine(seededRandom(3));
    expect(alignmentMeasureRequest.safeParse(spine).success).toBe(true);
  });

  it('accepts [row, column] spacing, no calibration, facing −x and an empty body', () => {
    const lateral = { pixelSpacingMm: [0.2, 0.25], facing: '-x', points: { S1a: [1, 2] } };
    expect(alignmentMeasureRequest.safeParse({ lateral }).success).toBe(true);
    expect(
      alignmentMeasureRequest.safeParse({ frontal: { pixelSpacingMm: null, points: {} } }).success,
    ).toBe(true);
    expect(alignmentMeasureRequest.safeParse({}).success).toBe(true);
  });

  it('refuses an unknown landmark name with its path, per film', () => {
    const body = {
      lateral: { pixelSpacingMm: 0.5, points: { S1a: [1, 2], L4sl: [3, 4] } },
      frontal: { pixelSpacingMm: 0.5, points: { FH1: [1, 2] } },
    };
    expect(issues(body)).toEqual({
      'lateral.points.L4sl': 'Unknown lateral landmark "L4sl"',
      'frontal.points.FH1': 'Unknown frontal landmark "FH1"',
    });
  });

  it('refuses coordinates that are not finite numbers, naming the coordinate', () => {
    const points = {
      S1a: [Number.NaN, 2],
      S1p: [1, Number.POSITIVE_INFINITY],
      FH1: ['1', 2],
      FH2: [1],
    };
    expect(Object.keys(issues({ lateral: { pixelSpacingMm: 0.5, points } })).sort()).toEqual([
      'lateral.points.FH1.0',
      'lateral.points.FH2',
      'lateral.points.S1a.0',
      'lateral.points.S1p.1',
    ]);
  });

  it('refuses a bad spacing, facing, formula, age or an unknown key', () => {
    const paths = Object.keys(
      issues({
        age: -1,
        idealLLFormula: 'schwab-2009',
        lateral: { pixelSpacingMm: 0, facing: 'left', points: {} },
        frontal: { pixelSpacingMm: [0.2, -1], points: {}, extra: 1 },
        sex: 'F',
      }),
    ).sort();
    expect(paths).toEqual([
      '',
      'age',
      'frontal',
      'frontal.pixelSpacingMm.1',
      'idealLLFormula',
      'lateral.facing',
      'lateral.pixelSpacingMm',
    ]);
  });
});

describe('alignmentMeasureResponse', () => {
  it('describes the engine output exactly (random spines, partial and empty requests)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const output: AlignmentMeasureResponse = measure(randomSpine(seededRandom(seed))); // compile-time fit
        expect(alignmentMeasureResponse.parse(output)).toEqual(output);
      }),
      { numRuns: 20 },
    );
    for (const request of [{}, clinicalRequest('E'), clinicalRequest('G')]) {
      expect(alignmentMeasureResponse.safeParse(measure(request)).success).toBe(true);
    }
  });
});

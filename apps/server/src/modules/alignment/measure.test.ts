import { describe, expect, it } from 'vitest';
import { alignmentMeasureResponse } from '@sagitta/domain';
import {
  CLINICAL_CASES,
  clinicalExpectation,
  clinicalRequest,
} from '@sagitta/domain/alignment/clinical-vectors';
import { type DemoUser, useTestApp } from '../../../test/harness';

const t = useTestApp();
const URL = '/api/v1/alignment/measure';

/** Equal to the table's figure once rounded to 0.1 (CLINICAL.md §4 prints one decimal). */
function expectTenth(actual: number | null | undefined, expected: number | null): void {
  if (expected === null || actual === null || actual === undefined) {
    expect(actual).toBe(expected);
    return;
  }
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.05 + 1e-9);
}

const post = (payload: unknown, user: DemoUser = 'surgeon') =>
  t.callAs(user, 'POST', URL, payload as object);

describe('POST /api/v1/alignment/measure', () => {
  it.each(CLINICAL_CASES)(
    'CLINICAL.md §4 case %s through HTTP, every column to 0.1',
    async (name) => {
      // Through JSON, as a client sends it: the vectors are plain data.
      const response = await post(JSON.parse(JSON.stringify(clinicalRequest(name))));
      expect(response.statusCode, response.body).toBe(200);
      const { parameters, targets } = alignmentMeasureResponse.parse(response.json());
      const expected = clinicalExpectation(name);
      for (const key of ['PI', 'PT', 'SS', 'LL', 'L4S1', 'PILL', 'SVA', 'TPA', 'GT'] as const) {
        expectTenth(parameters[key].value, expected[key]);
      }
      const { srsSchwab, gap } = targets;
      expect([srsSchwab.PILL, srsSchwab.SVA, srsSchwab.PT]).toEqual(expected.schwab);
      [gap.RPV, gap.RLL, gap.LDI, gap.RSA].forEach((value, index) => {
        expectTenth(value, expected.gapValues[index] ?? null);
      });
      const { points } = gap;
      expect([points.RPV, points.RLL, points.LDI, points.RSA, points.age]).toEqual(
        expected.gapPoints,
      );
      expect(gap.total).toBe(expected.total);
      expect(gap.category).toBe(expected.category);
    },
  );

  it('case G: no calibration gives SVA null with its reason, never 0', async () => {
    const response = await post(clinicalRequest('G'));
    expect(response.json().parameters.SVA).toEqual({
      value: null,
      unit: 'MM',
      reason: { code: 'no-calibration' },
    });
  });

  it.each(['staff', 'rep', 'modeler'] as const)(
    'serves %s (clinical and technician roles)',
    async (user) => {
      expect((await post(clinicalRequest('A'), user)).statusCode).toBe(200);
    },
  );

  it.each(['admin', 'rods'] as const)('refuses %s (403)', async (user) => {
    expect((await post(clinicalRequest('A'), user)).statusCode).toBe(403);
  });

  it('refuses an unknown landmark name with 400 naming it', async () => {
    const response = await post({ lateral: { pixelSpacingMm: 0.5, points: { S1x: [1, 2] } } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('S1x');
  });

  it.each([
    ['a string', '"x"'],
    ['null', 'null'],
    ['a number beyond double precision (Infinity once parsed)', '1e400'],
  ])(
    'refuses a coordinate that is %s with 400 naming the landmark, never 500',
    async (_what, x) => {
      const body = `{"lateral":{"pixelSpacingMm":0.5,"points":{"S1a":[${x},2]}}}`;
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...(await t.sessionOf('surgeon')).headers, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain('S1a');
    },
  );

  it('refuses an unknown key and a non-positive spacing with 400', async () => {
    expect((await post({ lateral: { pixelSpacingMm: 0, points: {} } })).statusCode).toBe(400);
    expect((await post({ sideways: {} })).statusCode).toBe(400);
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { liveMeasurement } from './live-values';

/** A pelvis with S1 sloping 45° (anterior corner caudal) and the hip axis straight below M. */
const PELVIS = {
  S1a: [110, 110],
  S1p: [100, 100],
  FH1: [105, 205],
  FH2: [105, 205],
} as const;

describe('liveMeasurement', () => {
  it("gives the engine's angles from image pixels without calibration, and no lengths", () => {
    const points = { ...PELVIS, C7c: [150, 10] as const };
    const { parameters } = liveMeasurement('lateral', points, '+x', undefined);
    expect(parameters.SS.value).toBeCloseTo(45, 9);
    expect(parameters.PT.value).toBeCloseTo(0, 9);
    expect(parameters.PI.value).toBeCloseTo(45, 9);
    expect(parameters.SVA).toMatchObject({ value: null, reason: { code: 'no-calibration' } });
    expect(parameters.LL).toMatchObject({
      value: null,
      reason: { code: 'missing-landmark', landmarks: ['L1sa', 'L1sp'] },
    });
  });

  it('mirrors with the facing direction', () => {
    const mirrored = Object.fromEntries(
      Object.entries(PELVIS).map(([name, [x, y]]) => [name, [1000 - x, y] as const]),
    );
    const { parameters } = liveMeasurement('lateral', mirrored, '-x', undefined);
    expect(parameters.SS.value).toBeCloseTo(45, 9);
  });

  it('measures lengths in millimetres with a pixel spacing', () => {
    const points = {
      ...PELVIS,
      C7c: [150, 10] as const,
    };
    const { parameters } = liveMeasurement('lateral', points, '+x', {
      source: 'PIXEL_SPACING',
      pixelSpacingMm: [0.5, 0.25],
    });
    // 50 columns anterior of S1p at 0.25 mm per column.
    expect(parameters.SVA.value).toBeCloseTo(12.5, 9);
  });
});

it('takes the spacing of a calibration object drawn on the film', () => {
  const points = { ...PELVIS, C7c: [150, 10] as const };
  // 40 mm over 200 pixels: 0.2 mm per pixel, both axes.
  const { parameters } = liveMeasurement('lateral', points, '+x', {
    source: 'CALIBRATION_OBJECT',
    start: [0, 0],
    end: [0, 200],
    lengthMm: 40,
  });
  expect(parameters.SVA.value).toBeCloseTo(10, 9);
});

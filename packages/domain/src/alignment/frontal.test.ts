import { describe, expect, it } from 'vitest';
import { coronalCobb } from './coronal-cobb';
import { Film, type FilmInput } from './film';
import { c7CentralSacralDistance, pelvicObliquity } from './frontal-balance';
import type { Point } from './geometry';

const RADIANS = Math.PI / 180;

/**
 * Endplate corners 44 px wide, in the radiographic display (patient's left at +x), tilted so
 * that the patient's left corner is caudal by `tilt` degrees.
 */
function endplate(x: number, y: number, tilt: number): [left: Point, right: Point] {
  const dx = Math.cos(tilt * RADIANS) * 22;
  const dy = Math.sin(tilt * RADIANS) * 22;
  return [
    [x + dx, y + dy],
    [x - dx, y - dy],
  ];
}

/** Vertebrae with both endplates at the given tilts, stacked down from y = 500. */
function spine(tilts: Record<string, number>): Record<string, Point> {
  const points: Record<string, Point> = {};
  Object.entries(tilts).forEach(([vertebra, tilt], index) => {
    [points[`${vertebra}sl`], points[`${vertebra}sr`]] = endplate(1000, 500 + index * 60, tilt);
    [points[`${vertebra}il`], points[`${vertebra}ir`]] = endplate(1000, 540 + index * 60, tilt);
  });
  return points;
}

const mirrored = (input: FilmInput, width: number): FilmInput => ({
  ...input,
  facing: '-x',
  points: Object.fromEntries(
    Object.entries(input.points).map(([name, point]) => [
      name,
      point && [width - point[0], point[1]],
    ]),
  ),
});

describe('coronal Cobb', () => {
  // A right-convex thoracic curve: T5 tilted left-down 12°, T11 right-down 18°.
  const input: FilmInput = {
    pixelSpacingMm: 0.2,
    points: spine({ T4: 4, T5: 12, T6: 8, T8: 0, T10: -10, T11: -18, T12: -9, L1: 0 }),
  };

  it('finds the most tilted end vertebrae and the side of the convexity', () => {
    const result = coronalCobb(new Film('frontal', input));
    expect(result.value).toBeCloseTo(30, 9);
    expect(result).toMatchObject({
      unit: 'DEGREE',
      details: {
        kind: 'cobb',
        upperEndVertebra: 'T5',
        lowerEndVertebra: 'T11',
        convexity: 'right',
      },
    });
  });

  it('gives the same curve on a mirrored display marked facing −x', () => {
    const result = coronalCobb(new Film('frontal', mirrored(input, 2048)));
    expect(result.value).toBeCloseTo(30, 9);
    expect(result).toMatchObject({ details: { convexity: 'right', upperEndVertebra: 'T5' } });
  });

  it('reads a left-convex curve as left', () => {
    const left = { pixelSpacingMm: 0.2, points: spine({ T10: -7, L1: 0, L3: 15 }) };
    const result = coronalCobb(new Film('frontal', left));
    expect(result.value).toBeCloseTo(22, 9);
    expect(result).toMatchObject({
      details: { convexity: 'left', upperEndVertebra: 'T10', lowerEndVertebra: 'L3' },
    });
  });

  it('needs the endplates of two vertebrae', () => {
    const one = new Film('frontal', { pixelSpacingMm: 0.2, points: spine({ T8: 10 }) });
    expect(coronalCobb(one)).toEqual({
      value: null,
      unit: 'DEGREE',
      reason: { code: 'needs-two-vertebrae' },
    });
  });
});

describe('C7–CSL and pelvic obliquity', () => {
  const input: FilmInput = {
    pixelSpacingMm: [0.3, 0.2],
    points: {
      S1l: [1020, 2000],
      S1r: [980, 2010],
      C7c: [950, 400],
      ICl: [1150, 1800],
      ICr: [850, 1830],
    },
  };

  it('C7–CSL is + when C7 lies to the patient’s right, in mm of column spacing', () => {
    // The patient's right is the image's left: C7 at x 950 is 50 px right of the CSL (x 1000).
    expect(c7CentralSacralDistance(new Film('frontal', input)).value).toBeCloseTo(50 * 0.2, 9);
    expect(c7CentralSacralDistance(new Film('frontal', mirrored(input, 2000))).value).toBeCloseTo(
      10,
      9,
    );
  });

  it('pelvic obliquity is the crest line to the horizontal, with the higher side', () => {
    const expected = (Math.atan2(30 * 0.3, 300 * 0.2) * 180) / Math.PI;
    const result = pelvicObliquity(new Film('frontal', input));
    expect(result.value).toBeCloseTo(expected, 9);
    expect(result).toMatchObject({ details: { kind: 'pelvic-obliquity', highSide: 'left' } });
  });
});

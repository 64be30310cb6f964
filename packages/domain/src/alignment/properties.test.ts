import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilmInput } from './film';
import { measure, type AlignmentMeasureInput } from './measure';
import { LUMBAR_MOTION_SEGMENTS } from './sagittal-curves';
import { randomSpine, seededRandom } from './random-spine';

const spines = fc.integer().map((seed) => randomSpine(seededRandom(seed)));

/** Every number of two outputs equal within `tolerance`; every other leaf identical. */
function expectSameOutput(actual: unknown, expected: unknown, path = ''): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const scale = Math.max(1, Math.abs(expected));
    if (Math.abs(actual - expected) > 1e-9 * scale) {
      throw new Error(`${path}: ${String(actual)} ≠ ${String(expected)}`);
    }
    return;
  }
  if (typeof expected === 'object' && expected !== null) {
    expect(typeof actual, path).toBe('object');
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual as object)]);
    for (const key of keys) {
      const child = (value: unknown) => (value as Record<string, unknown>)[key];
      expectSameOutput(child(actual), child(expected), `${path}.${key}`);
    }
    return;
  }
  expect(actual, path).toEqual(expected);
}

/** A film with every point transformed and a new spacing and facing. */
function transformFilm(
  film: FilmInput | undefined,
  point: (x: number, y: number) => [number, number],
  spacing: (current: FilmInput['pixelSpacingMm']) => FilmInput['pixelSpacingMm'],
  facing?: '+x' | '-x',
): FilmInput | undefined {
  if (film === undefined) return undefined;
  const points = Object.fromEntries(
    Object.entries(film.points).map(([name, value]) => [name, value && point(value[0], value[1])]),
  );
  return { pixelSpacingMm: spacing(film.pixelSpacingMm), facing: facing ?? film.facing, points };
}

function transform(
  input: AlignmentMeasureInput,
  ...rest: Parameters<typeof transformFilm> extends [unknown, ...infer R] ? R : never
): AlignmentMeasureInput {
  return {
    ...input,
    lateral: transformFilm(input.lateral, ...rest),
    frontal: transformFilm(input.frontal, ...rest),
  };
}

const asNumber = (spacing: FilmInput['pixelSpacingMm']) =>
  typeof spacing === 'number' ? spacing : 1;

describe('alignment engine properties over random plausible spines', () => {
  it('computes every parameter of a complete landmark set except axial rotation', () => {
    fc.assert(
      fc.property(spines, (input) => {
        const { parameters } = measure(input);
        const nulls = Object.entries(parameters).filter(([, measured]) => measured.value === null);
        expect(nulls.map(([key]) => key)).toEqual(['axialRotation']);
      }),
    );
  });

  it('segmental lordosis L1L2 … L5S1 telescopes to LL', () => {
    fc.assert(
      fc.property(spines, (input) => {
        const { parameters } = measure(input);
        const sum = LUMBAR_MOTION_SEGMENTS.reduce(
          (total, [key]) => total + (parameters[key].value ?? NaN),
          0,
        );
        expect(Math.abs(sum - (parameters.LL.value ?? NaN))).toBeLessThan(1e-9);
      }),
    );
  });

  it('PI = PT + SS to 1e-6', () => {
    fc.assert(
      fc.property(spines, (input) => {
        const { PI, PT, SS } = measure(input).parameters;
        expect(Math.abs((PI.value ?? NaN) - (PT.value ?? NaN) - (SS.value ?? NaN))).toBeLessThan(
          1e-6,
        );
      }),
    );
  });

  it('a mirrored film (x := W − x, facing −x) gives the same output', () => {
    fc.assert(
      fc.property(spines, fc.integer({ min: 2000, max: 5000 }), (input, width) => {
        const mirrored = transform(
          input,
          (x, y) => [width - x, y],
          (spacing) => spacing,
          '-x',
        );
        expectSameOutput(measure(mirrored), measure(input));
      }),
    );
  });

  it('scaling the image by k with spacing / k gives the same angles and millimetres', () => {
    fc.assert(
      fc.property(spines, fc.double({ min: 0.25, max: 4, noNaN: true }), (input, k) => {
        const scaled = transform(
          input,
          (x, y) => [x * k, y * k],
          (spacing) => asNumber(spacing) / k,
        );
        expectSameOutput(measure(scaled), measure(input));
      }),
    );
  });

  it('anisotropic pixels: stretching y by k with row spacing / k gives the same output', () => {
    fc.assert(
      fc.property(spines, fc.double({ min: 0.5, max: 2, noNaN: true }), (input, k) => {
        const stretched = transform(
          input,
          (x, y) => [x, y * k],
          (spacing) => [asNumber(spacing) / k, asNumber(spacing)],
        );
        expectSameOutput(measure(stretched), measure(input));
      }),
    );
  });
});

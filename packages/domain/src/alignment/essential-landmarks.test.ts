import { describe, expect, it } from 'vitest';
import { FRONTAL_ESSENTIAL_LANDMARKS, LATERAL_ESSENTIAL_LANDMARKS } from './landmarks';
import { measure } from './measure';
import type { ParameterKey } from './parameters';
import { randomSpine, seededRandom, type RandomFilm } from './random-spine';

/** The film with only these landmarks kept. */
const keeping = (film: RandomFilm, names: readonly string[]): RandomFilm => ({
  ...film,
  points: Object.fromEntries(Object.entries(film.points).filter(([name]) => names.includes(name))),
});

const LATERAL_GIVES: readonly ParameterKey[] = [
  'PI',
  'PT',
  'SS',
  'LL',
  'L4S1',
  'PILL',
  'SVA',
  'TPA',
];
const FRONTAL_GIVES: readonly ParameterKey[] = ['pelvicObliquity', 'C7CSL'];

describe('the essential landmarks the measurement tool asks for first', () => {
  it('give their parameters on their own, the same values as the whole film', () => {
    const random = seededRandom(41);
    for (let run = 0; run < 20; run += 1) {
      const spine = randomSpine(random);
      const whole = measure(spine).parameters;
      const lateral = measure({ lateral: keeping(spine.lateral, LATERAL_ESSENTIAL_LANDMARKS) });
      const frontal = measure({ frontal: keeping(spine.frontal, FRONTAL_ESSENTIAL_LANDMARKS) });
      for (const key of LATERAL_GIVES) {
        expect(lateral.parameters[key].value, key).not.toBeNull();
        expect(lateral.parameters[key].value, key).toBeCloseTo(whole[key].value ?? NaN, 9);
      }
      for (const key of FRONTAL_GIVES) {
        expect(frontal.parameters[key].value, key).not.toBeNull();
        expect(frontal.parameters[key].value, key).toBeCloseTo(whole[key].value ?? NaN, 9);
      }
    }
  });

  it('are fewer than the whole film: one landmark less loses a parameter', () => {
    const spine = randomSpine(seededRandom(7));
    for (const missing of LATERAL_ESSENTIAL_LANDMARKS) {
      const rest = LATERAL_ESSENTIAL_LANDMARKS.filter((name) => name !== missing);
      const { parameters } = measure({ lateral: keeping(spine.lateral, rest) });
      expect(
        LATERAL_GIVES.some((key) => parameters[key].value === null),
        missing,
      ).toBe(true);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canLaunch,
  elapsedParts,
  latestModeling,
  modelingState,
  type ExamModeling,
} from './modeling-state';

const NOW = 1_700_000_000_000;
const at = (ms: number, state: string, id: string | number = ms): ExamModeling => ({
  id,
  creationTimestamp: String(ms),
  state,
});

describe('modelingState (seed §4)', () => {
  it.each<[string, ExamModeling[] | null | undefined, ReturnType<typeof modelingState>]>([
    ['no list', undefined, { kind: 'failure' }],
    ['null list', null, { kind: 'failure' }],
    ['no modeling', [], { kind: 'failure' }],
    ['a success', [at(NOW - 1000, 'MODELIZED')], { kind: 'success' }],
    ['any other state', [at(NOW - 1000, 'DONE')], { kind: 'success' }],
    ['NOT_MODELIZED', [at(NOW - 1000, 'NOT_MODELIZED')], { kind: 'failure' }],
    ['containing NOT_MODELIZED', [at(NOW, 'ERROR_NOT_MODELIZED_X')], { kind: 'failure' }],
    ['lower-case not_modelized', [at(NOW, 'not_modelized')], { kind: 'failure' }],
    [
      'IA_IN_PROGRESS',
      [at(NOW - 90_000, 'IA_IN_PROGRESS')],
      { kind: 'in-progress', elapsedMs: 90_000 },
    ],
    [
      'containing IA_IN_PROGRESS',
      [at(NOW, 'STEP_IA_IN_PROGRESS')],
      { kind: 'in-progress', elapsedMs: 0 },
    ],
    [
      'created after now (clock skew)',
      [at(NOW + 5000, 'IA_IN_PROGRESS')],
      { kind: 'in-progress', elapsedMs: 0 },
    ],
    ['both markers: failure wins', [at(NOW, 'IA_IN_PROGRESS_NOT_MODELIZED')], { kind: 'failure' }],
    [
      'the latest one counts, whatever the order',
      [at(NOW - 10, 'NOT_MODELIZED'), at(NOW - 30, 'MODELIZED'), at(NOW - 20, 'IA_IN_PROGRESS')],
      { kind: 'failure' },
    ],
    [
      'a newer success after a failure',
      [at(NOW - 30, 'NOT_MODELIZED'), at(NOW - 10, 'MODELIZED')],
      { kind: 'success' },
    ],
    [
      'numeric order, not text order',
      [at(9_000, 'NOT_MODELIZED'), at(10_000, 'MODELIZED')],
      { kind: 'success' },
    ],
    [
      'a modeling without a numeric time is left out',
      [at(NOW - 10, 'NOT_MODELIZED'), { id: 'x', creationTimestamp: 'soon', state: 'MODELIZED' }],
      { kind: 'failure' },
    ],
    [
      'only modelings without a numeric time',
      [{ id: 'x', creationTimestamp: '2023-01-01', state: 'MODELIZED' }],
      { kind: 'failure' },
    ],
  ])('%s', (_name, modelings, expected) => {
    expect(modelingState(modelings, NOW)).toEqual(expected);
  });

  it.each(['', ' 1000', '1000 ', '-1000', '1e6', '10.5', '0x10', '99999999999999999'])(
    'ignores the creation time %j',
    (creationTimestamp) => {
      expect(latestModeling([{ id: 1, creationTimestamp, state: 'MODELIZED' }])).toBeUndefined();
    },
  );

  it('breaks a tie in creation time by the greater id, numeric ids as numbers', () => {
    const tie = [at(NOW, 'MODELIZED', 10), at(NOW, 'NOT_MODELIZED', 9)];
    expect(latestModeling(tie)?.modeling.id).toBe(10);
    expect(latestModeling([...tie].reverse())?.modeling.id).toBe(10);
    expect(latestModeling([at(NOW, 'A', 'b'), at(NOW, 'B', 'a')])?.modeling.id).toBe('b');
    expect(latestModeling([at(NOW, 'A', '010'), at(NOW, 'B', '9')])?.modeling.id).toBe('010');
  });

  const modeling = fc.record({
    id: fc.oneof(fc.nat(), fc.string({ maxLength: 4 })),
    creationTimestamp: fc.oneof(
      fc.integer({ min: 0, max: 2 * NOW }).map(String),
      fc.string({ maxLength: 6 }),
    ),
    state: fc.constantFrom('MODELIZED', 'NOT_MODELIZED', 'IA_IN_PROGRESS', 'OTHER', ''),
  });

  it('does not depend on the order of the list', () => {
    const listAndShuffle = fc.array(modeling, { maxLength: 8 }).chain((modelings) =>
      fc.tuple(
        fc.constant(modelings),
        fc.shuffledSubarray(modelings, {
          minLength: modelings.length,
          maxLength: modelings.length,
        }),
      ),
    );
    fc.assert(
      fc.property(listAndShuffle, ([modelings, shuffled]) => {
        expect(modelingState(shuffled, NOW)).toEqual(modelingState(modelings, NOW));
      }),
    );
  });

  it('never changes when an older modeling is added', () => {
    fc.assert(
      fc.property(
        fc.array(modeling, { minLength: 1, maxLength: 8 }),
        modeling,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.nat(8),
        (modelings, extra, olderBy, position) => {
          const latest = latestModeling(modelings);
          fc.pre(latest !== undefined && latest.createdAt - olderBy >= 0);
          const older = { ...extra, creationTimestamp: String(latest.createdAt - olderBy) };
          const withOlder = [...modelings];
          withOlder.splice(position, 0, older);
          expect(modelingState(withOlder, NOW)).toEqual(modelingState(modelings, NOW));
        },
      ),
    );
  });

  it('never reports a negative elapsed time, and launches only on success', () => {
    fc.assert(
      fc.property(
        fc.array(modeling, { maxLength: 8 }),
        fc.integer({ min: 0, max: 3 * NOW }),
        (modelings, now) => {
          const state = modelingState(modelings, now);
          if (state.kind === 'in-progress') expect(state.elapsedMs).toBeGreaterThanOrEqual(0);
          expect(canLaunch(state)).toBe(state.kind === 'success');
        },
      ),
    );
  });
});

describe('canLaunch (seed §4)', () => {
  it.each([
    [{ kind: 'success' } as const, true],
    [{ kind: 'failure' } as const, false],
    [{ kind: 'in-progress', elapsedMs: 5 } as const, false],
  ])('%j → %s', (state, expected) => {
    expect(canLaunch(state)).toBe(expected);
  });
});

describe('elapsedParts', () => {
  it.each([
    [0, 0, 0],
    [59_999, 0, 0],
    [60_000, 0, 1],
    [3 * 60_000 + 59_000, 0, 3],
    [65 * 60_000, 1, 5],
    [25 * 3_600_000 + 60_000, 25, 1],
    [-5_000, 0, 0],
    [Number.NaN, 0, 0],
    [Number.POSITIVE_INFINITY, 0, 0],
  ])('%d ms → %i h %i min', (ms, hours, minutes) => {
    expect(elapsedParts(ms)).toEqual({ hours, minutes });
  });

  it('gives back the whole minutes, minutes below 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 86_400_000 }), (ms) => {
        const { hours, minutes } = elapsedParts(ms);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(60);
        expect(hours * 60 + minutes).toBe(Math.floor(ms / 60_000));
      }),
    );
  });
});

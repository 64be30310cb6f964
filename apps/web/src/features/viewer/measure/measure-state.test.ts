import { describe, expect, it } from 'vitest';
import { LATERAL_ESSENTIAL_LANDMARKS } from '@sagitta/domain';
import { landmarkSequence } from './landmark-sequence';
import { initialMeasureState, measureReducer, type MeasureAction } from './measure-state';

const run = (actions: MeasureAction[], state = initialMeasureState('lateral')) =>
  actions.reduce(measureReducer, state);

describe('landmarkSequence', () => {
  it('prompts for the essential lateral set first, then every other landmark of the engine', () => {
    const sequence = landmarkSequence('lateral');
    const essential = sequence.filter((landmark) => landmark.essential).map(({ name }) => name);
    expect(essential).toEqual(LATERAL_ESSENTIAL_LANDMARKS);
    expect(sequence.slice(essential.length).every((landmark) => !landmark.essential)).toBe(true);
    expect(new Set(sequence.map(({ name }) => name)).size).toBe(sequence.length);
    expect(sequence.find(({ name }) => name === 'C2sa')?.label).toBe(
      'C2 superior endplate, anterior corner',
    );
  });

  it('starts the frontal film with the iliac crests, S1 and C7', () => {
    expect(
      landmarkSequence('frontal')
        .slice(0, 5)
        .map(({ name }) => name),
    ).toEqual(['ICl', 'ICr', 'S1l', 'S1r', 'C7sl']);
  });
});

describe('measureReducer', () => {
  it('places the prompted landmark, selects it and prompts for the next', () => {
    const state = run([{ kind: 'place', point: [100.5, 200.25] }]);
    expect(state.points).toEqual({ FH1: [100.5, 200.25] });
    expect(state.selected).toBe('FH1');
    expect(state.current).toBe('FH2');
  });

  it('re-places a named landmark without moving the prompt back', () => {
    const state = run([
      { kind: 'place', point: [1, 1] },
      { kind: 'place', point: [2, 2] },
      { kind: 'place', point: [5, 5], name: 'FH1' },
    ]);
    expect(state.points.FH1).toEqual([5, 5]);
    expect(state.current).toBe('S1a');
  });

  it('prompts for nothing once every landmark is placed or skipped', () => {
    const names = landmarkSequence('frontal').map(({ name }) => name);
    const state = run(
      names.map(() => ({ kind: 'skip' }) as const),
      initialMeasureState('frontal'),
    );
    expect(state.current).toBeNull();
    expect(state.skipped).toEqual(names);
  });

  it('skips the prompted landmark, and placing it later takes it out of the skipped', () => {
    const skipped = run([{ kind: 'skip' }]);
    expect(skipped.current).toBe('FH2');
    expect(skipped.skipped).toEqual(['FH1']);
    const placed = run(
      [
        { kind: 'prompt', name: 'FH1' },
        { kind: 'place', point: [3, 4] },
      ],
      skipped,
    );
    expect(placed.skipped).toEqual([]);
    expect(placed.current).toBe('FH2');
  });

  it('moves a landmark with a drag that undoes in one step', () => {
    const placed = run([{ kind: 'place', point: [10, 10] }]);
    const dragged = run(
      [
        { kind: 'move', name: 'FH1', point: [11, 10], continues: false },
        { kind: 'move', name: 'FH1', point: [12, 13], continues: true },
        { kind: 'move', name: 'FH1', point: [15, 17], continues: true },
      ],
      placed,
    );
    expect(dragged.points.FH1).toEqual([15, 17]);
    expect(measureReducer(dragged, { kind: 'undo' }).points.FH1).toEqual([10, 10]);
  });

  it('does not move a landmark that is not placed', () => {
    const state = initialMeasureState('lateral');
    expect(
      measureReducer(state, { kind: 'move', name: 'S1a', point: [1, 1], continues: false }),
    ).toBe(state);
  });

  it('nudges the selected landmark by image pixels, and nothing without a selection', () => {
    const placed = run([{ kind: 'place', point: [10, 10] }]);
    const nudged = run(
      [
        { kind: 'nudge', dx: 1, dy: 0 },
        { kind: 'nudge', dx: 0, dy: -10 },
      ],
      placed,
    );
    expect(nudged.points.FH1).toEqual([11, 0]);
    const unselected = measureReducer(nudged, { kind: 'select', name: null });
    expect(measureReducer(unselected, { kind: 'nudge', dx: 1, dy: 1 })).toBe(unselected);
  });

  it('undoes and redoes places, skips, removals and the facing, and a new change drops the redo', () => {
    const state = run([
      { kind: 'place', point: [1, 1] },
      { kind: 'skip' },
      { kind: 'face', facing: '-x' },
      { kind: 'remove' },
    ]);
    expect(state.points).toEqual({});
    expect(state.current).toBe('FH1');

    const undone = run([{ kind: 'undo' }, { kind: 'undo' }], state);
    expect(undone.points).toEqual({ FH1: [1, 1] });
    expect(undone.facing).toBe('+x');
    expect(undone.skipped).toEqual(['FH2']);
    expect(undone.current).toBe('S1a');

    const redone = measureReducer(undone, { kind: 'redo' });
    expect(redone.facing).toBe('-x');
    expect(redone.future).toHaveLength(1);

    const branched = measureReducer(undone, { kind: 'place', point: [9, 9] });
    expect(branched.future).toEqual([]);
    expect(measureReducer(branched, { kind: 'redo' })).toBe(branched);
  });

  it('does nothing on undo with no history', () => {
    const state = initialMeasureState('lateral');
    expect(measureReducer(state, { kind: 'undo' })).toBe(state);
  });

  it('selects only placed landmarks and prompts only landmarks of the film', () => {
    const state = run([{ kind: 'place', point: [1, 1] }]);
    expect(measureReducer(state, { kind: 'select', name: 'S1a' })).toBe(state);
    expect(measureReducer(state, { kind: 'prompt', name: 'ICl' })).toBe(state);
    expect(measureReducer(state, { kind: 'prompt', name: 'C2c' }).current).toBe('C2c');
  });

  it('removes the selected landmark and prompts for it again', () => {
    const state = run([
      { kind: 'place', point: [1, 1] },
      { kind: 'place', point: [2, 2] },
    ]);
    const removed = measureReducer(state, { kind: 'remove' });
    expect(removed.points).toEqual({ FH1: [1, 1] });
    expect(removed.current).toBe('FH2');
    expect(removed.selected).toBeNull();
  });

  it('loads a saved draft with a fresh history', () => {
    const state = run([
      { kind: 'place', point: [1, 1] },
      { kind: 'load', points: { FH1: [4, 4], FH2: [5, 5] }, skipped: ['S1a'], facing: '-x' },
    ]);
    expect(state.points).toEqual({ FH1: [4, 4], FH2: [5, 5] });
    expect(state.current).toBe('S1p');
    expect(state.facing).toBe('-x');
    expect(state.past).toEqual([]);
  });
});

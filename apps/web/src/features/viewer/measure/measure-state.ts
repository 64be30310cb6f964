import { landmarkSequence, type MeasuredFilm } from './landmark-sequence';

/** A landmark position in the image's own pixels, continuous, x right, y down (engine input). */
export type ImagePoint = readonly [number, number];
export type LandmarkPoints = Readonly<Record<string, ImagePoint>>;
/** Which way the patient faces on the film (`+x`: anterior to the right). */
export type Facing = '+x' | '-x';

/** What undo and redo restore: the marks themselves, not the selection or the prompt. */
interface Snapshot {
  points: LandmarkPoints;
  skipped: readonly string[];
  facing: Facing;
}

export interface MeasureState extends Snapshot {
  film: MeasuredFilm;
  /** The landmark the guided sequence asks for next; null when every one is placed or skipped. */
  current: string | null;
  /** The placed landmark that arrows nudge and Delete removes. */
  selected: string | null;
  past: readonly Snapshot[];
  future: readonly Snapshot[];
}

export type MeasureAction =
  /** Places the prompted landmark (or re-places `name`) and selects it. */
  | { kind: 'place'; point: ImagePoint; name?: string }
  /** A drag: `continues` when it is the same drag as the previous move (one undo step). */
  | { kind: 'move'; name: string; point: ImagePoint; continues: boolean }
  /** Moves the selected landmark by image pixels. */
  | { kind: 'nudge'; dx: number; dy: number }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** Leaves the prompted landmark out and prompts for the next. */
  | { kind: 'skip' }
  | { kind: 'select'; name: string | null }
  /** Prompts for a landmark of the list, placed, skipped or not. */
  | { kind: 'prompt'; name: string }
  | { kind: 'remove' }
  | { kind: 'face'; facing: Facing }
  /** A saved draft replaces everything; the history starts again from it. */
  | { kind: 'load'; points: LandmarkPoints; skipped: readonly string[]; facing: Facing };

/** Undo goes back this far; a whole measurement is about 100 steps. */
const HISTORY_LIMIT = 500;

const namesOf = (film: MeasuredFilm) => landmarkSequence(film).map((landmark) => landmark.name);

/**
 * The next landmark to prompt for: the first neither placed nor skipped after `after` in the
 * sequence, else from the start.
 */
function nextPending(state: Snapshot & { film: MeasuredFilm }, after: string | null) {
  const names = namesOf(state.film);
  const pending = (name: string) =>
    state.points[name] === undefined && !state.skipped.includes(name);
  const start = after === null ? 0 : names.indexOf(after) + 1;
  return names.slice(start).find(pending) ?? names.slice(0, start).find(pending) ?? null;
}

/**
 * A measurement starting on a film, from a saved draft or from nothing.
 * @param film - the film measured
 * @param draft - the points, skipped landmarks and facing saved before
 */
export function initialMeasureState(
  film: MeasuredFilm,
  draft: Partial<Snapshot> = {},
): MeasureState {
  const snapshot: Snapshot = {
    points: draft.points ?? {},
    skipped: draft.skipped ?? [],
    facing: draft.facing ?? '+x',
  };
  const base = { ...snapshot, film, selected: null, past: [], future: [] };
  return { ...base, current: nextPending(base, null) };
}

const snapshotOf = (state: MeasureState): Snapshot => ({
  points: state.points,
  skipped: state.skipped,
  facing: state.facing,
});

/** Applies a change to the marks, remembering the state before it for undo. */
function record(state: MeasureState, change: Partial<MeasureState>): MeasureState {
  const past = [...state.past, snapshotOf(state)].slice(-HISTORY_LIMIT);
  return { ...state, ...change, past, future: [] };
}

const withPoint = (points: LandmarkPoints, name: string, point: ImagePoint): LandmarkPoints => ({
  ...points,
  [name]: [point[0], point[1]],
});

/** Back to a snapshot: the prompt goes to the first landmark still to place. */
function restore(state: MeasureState, snapshot: Snapshot, past: Snapshot[], future: Snapshot[]) {
  const next = { ...state, ...snapshot, past, future };
  const selected =
    state.selected !== null && snapshot.points[state.selected] !== undefined
      ? state.selected
      : null;
  return { ...next, selected, current: nextPending(next, null) };
}

/**
 * The measurement tool's state machine: pure, so that every gesture and key is tested alone.
 * @param state - the state before
 * @param action - what the user did
 */
export function measureReducer(state: MeasureState, action: MeasureAction): MeasureState {
  switch (action.kind) {
    case 'place': {
      const name = action.name ?? state.current;
      if (name === null || !namesOf(state.film).includes(name)) return state;
      const points = withPoint(state.points, name, action.point);
      const skipped = state.skipped.filter((each) => each !== name);
      const placed = { ...state, points, skipped };
      return record(state, { points, skipped, selected: name, current: nextPending(placed, name) });
    }
    case 'move': {
      if (state.points[action.name] === undefined) return state;
      const points = withPoint(state.points, action.name, action.point);
      // The rest of a drag joins the step its first move recorded.
      if (action.continues) return { ...state, points, selected: action.name };
      return record(state, { points, selected: action.name });
    }
    case 'nudge': {
      const point = state.selected === null ? undefined : state.points[state.selected];
      if (state.selected === null || point === undefined) return state;
      const moved: ImagePoint = [point[0] + action.dx, point[1] + action.dy];
      return record(state, { points: withPoint(state.points, state.selected, moved) });
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return restore(state, previous, state.past.slice(0, -1), [
        snapshotOf(state),
        ...state.future,
      ]);
    }
    case 'redo': {
      const [next, ...future] = state.future;
      if (next === undefined) return state;
      return restore(state, next, [...state.past, snapshotOf(state)], future);
    }
    case 'skip': {
      if (state.current === null) return state;
      const skipped = [...state.skipped, state.current];
      return record(state, { skipped, current: nextPending({ ...state, skipped }, state.current) });
    }
    case 'select':
      if (action.name !== null && state.points[action.name] === undefined) return state;
      return { ...state, selected: action.name };
    case 'prompt':
      return namesOf(state.film).includes(action.name) ? { ...state, current: action.name } : state;
    case 'remove': {
      if (state.selected === null) return state;
      const removed = state.selected;
      const points = Object.fromEntries(
        Object.entries(state.points).filter(([name]) => name !== removed),
      );
      return record(state, { points, selected: null, current: state.selected });
    }
    case 'face':
      return action.facing === state.facing ? state : record(state, { facing: action.facing });
    case 'load':
      return initialMeasureState(state.film, action);
  }
}

import type { Random } from './random';

/**
 * What became of a demo exam's 3D model: the physician asked for it at `requestedAt`, and a
 * technician modeled it, rejected it, or has it still in the queue. The cases demo
 * (`demo/cases/history.ts`) makes each story a case worked through the workflow, so every modeling
 * of the demo comes from the queue.
 */
export interface DemoModelStory {
  /** Milliseconds since the epoch. */
  requestedAt: number;
  outcome: 'modeled' | 'rejected' | 'in-progress';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * How the model requests of finished exams went, with their weights, as the demo has drawn them
 * since issue 8: some exams were modeled twice. Kept as drawn, so that the catalog's draws (and
 * every exam after them) stay the same; the workflow keeps one model per exam, so an exam's story
 * is the outcome of its last request, asked at its first. No request: the worklist shows the model
 * as not processed.
 */
const FINISHED: readonly (readonly [states: readonly string[], weight: number])[] = [
  [[], 0.14],
  [['NOT_MODELIZED'], 0.1],
  [['MODELIZED'], 0.3],
  [['VALIDATED'], 0.25],
  [['NOT_MODELIZED', 'MODELIZED'], 0.08],
  [['VALIDATED', 'NOT_MODELIZED'], 0.05],
  [['NOT_MODELIZED', 'NOT_MODELIZED', 'VALIDATED'], 0.04],
  [['MODELIZED', 'VALIDATED'], 0.04],
];

/** Histories of exams still being modeled, taken in turn: the latest is the one in progress. */
const IN_PROGRESS: readonly (readonly string[])[] = [
  ['IA_IN_PROGRESS'],
  ['NOT_MODELIZED', 'IA_IN_PROGRESS'],
  ['IA_IN_PROGRESS'],
  ['MODELIZED', 'IA_IN_PROGRESS'],
];

/** The times of a history's requests: the first soon after the study, retries days later. */
function requestTimes(
  random: Random,
  states: readonly string[],
  studyAt: number,
  reference: number,
): number[] {
  let previous = studyAt;
  return states.map((state, index) => {
    let at =
      index === 0 ? studyAt + random.int(8, 30) * MINUTE_MS : previous + random.int(1, 4) * DAY_MS;
    if (state === 'IA_IN_PROGRESS') at = reference - random.int(12, 60) * MINUTE_MS;
    const latestPossible = reference - (states.length - index) * MINUTE_MS;
    at = Math.max(previous + MINUTE_MS, Math.min(at, latestPossible));
    previous = at;
    return at;
  });
}

/**
 * The model story of one exam, or null when none was asked for. A finished one was asked soon
 * after the study; one in progress within the last hour (the study is then from the last few
 * hours), never after `reference`.
 * @param inProgress - the how-manieth exam still being modeled, or null for a finished one
 */
export function demoModelStoryOf(
  random: Random,
  inProgress: number | null,
  studyAt: number,
  reference: number,
): DemoModelStory | null {
  const states =
    inProgress === null
      ? random.weighted(FINISHED)
      : (IN_PROGRESS[inProgress % IN_PROGRESS.length] ?? []);
  // Drawn for the modeling type the demo once stored: kept so that the draws after it stay.
  random.chance(0.8);
  const times = requestTimes(random, states, studyAt, reference);
  const last = states.at(-1);
  const [first] = times;
  if (last === undefined || first === undefined) return null;
  if (last === 'IA_IN_PROGRESS')
    return { requestedAt: times.at(-1) ?? first, outcome: 'in-progress' };
  return { requestedAt: first, outcome: last === 'NOT_MODELIZED' ? 'rejected' : 'modeled' };
}

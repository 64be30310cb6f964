import type { ModelingType } from '@sagitta/domain';
import type { Random } from './random';

/** A modeling of a demo exam, as the `modelings` table holds it. */
export interface DemoModeling {
  /** Milliseconds since the epoch. */
  creationTimestamp: number;
  state: string;
  modelType: ModelingType;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/**
 * Modeling histories of finished exams, oldest first, with their weights. The worklist shows the
 * latest modeling's state: a failure when there is none or it contains NOT_MODELIZED, so a retry
 * can turn a failure into a success, and a re-run a success into a failure.
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

/**
 * The modelings of one exam. The first comes soon after the study, retries days later, and one
 * in progress started within the last hour (the study is then from the last few hours); always
 * in order, and never after `reference`.
 * @param inProgress - the how-manieth exam still being modeled, or null for a finished one
 */
export function demoModelingsOf(
  random: Random,
  inProgress: number | null,
  studyAt: number,
  reference: number,
): DemoModeling[] {
  const states =
    inProgress === null
      ? random.weighted(FINISHED)
      : (IN_PROGRESS[inProgress % IN_PROGRESS.length] ?? []);
  const modelType: ModelingType = random.chance(0.8) ? 'Alignment' : 'Planning';
  let previous = studyAt;
  return states.map((state, index) => {
    let at =
      index === 0 ? studyAt + random.int(8, 30) * MINUTE_MS : previous + random.int(1, 4) * DAY_MS;
    if (state === 'IA_IN_PROGRESS') at = reference - random.int(12, 60) * MINUTE_MS;
    // The latest modeling decides the exam's state: it must come last, and not in the future.
    const latestPossible = reference - (states.length - index) * MINUTE_MS;
    at = Math.max(previous + MINUTE_MS, Math.min(at, latestPossible));
    previous = at;
    return { creationTimestamp: at, state, modelType };
  });
}

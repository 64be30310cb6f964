import { LATERAL_ESSENTIAL_LANDMARKS } from '../alignment/landmarks';
import type { CaseStage } from './enumerations';
import type { CaseAction } from './workflow';

/** Seed §9: a model is made of the 24 presacral vertebrae, C1 to L5. */
export const MODEL_VERTEBRA_COUNT = 24;

export const CASE_COMPLETION_MESSAGES = {
  lateralLandmarks: (missing: readonly string[]) =>
    `Place the lateral film's landmarks first; missing: ${missing.join(', ')}.`,
  vertebraCount:
    'The films must show 24 vertebrae (C1 to L5): count them, reject the case as "Not 24 vertebrae", or give the reason to go on anyway.',
} as const;

/** What the modeling hands on when it leaves the modeling technician. */
export interface ModelingHandOver {
  /** The landmark names placed on the lateral film. */
  lateralLandmarks: readonly string[];
  /** The vertebrae the technician counted on the films, C1 to L5. */
  vertebraCount: number | undefined;
  /** Why the work goes on with another count (a transitional vertebra the surgeon knows of). */
  countOverride: string | undefined;
}

/** Whether an action hands the modeling on (and so needs its landmarks and count). */
export function handsModelingOn(stage: CaseStage, action: CaseAction): boolean {
  return stage === 'InitialModeling' && action !== 'Reject' && action !== 'Return';
}

/**
 * Why the modeling cannot be handed on yet (issue 18), or undefined: the lateral film's
 * essential landmarks are placed, and the count is 24 or the technician says why not.
 * @param handOver - the landmarks placed and the count given
 */
export function modelingHandOverProblem(handOver: ModelingHandOver): string | undefined {
  const placed = new Set(handOver.lateralLandmarks);
  const missing = LATERAL_ESSENTIAL_LANDMARKS.filter((name) => !placed.has(name));
  if (missing.length > 0) return CASE_COMPLETION_MESSAGES.lateralLandmarks(missing);
  if (handOver.vertebraCount === MODEL_VERTEBRA_COUNT) return undefined;
  const override = handOver.countOverride?.trim() ?? '';
  return handOver.vertebraCount !== undefined && override !== ''
    ? undefined
    : CASE_COMPLETION_MESSAGES.vertebraCount;
}

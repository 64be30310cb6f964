import type { CaseStage, CaseType } from './enumerations';

/**
 * The seed's step types (§4: approved/completed, cancelled, ongoing, returned, upcoming, not
 * applicable): how far a part of a case (modeling, planning) has come, in the case lists and on
 * the case history.
 */
export const CASE_STEP_TYPES = [
  'Completed',
  'Cancelled',
  'Ongoing',
  'Returned',
  'Upcoming',
  'NotApplicable',
] as const;
export type CaseStepType = (typeof CASE_STEP_TYPES)[number];

export const CASE_STEP_TYPE_LABELS: Readonly<Record<CaseStepType, string>> = {
  Completed: 'Approved / completed',
  Cancelled: 'Cancelled',
  Ongoing: 'Ongoing',
  Returned: 'Returned',
  Upcoming: 'Upcoming',
  NotApplicable: 'Not applicable',
};

const PLANNING_STAGES: readonly CaseStage[] = [
  'InitialPlanning',
  'PlanningQC',
  'PlanningReturnForQC',
];

/** What a case's progress depends on besides its stage. */
export interface CaseProgressInput {
  stage: CaseStage;
  type: CaseType;
  /** The modeling was finished (the case left the modeling stages forward). */
  modeled: boolean;
  /** The case entered planning at some point. */
  planningStarted: boolean;
  /** QC or the queue gave the work back at least once. */
  returned: boolean;
}

/** The case list's modeling and planning status columns (seed §3). */
export interface CaseProgress {
  modeling: CaseStepType;
  planning: CaseStepType;
}

/**
 * Where the modeling and the planning of a case stand. Only a PreopRod case is planned; a
 * rejection cancels the part it stopped and leaves the parts never begun not applicable.
 * @param input - the case's stage, type and what it went through
 */
export function caseProgress(input: CaseProgressInput): CaseProgress {
  const { stage, type, modeled, planningStarted, returned } = input;
  const inModeling = stage === 'InitialModeling' || stage === 'ModelingQC';
  let modeling: CaseStepType = 'Completed';
  if (!modeled && stage === 'Rejected') modeling = 'Cancelled';
  else if (!modeled && inModeling)
    modeling = returned && stage === 'InitialModeling' ? 'Returned' : 'Ongoing';
  return { modeling, planning: planningOf(stage, type, planningStarted) };
}

function planningOf(stage: CaseStage, type: CaseType, started: boolean): CaseStepType {
  if (type !== 'PreopRod') return 'NotApplicable';
  if (PLANNING_STAGES.includes(stage))
    return stage === 'PlanningReturnForQC' ? 'Returned' : 'Ongoing';
  if (stage === 'Rejected') return started ? 'Cancelled' : 'NotApplicable';
  if (stage === 'Completed') return started ? 'Completed' : 'NotApplicable';
  return 'Upcoming';
}

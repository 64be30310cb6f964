import type { CaseStage, CaseType } from './enumerations';
import type { CaseEvent } from './history';

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

/** The parts of a case its history page lists, in order, each with its step type. */
export const CASE_STEPS = [
  'Request',
  'PediatricApproval',
  'Modeling',
  'ModelingQC',
  'Planning',
  'Release',
] as const;
export type CaseStep = (typeof CASE_STEPS)[number];

/** What the steps are read from: the case as the lists show it, and its history. */
export interface CaseStepsInput {
  stage: CaseStage;
  pediatric: boolean;
  /** The list's modeling and planning columns (`caseProgress`). */
  progress: CaseProgress;
  /** The case's history, oldest first: each entry's event and the stage it entered. */
  history: readonly { event: CaseEvent; toStage: CaseStage | null }[];
}

/**
 * Where each part of a case stands, in the seed's step types (§4), for the case history page:
 * the request (done once made), a pediatric request's approval, the modeling, its quality check,
 * the planning (a PreopRod case's), and the release to the surgeon. A QC that was never entered
 * is upcoming while the modeling goes on (an inexperienced technician's work, or a technician's
 * choice, sends it there) and not applicable once the case closed without it.
 */
export function caseSteps(input: CaseStepsInput): { step: CaseStep; type: CaseStepType }[] {
  const { stage, pediatric, progress, history } = input;
  const closed = stage === 'Completed' || stage === 'Rejected';
  const enteredStages = history.flatMap((entry) => (entry.toStage === null ? [] : [entry.toStage]));
  const approved = history.some((entry) => entry.event === 'PediatricApproved');
  let approval: CaseStepType = 'NotApplicable';
  if (pediatric) approval = approved ? 'Completed' : closed ? 'Cancelled' : 'Ongoing';
  const release: CaseStepType =
    stage === 'Completed' ? 'Completed' : stage === 'Rejected' ? 'Cancelled' : 'Upcoming';
  return [
    { step: 'Request', type: 'Completed' },
    { step: 'PediatricApproval', type: approval },
    { step: 'Modeling', type: progress.modeling },
    { step: 'ModelingQC', type: qualityCheckOf(stage, closed, enteredStages) },
    { step: 'Planning', type: progress.planning },
    { step: 'Release', type: release },
  ];
}

function qualityCheckOf(
  stage: CaseStage,
  closed: boolean,
  entered: readonly CaseStage[],
): CaseStepType {
  if (stage === 'ModelingQC') return 'Ongoing';
  const checked = entered.includes('ModelingQC');
  if (!checked) return closed || PLANNING_STAGES.includes(stage) ? 'NotApplicable' : 'Upcoming';
  // Sent back from QC and being modeled again: the check gave the work back.
  if (stage === 'InitialModeling') return 'Returned';
  if (stage === 'Rejected' && entered.at(-1) === 'Rejected' && entered.at(-2) === 'ModelingQC')
    return 'Cancelled';
  return 'Completed';
}

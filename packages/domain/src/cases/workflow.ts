import { FINAL_CASE_STAGES, type CaseStage, type CaseType } from './enumerations';

/** What a technician or a manager does to a case (seed §4, and QC's return for rework). */
export const CASE_ACTIONS = [
  'SendToPlanning',
  'SendForQC',
  'CompleteCase',
  'Reject',
  'Return',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const CASE_ACTION_LABELS: Readonly<Record<CaseAction, string>> = {
  SendToPlanning: 'Send to Planning',
  SendForQC: 'Send for QC',
  CompleteCase: 'Complete Case',
  Reject: 'Reject',
  Return: 'Return for rework',
};

/**
 * Who acts, as the workflow sees them: the technician the case's current stage is assigned to
 * (in a QC stage, the QC technician), a 3D manager, or anyone else. `inexperienced` is the seed's
 * flag of a non-manager technician (seed §4).
 */
export interface CaseActor {
  relation: 'assignee' | 'manager' | 'other';
  inexperienced: boolean;
}

/** What a move depends on besides the stage: the case's type and whether a strategy waits. */
export interface CaseContext {
  type: CaseType;
  /** A surgical strategy is submitted for the patient and waits for its plan. */
  strategyWaiting: boolean;
}

/** The refusals, 409 with these messages. */
export const CASE_WORKFLOW_MESSAGES = {
  closed: 'This case is closed: a completed or rejected case takes no further action.',
  notAllowed: 'This action is not possible at this stage of the case.',
  notYours: 'Only the technician assigned to this step of the case, or a 3D manager, can do this.',
  qcNeedsExperience: 'Quality control is done by an experienced technician.',
  completeThroughCase:
    'A technician hands the model on through its case (Complete Case or Send for QC), not from the measurement tool.',
  noPlanning:
    'Send to Planning needs a PreopRod case whose surgical strategy is waiting for its plan.',
  modelInCase:
    'A 3D technician is making the model of this exam: it reaches you when its case releases it.',
} as const;

type Move = {
  /** The stage reached; an initial stage's forward move by an inexperienced technician goes to `qc`. */
  to: CaseStage;
  qc?: CaseStage;
  /** Only a PreopRod case with a strategy waiting. */
  needsStrategy?: boolean;
};

/**
 * The workflow (issue 18), one row per stage: the moves each action makes. The technician of an
 * initial stage (modeling, planning) sends it to QC or completes it; an inexperienced one's
 * completion goes to QC instead. QC completes, returns for rework or rejects. Send to Planning
 * moves a modeled PreopRod case on to planning when a strategy waits. Managers may do what the
 * stage's technician may.
 */
const WORKFLOW: Readonly<Record<CaseStage, Partial<Record<CaseAction, Move>>>> = {
  InitialModeling: {
    SendForQC: { to: 'ModelingQC' },
    CompleteCase: { to: 'Completed', qc: 'ModelingQC' },
    SendToPlanning: { to: 'InitialPlanning', qc: 'ModelingQC', needsStrategy: true },
    Reject: { to: 'Rejected' },
  },
  ModelingQC: {
    CompleteCase: { to: 'Completed' },
    SendToPlanning: { to: 'InitialPlanning', needsStrategy: true },
    Return: { to: 'InitialModeling' },
    Reject: { to: 'Rejected' },
  },
  InitialPlanning: {
    SendForQC: { to: 'PlanningQC' },
    CompleteCase: { to: 'Completed', qc: 'PlanningQC' },
    Reject: { to: 'Rejected' },
  },
  PlanningQC: {
    CompleteCase: { to: 'Completed' },
    Return: { to: 'PlanningReturnForQC' },
    Reject: { to: 'Rejected' },
  },
  PlanningReturnForQC: {
    SendForQC: { to: 'PlanningQC' },
    CompleteCase: { to: 'Completed', qc: 'PlanningQC' },
    Reject: { to: 'Rejected' },
  },
  Completed: {},
  Rejected: {},
};

const QC_STAGES: ReadonlySet<CaseStage> = new Set(['ModelingQC', 'PlanningQC']);

export type CaseMove = { ok: true; stage: CaseStage } | { ok: false; message: string };

/**
 * Where an action takes a case, or why it cannot (the API answers 409 with the message).
 * @param stage - the case's current stage
 * @param action - what is asked
 * @param actor - who asks, relative to the case
 * @param context - the case's type and whether a strategy waits
 */
export function caseTransition(
  stage: CaseStage,
  action: CaseAction,
  actor: CaseActor,
  context: CaseContext,
): CaseMove {
  if (FINAL_CASE_STAGES.includes(stage))
    return { ok: false, message: CASE_WORKFLOW_MESSAGES.closed };
  const move = WORKFLOW[stage][action];
  if (move === undefined) return { ok: false, message: CASE_WORKFLOW_MESSAGES.notAllowed };
  if (actor.relation === 'other') return { ok: false, message: CASE_WORKFLOW_MESSAGES.notYours };
  const novice = actor.relation === 'assignee' && actor.inexperienced;
  if (novice && QC_STAGES.has(stage))
    return { ok: false, message: CASE_WORKFLOW_MESSAGES.qcNeedsExperience };
  if (move.needsStrategy === true && !(context.type === 'PreopRod' && context.strategyWaiting))
    return { ok: false, message: CASE_WORKFLOW_MESSAGES.noPlanning };
  return { ok: true, stage: novice && move.qc !== undefined ? move.qc : move.to };
}

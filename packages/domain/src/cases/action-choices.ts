import { handsModelingOn, MODEL_VERTEBRA_COUNT } from './completion';
import type { CaseStage, RejectionReason } from './enumerations';
import { QC_STAGES } from './queue';
import {
  CASE_ACTIONS,
  caseTransition,
  type CaseAction,
  type CaseActor,
  type CaseContext,
} from './workflow';

/**
 * The actions a case page offers: those the workflow allows this actor now, in CASE_ACTIONS
 * order. The API checks the same `caseTransition`; the buttons only spare a certain refusal.
 * @param stage - the case's current stage
 * @param actor - who looks at the case, relative to it
 * @param context - the case's type and whether a strategy waits
 */
export function allowedCaseActions(
  stage: CaseStage,
  actor: CaseActor,
  context: CaseContext,
): CaseAction[] {
  return CASE_ACTIONS.filter((action) => caseTransition(stage, action, actor, context).ok);
}

/**
 * An action as the user is told of it, by the stage it reaches: an inexperienced technician's
 * Complete case sends the work to QC, so it reads as Send for QC (before, in its dialog, and
 * after, from the stage the server answers). Any other action, or an unknown stage, is itself.
 * @param action - the action asked
 * @param reaches - the stage it reaches (the workflow's answer, or the server's)
 */
export function actionOutcome(action: CaseAction, reaches: CaseStage | undefined): CaseAction {
  return action === 'CompleteCase' && reaches !== undefined && QC_STAGES.includes(reaches)
    ? 'SendForQC'
    : action;
}

/** The longest comment the API takes (`caseActionBody`). */
export const CASE_COMMENT_MAX_LENGTH = 1_000;
/** The vertebra counts the API takes (`caseActionBody`). */
export const VERTEBRA_COUNT_RANGE = { min: 1, max: 40 } as const;

/** What an action's dialog holds: blank text and no choice as the user left them. */
export interface CaseActionForm {
  action: CaseAction;
  reason: RejectionReason | null;
  comment: string;
  vertebraCount: number | null;
  countOverride: string;
}

/** Which fields an action's dialog asks for. */
export interface CaseActionFields {
  /** Reject: why, from REJECTION_REASONS. */
  reason: boolean;
  /** Return, and a rejection for `Other`, say why in a comment; elsewhere it is optional. */
  commentRequired: boolean;
  /** Handing the modeling on: the vertebrae counted, and why when not 24. */
  vertebraCount: boolean;
}

/**
 * The fields of an action's dialog (issue 18, `caseActionBody` and the modeling hand-over).
 * @param stage - the case's current stage
 * @param action - the action asked
 * @param reason - the rejection reason chosen so far
 */
export function caseActionFields(
  stage: CaseStage,
  action: CaseAction,
  reason: RejectionReason | null,
): CaseActionFields {
  return {
    reason: action === 'Reject',
    commentRequired: action === 'Return' || (action === 'Reject' && reason === 'Other'),
    vertebraCount: handsModelingOn(stage, action),
  };
}

export const CASE_ACTION_FORM_PROBLEMS = [
  'reasonRequired',
  'commentRequired',
  'commentTooLong',
  'vertebraCountRequired',
  'vertebraCountInvalid',
  'countOverrideRequired',
] as const;
export type CaseActionFormProblem = (typeof CASE_ACTION_FORM_PROBLEMS)[number];
export type CaseActionFormField = 'reason' | 'comment' | 'vertebraCount' | 'countOverride';

/**
 * What keeps an action's dialog from being sent, per field; empty when it may go. The API
 * refuses the same (400 for the body, 409 for the count); the dialog says so first.
 * @param stage - the case's current stage
 * @param form - the dialog's values
 */
export function caseActionFormProblems(
  stage: CaseStage,
  form: CaseActionForm,
): Partial<Record<CaseActionFormField, CaseActionFormProblem>> {
  const fields = caseActionFields(stage, form.action, form.reason);
  const problems: Partial<Record<CaseActionFormField, CaseActionFormProblem>> = {};
  if (fields.reason && form.reason === null) problems.reason = 'reasonRequired';
  const comment = form.comment.trim();
  if (fields.commentRequired && comment === '') problems.comment = 'commentRequired';
  else if (comment.length > CASE_COMMENT_MAX_LENGTH) problems.comment = 'commentTooLong';
  if (fields.vertebraCount) {
    const count = form.vertebraCount;
    if (count === null) problems.vertebraCount = 'vertebraCountRequired';
    else if (
      !Number.isInteger(count) ||
      count < VERTEBRA_COUNT_RANGE.min ||
      count > VERTEBRA_COUNT_RANGE.max
    )
      problems.vertebraCount = 'vertebraCountInvalid';
    else if (count !== MODEL_VERTEBRA_COUNT) {
      const override = form.countOverride.trim();
      if (override === '') problems.countOverride = 'countOverrideRequired';
      else if (override.length > CASE_COMMENT_MAX_LENGTH) problems.countOverride = 'commentTooLong';
    }
  }
  return problems;
}

/** The body of `POST /api/v1/cases/{id}/actions` (`caseActionBody`'s input). */
export interface CaseActionRequest {
  action: CaseAction;
  reason?: RejectionReason;
  comment?: string;
  vertebraCount?: number;
  countOverride?: string;
}

/**
 * The request an action's dialog sends, once `caseActionFormProblems` finds nothing: only the
 * fields the action takes, text trimmed, blank text left out; the override only with a count
 * other than 24.
 * @param stage - the case's current stage
 * @param form - the dialog's values
 */
export function caseActionRequest(stage: CaseStage, form: CaseActionForm): CaseActionRequest {
  const fields = caseActionFields(stage, form.action, form.reason);
  const request: CaseActionRequest = { action: form.action };
  if (fields.reason && form.reason !== null) request.reason = form.reason;
  const comment = form.comment.trim();
  if (comment !== '') request.comment = comment;
  if (fields.vertebraCount && form.vertebraCount !== null) {
    request.vertebraCount = form.vertebraCount;
    const override = form.countOverride.trim();
    if (form.vertebraCount !== MODEL_VERTEBRA_COUNT && override !== '')
      request.countOverride = override;
  }
  return request;
}

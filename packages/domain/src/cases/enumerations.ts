/**
 * The 3D case enumerations of seed §3 (issue 18): task stages, case types and the list's type
 * filters, priorities, rejection reasons and last-activity bands. Codes are stable; the English
 * labels are for documents, the web translates through i18n keys built from the codes.
 */

import type { EXAM_MESSAGES } from '../rules/exam-status';

/** Where a 3D case stands (seed §3, in the seed's order). */
export const CASE_STAGES = [
  'InitialModeling',
  'ModelingQC',
  'InitialPlanning',
  'PlanningQC',
  'PlanningReturnForQC',
  'Completed',
  'Rejected',
] as const;
export type CaseStage = (typeof CASE_STAGES)[number];

/** Stages no action leaves. */
export const FINAL_CASE_STAGES: readonly CaseStage[] = ['Completed', 'Rejected'];

/** What a model is requested for: before surgery, before surgery with a rod, after surgery. */
export const CASE_TYPES = ['PreopRod', 'PreOp', 'PostOp'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/** The case lists' type filters (seed §3): the case types and four views across them. */
export const CASE_TYPE_FILTERS = [
  'All',
  ...CASE_TYPES,
  'High',
  'NotAssigned',
  'Successful',
  'Rejected',
] as const;
export type CaseTypeFilter = (typeof CASE_TYPE_FILTERS)[number];

/** Seed §3: High for an urgent patient, Regular otherwise; High is served first. */
export const CASE_PRIORITIES = ['High', 'Regular'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/**
 * Why a case is rejected (seed §3, §5). The seed's fifth code is a placeholder (`{hash}`); the
 * issue names it: the films do not show the 24 vertebrae C1…L5 a model needs.
 * `Other` needs a comment.
 */
export const REJECTION_REASONS = [
  'PatientLessThan7YearsOld',
  'InsufficientVisibility',
  'CongenitalDeformity',
  'PresenceOfPatientMotion',
  'Not24Vertebrae',
  'Other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Readonly<Record<RejectionReason, string>> = {
  PatientLessThan7YearsOld: 'Patient less than 7 years old',
  InsufficientVisibility: 'Bone visibility unacceptable',
  CongenitalDeformity: 'Congenital deformity',
  PresenceOfPatientMotion: 'Patient motion',
  Not24Vertebrae: 'Not 24 vertebrae',
  Other: 'Other',
};

/**
 * Which seed §8 "Exams" message the physician is told of a rejected model (`EXAM_MESSAGES`):
 * the films themselves failed (patient motion, bones not visible) → "Alignment assessment
 * failed", with the advice to check them; any other reason → "Model not processed". The reason
 * itself is shown beside it.
 * @param reason - the case's rejection reason; null for a case rejected before reasons were kept
 */
export function rejectedModelMessage(
  reason: RejectionReason | null,
): Extract<keyof typeof EXAM_MESSAGES, 'alignmentAssessmentFailed' | 'modelNotProcessed'> {
  return reason === 'PresenceOfPatientMotion' || reason === 'InsufficientVisibility'
    ? 'alignmentAssessmentFailed'
    : 'modelNotProcessed';
}

/** How long ago a case last changed, in the seed's bands (seed §3), each with its upper bound. */
export const LAST_ACTIVITY_BANDS = [
  { band: '<5min', belowMs: 5 * 60_000 },
  { band: '<10min', belowMs: 10 * 60_000 },
  { band: '<15min', belowMs: 15 * 60_000 },
  { band: '<30min', belowMs: 30 * 60_000 },
  { band: '<1h', belowMs: 60 * 60_000 },
  { band: '<6h', belowMs: 6 * 60 * 60_000 },
  { band: '<24h', belowMs: 24 * 60 * 60_000 },
  { band: '>1d', belowMs: Number.POSITIVE_INFINITY },
] as const;
export type LastActivityBand = (typeof LAST_ACTIVITY_BANDS)[number]['band'];

/**
 * The band of a case's last activity. A clock slightly behind the server's (a negative age)
 * counts as just now; exactly 24 hours is already more than a day.
 * @param elapsedMs - ms since the case's last change
 */
export function lastActivityBand(elapsedMs: number): LastActivityBand {
  const age = Math.max(0, elapsedMs);
  const found = LAST_ACTIVITY_BANDS.find(({ belowMs }) => age < belowMs);
  return found?.band ?? '>1d';
}

import type { ExamStatus } from '../imaging';

/**
 * Where an exam can go from each status (seed §3 statuses, seed §4 state machines). The seed
 * gives no exam machine of its own; this one follows its surgical plan and modeling machines:
 * work is processed, then reviewed, then put to the surgeon for approval, and approval is final
 * ("once approved the plan cannot be modified"; approving an alignment assessment "is also
 * final"). Review or approval may send the work back for processing (the plan's "returned"),
 * a failure may be retried, and a cancelled exam stays cancelled: a new request makes a new exam,
 * so the record of what was cancelled never changes. Staying in the same status is not a
 * transition.
 */
export const EXAM_STATUS_TRANSITIONS: Readonly<Record<ExamStatus, readonly ExamStatus[]>> = {
  PROCESSING: ['READY_TO_REVIEW', 'APPROVE', 'FAILED', 'CANCELLED'],
  READY_TO_REVIEW: ['APPROVE', 'APPROVED', 'PROCESSING', 'CANCELLED'],
  APPROVE: ['APPROVED', 'PROCESSING', 'CANCELLED'],
  FAILED: ['PROCESSING', 'CANCELLED'],
  APPROVED: [],
  CANCELLED: [],
};

/**
 * Whether an exam may move from one status to another.
 * @param from - the exam's status now
 * @param to - the status asked for
 */
export function canChangeExamStatus(from: ExamStatus, to: ExamStatus): boolean {
  return EXAM_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * Whether nothing can change an exam's status any more (approved or cancelled).
 * @param status - the exam's status
 */
export function isFinalExamStatus(status: ExamStatus): boolean {
  return EXAM_STATUS_TRANSITIONS[status].length === 0;
}

/**
 * The messages of seed §8 "Exams", and the refusal of a status change the machine above does
 * not allow.
 */
export const EXAM_MESSAGES = {
  alignmentLocked: 'Alignment exam locked',
  modelNotProcessed: 'Model not processed',
  noImages: 'No images',
  alignmentAssessmentFailed:
    'Alignment assessment failed: check the images for motion artifact and bone visibility',
  noApprovedAlignmentOnMobile: 'No approved alignment on mobile',
  pediatricNotSupportedOnMobile: 'Pediatric not supported on mobile',
  statusChangeRefused: 'This exam cannot change to that status',
} as const;

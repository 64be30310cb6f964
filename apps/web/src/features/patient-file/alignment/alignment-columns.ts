import type { AlignmentAssessment } from '@sagitta/domain';

/** The assessments behind the table's measured columns. */
export interface AlignmentColumns {
  /** The newest assessment: its status, targets and actions head the tab. */
  latest: AlignmentAssessment | undefined;
  /** Pre-op: the newest PRE_OP assessment with a measurement (completed, approved or not). */
  preOp: AlignmentAssessment | undefined;
  /** Actual: the newest approved POST_OP assessment. */
  actual: AlignmentAssessment | undefined;
}

/**
 * Which assessment fills which column.
 * @param items - the patient's assessments, newest first (as the API answers)
 */
export function alignmentColumns(items: readonly AlignmentAssessment[]): AlignmentColumns {
  return {
    latest: items[0],
    preOp: items.find((item) => item.phase === 'PRE_OP' && item.measurement !== null),
    actual: items.find((item) => item.phase === 'POST_OP' && item.state === 'approved'),
  };
}

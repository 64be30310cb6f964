import type { AlignmentAssessment } from '@sagitta/domain';

/** The assessments behind the table's measured columns. */
export interface AlignmentColumns {
  /**
   * The assessment the tab is about: the one the link names (a released 3D model's review), else
   * the newest. Its status, targets and actions head the tab.
   */
  shown: AlignmentAssessment | undefined;
  /** Whether a newer assessment than the one shown exists. */
  newerExists: boolean;
  /** Whether the link named an assessment that is not among the patient's (the newest is shown). */
  namedMissing: boolean;
  /**
   * Pre-op: the assessment shown when it is a measured PRE_OP one, else the newest PRE_OP
   * assessment with a measurement (completed, approved or not).
   */
  preOp: AlignmentAssessment | undefined;
  /** Actual: the newest approved POST_OP assessment. */
  actual: AlignmentAssessment | undefined;
}

const isMeasuredPreOp = (item: AlignmentAssessment) =>
  item.phase === 'PRE_OP' && item.measurement !== null;

/**
 * Which assessment fills which column.
 * @param items - the patient's assessments, newest first (as the API answers)
 * @param namedId - the assessment the link names (`?assessment=`), null when none
 */
export function alignmentColumns(
  items: readonly AlignmentAssessment[],
  namedId: string | null = null,
): AlignmentColumns {
  const named = namedId === null ? undefined : items.find((item) => item.id === namedId);
  const shown = named ?? items[0];
  return {
    shown,
    newerExists: shown !== undefined && shown !== items[0],
    namedMissing: namedId !== null && named === undefined,
    preOp: shown !== undefined && isMeasuredPreOp(shown) ? shown : items.find(isMeasuredPreOp),
    actual: items.find((item) => item.phase === 'POST_OP' && item.state === 'approved'),
  };
}

import type { AlignmentPhase } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import { refuseIfApproved } from './access';
import {
  hasApprovedPreOpBefore,
  updateAssessment,
  type AssessedExam,
  type AssessmentRow,
} from './repo';

/**
 * The phase of a new draft when the user names none: post-op once the patient has an approved
 * pre-op assessment on an earlier exam, else pre-op (docs/decisions.md "Alignment assessment
 * phase").
 */
export async function defaultPhase(db: Executor, exam: AssessedExam): Promise<AlignmentPhase> {
  return (await hasApprovedPreOpBefore(db, exam)) ? 'POST_OP' : 'PRE_OP';
}

/** Sets the phase of an assessment the caller has locked and checked; audited in its transaction. */
export async function applyPhase(
  tx: Executor,
  context: RequestContext,
  found: { row: AssessmentRow; exam: AssessedExam },
  phase: AlignmentPhase,
): Promise<void> {
  const { row, exam } = found;
  refuseIfApproved(row);
  await updateAssessment(tx, row, { phase });
  await context.audit(tx, {
    action: 'alignment-assessment.phase',
    targetType: 'alignment-assessment',
    targetId: row.modelingId,
    outcome: 'success',
    details: { examId: exam.id, patientId: exam.patientId, from: row.phase, to: phase },
  });
}

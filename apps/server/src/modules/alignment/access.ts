import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  CASE_WORKFLOW_MESSAGES,
  EXAM_MESSAGES,
} from '@sagitta/domain';
import { isCaseScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { Conflict, Forbidden, ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  examExists,
  findAssessment,
  examHasOpenCase,
  findExamInScope,
  type AssessedExam,
  type AssessmentRow,
} from './repo';

/** The exam when in the caller's scope; else 404, the audit trail told which miss it was. */
export async function examInScope(
  db: Executor,
  scope: PatientScope,
  examId: string,
): Promise<AssessedExam> {
  const exam = await findExamInScope(db, scope, examId);
  if (exam !== undefined) return exam;
  const elsewhere = await examExists(db, examId);
  throw new ScopeMiss(
    ALIGNMENT_ASSESSMENT_MESSAGES.examNotFound,
    elsewhere ? 'other-scope' : 'unknown',
  );
}

/**
 * The assessment and its exam when the exam is in the caller's scope; else 404, as for an
 * assessment that does not exist. `forUpdate` locks the assessment for the transaction.
 */
export async function assessmentInScope(
  db: Executor,
  scope: PatientScope,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ row: AssessmentRow; exam: AssessedExam }> {
  const row = await findAssessment(db, id, options);
  if (row === undefined)
    throw new ScopeMiss(ALIGNMENT_ASSESSMENT_MESSAGES.assessmentNotFound, 'unknown');
  const exam = await findExamInScope(db, scope, row.examId);
  if (exam === undefined) {
    throw new ScopeMiss(ALIGNMENT_ASSESSMENT_MESSAGES.assessmentNotFound, 'other-scope');
  }
  return { row, exam };
}

/** An approved assessment is final (seed §4): every change is refused with seed §8's message. */
export function refuseIfApproved(row: AssessmentRow): void {
  if (row.state === 'approved') throw new Conflict(EXAM_MESSAGES.alignmentLocked);
}

/**
 * While a 3D case is making the assessment, its technicians place the landmarks and the case
 * releases it: the physician's side reads it, and changes it once it is released (or rejected).
 * One set of landmarks, and never a success shown while a technician is still at work.
 */
export async function refuseWhileCaseOpen(
  tx: Executor,
  scope: PatientScope,
  row: AssessmentRow,
): Promise<void> {
  if (isCaseScope(scope)) return;
  if (await examHasOpenCase(tx, row.examId)) throw new Conflict(CASE_WORKFLOW_MESSAGES.modelInCase);
}

/**
 * Review and signature belong to the exam's physician acting as themself: not to staff, and not
 * to another physician acting for them.
 */
export function requireExamPhysician(context: RequestContext, exam: AssessedExam): void {
  if (exam.physicianId !== context.actorUserId)
    throw new Forbidden(ALIGNMENT_ASSESSMENT_MESSAGES.physicianOnly);
}

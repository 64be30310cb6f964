import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  ALIGNMENT_REPORT_MESSAGES,
  ALIGNMENT_SIGNATURE_MEANING,
  type AlignmentApproval,
  type AlignmentAssessment,
} from '@sagitta/domain';
import { verifyPassword } from '../../platform/auth/passwords';
import type { Database, Executor } from '../../platform/db/database';
import { AppError, Conflict } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { assessmentInScope, refuseIfApproved, requireExamPhysician } from './access';
import { moveExam, reread } from './assessment-service';
import {
  passwordHashOf,
  setModelingState,
  updateAssessment,
  type AssessedExam,
  type AssessmentRow,
} from './repo';

/** The approval a report is made for: the assessment as read before signing, and the signature. */
export interface ReportedApproval {
  row: AssessmentRow;
  exam: AssessedExam;
  approvedBy: string;
  approvedAt: Date;
  meaning: string;
}

/** A report rendered and stored, waiting for the approval's transaction. */
export interface PreparedReport {
  /** The stored PDF's blob. */
  blobKey: string;
  /** Records the report (its exam and link) in the approval's transaction; the exam's id. */
  record(tx: Executor): Promise<string>;
  /** Removes what was stored, when the approval does not commit. */
  discard(): Promise<void>;
}

/**
 * Makes an approval's PDF report (an exam of type 'alignment assessment report', issue 17):
 * renders and stores it before the transaction (`modules/alignment-reports`), so that the
 * transaction only adds rows. A failure here approves nothing.
 */
export type AlignmentReportWriter = (approval: ReportedApproval) => Promise<PreparedReport>;

/** What the review use cases need besides the request. */
export interface ReviewServices {
  db: Database;
  /** Required: an approval never lacks its report. */
  writeReport: AlignmentReportWriter;
}

/** Only a completed assessment, not yet approved, can be reviewed or signed. */
function requireCompleted(row: AssessmentRow): void {
  refuseIfApproved(row);
  if (row.state !== 'ready-to-review')
    throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.notCompleted);
}

/** The exam's physician records that they have reviewed the completed assessment. */
export async function validateAssessment(
  services: Pick<ReviewServices, 'db'>,
  context: RequestContext,
  id: string,
): Promise<AlignmentAssessment> {
  const scope = await context.patientScope();
  const exam = await services.db.transaction(async (tx) => {
    const { row, exam: found } = await assessmentInScope(tx, scope, id, { forUpdate: true });
    requireExamPhysician(context, found);
    requireCompleted(row);
    await updateAssessment(tx, row, {
      userValidatedBy: context.actorUserId,
      userValidatedAt: context.now,
    });
    await context.audit(tx, {
      action: 'alignment-assessment.validate',
      targetType: 'alignment-assessment',
      targetId: row.modelingId,
      outcome: 'success',
      details: { examId: found.id, patientId: found.patientId },
    });
    return found;
  });
  return reread(services.db, id, exam);
}

/**
 * Approves a reviewed assessment with an electronic signature: the exam's physician re-enters
 * their password (checked with argon2 before anything changes; wrong → 401, nothing approved),
 * and the approval stores who, when and the meaning they signed, which the audit row carries too
 * (never the password). The approved assessment and its exam are final.
 */
export async function approveAssessment(
  services: ReviewServices,
  context: RequestContext,
  id: string,
  body: AlignmentApproval,
): Promise<AlignmentAssessment> {
  const scope = await context.patientScope();
  // Checked before the password, so a refusal never costs an argon2 run or a guess.
  const before = await assessmentInScope(services.db, scope, id);
  requireExamPhysician(context, before.exam);
  requireCompleted(before.row);
  if (before.row.userValidatedAt === null)
    throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.notReviewed);
  const hash = await passwordHashOf(services.db, context.actorUserId);
  if (hash === null || !(await verifyPassword(hash, body.password))) {
    throw new AppError(401, ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword, [
      { field: 'body.password', message: 'is incorrect' },
    ]);
  }
  // The report is rendered and stored first, outside the lock (docs/decisions.md, "The approval's
  // report is rendered before its transaction"); the transaction then checks that what was
  // rendered is still what is signed.
  const report = await services.writeReport({
    row: before.row,
    exam: before.exam,
    approvedBy: context.actorUserId,
    approvedAt: context.now,
    meaning: ALIGNMENT_SIGNATURE_MEANING,
  });
  let exam: AssessedExam;
  try {
    exam = await services.db.transaction(async (tx) => {
      // Again under the lock: a save or another approval may have come in meanwhile.
      const { row, exam: found } = await assessmentInScope(tx, scope, id, { forUpdate: true });
      requireCompleted(row);
      if (row.userValidatedAt === null)
        throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.notReviewed);
      if (row.revision !== before.row.revision)
        throw new Conflict(ALIGNMENT_REPORT_MESSAGES.changedWhileApproving);
      await updateAssessment(tx, row, {
        state: 'approved',
        approvedBy: context.actorUserId,
        approvedAt: context.now,
        signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
      });
      await setModelingState(tx, row.modelingId, 'VALIDATED');
      await moveExam(tx, found, 'APPROVED');
      const reportExamId = await report.record(tx);
      await context.audit(tx, {
        action: 'alignment-assessment.approve',
        targetType: 'alignment-assessment',
        targetId: row.modelingId,
        outcome: 'success',
        details: {
          examId: found.id,
          patientId: found.patientId,
          // The signature (21 CFR 11.50 style): signer, time, meaning, and how it was given.
          signedBy: context.actorUserId,
          signedAt: context.now.toISOString(),
          signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
          signatureMethod: 'password',
          reportExamId,
        },
      });
      return found;
    });
  } catch (error) {
    await report.discard();
    throw error;
  }
  return reread(services.db, id, exam);
}

import {
  ageAt,
  ALIGNMENT_ASSESSMENT_MESSAGES,
  ALIGNMENT_ENGINE_VERSION,
  CASE_WORKFLOW_MESSAGES,
  measure,
  type AlignmentAssessment,
  type AlignmentLandmarksSave,
} from '@sagitta/domain';
import { isCaseScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { Conflict } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { assessmentInScope, refuseIfApproved, refuseWhileCaseOpen } from './access';
import { announceDraft, moveExam, reread, type AssessmentServices } from './assessment-service';
import { measureInput } from './assessment-shape';
import { setModelingState, updateAssessment, type AssessedExam, type AssessmentRow } from './repo';

/**
 * Saves the draft's landmarks and calibration (replaced whole). The revision must be the stored
 * one (two tabs never overwrite each other silently). Saving a completed assessment returns it to
 * a draft: its stored measurement no longer matches its landmarks, so it is dropped with its
 * review, and the exam goes back to processing; the worklist's feed hears the modeling start
 * again, after the commit.
 */
export async function saveLandmarks(
  { db, acquisitionEvents }: AssessmentServices,
  context: RequestContext,
  id: string,
  body: AlignmentLandmarksSave,
): Promise<AlignmentAssessment> {
  const scope = await context.patientScope();
  const { exam, reopened } = await db.transaction(async (tx) => {
    const { row, exam: found } = await assessmentInScope(tx, scope, id, { forUpdate: true });
    refuseIfApproved(row);
    await refuseWhileCaseOpen(tx, scope, row);
    if (body.revision !== row.revision) {
      throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.staleRevision, { revision: row.revision });
    }
    const reopened = row.state === 'ready-to-review';
    await updateAssessment(tx, row, {
      state: 'draft',
      lateral: body.lateral ?? null,
      frontal: body.frontal ?? null,
      calibration: body.calibration,
      placedBy: context.actorUserId,
      placedAt: context.now,
      ...(reopened ? REOPENED : {}),
    });
    if (reopened) {
      await setModelingState(tx, row.modelingId, 'IA_IN_PROGRESS');
      await moveExam(tx, found, 'PROCESSING');
    }
    await context.audit(tx, {
      action: 'alignment-assessment.save',
      targetType: 'alignment-assessment',
      targetId: row.modelingId,
      outcome: 'success',
      details: {
        examId: found.id,
        patientId: found.patientId,
        revision: row.revision + 1,
        reopened,
      },
    });
    return { exam: found, reopened };
  });
  if (reopened) announceDraft(acquisitionEvents, exam);
  return reread(db, id, exam);
}

/** What a completed assessment drops when its landmarks change. */
const REOPENED = {
  measurement: null,
  age: null,
  engineVersion: null,
  completedBy: null,
  completedAt: null,
  userValidatedBy: null,
  userValidatedAt: null,
} as const;

/**
 * Completes a draft the caller has locked and checked: `measure()` on its landmarks (age from the
 * birth date at the exam date, none without either), stored with the engine version; the exam
 * becomes an alignment exam ready to review, its modeling a success (the worklist launches it).
 * The caller publishes `MODELING_SUCCEEDED` after its commit.
 */
export async function completeDraft(
  tx: Executor,
  context: RequestContext,
  { row, exam }: { row: AssessmentRow; exam: AssessedExam },
): Promise<void> {
  refuseIfApproved(row);
  if (row.state !== 'draft') throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.alreadyCompleted);
  if (row.lateral === null && row.frontal === null) {
    throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.nothingPlaced);
  }
  const age =
    exam.birthDate === null || exam.studyDate === null
      ? null
      : (ageAt(exam.birthDate, exam.studyDate) ?? null);
  const measurement = measure(measureInput(row, age));
  await updateAssessment(tx, row, {
    state: 'ready-to-review',
    measurement,
    age,
    engineVersion: ALIGNMENT_ENGINE_VERSION,
    completedBy: context.actorUserId,
    completedAt: context.now,
  });
  await setModelingState(tx, row.modelingId, 'MODELIZED');
  await moveExam(tx, exam, 'READY_TO_REVIEW');
  await context.audit(tx, {
    action: 'alignment-assessment.complete',
    targetType: 'alignment-assessment',
    targetId: row.modelingId,
    outcome: 'success',
    details: {
      examId: exam.id,
      patientId: exam.patientId,
      engineVersion: ALIGNMENT_ENGINE_VERSION,
    },
  });
}

/** Completes a draft of an exam in the caller's scope (`completeDraft`). */
export async function completeAssessment(
  { db, acquisitionEvents }: AssessmentServices,
  context: RequestContext,
  id: string,
): Promise<AlignmentAssessment> {
  const scope = await context.patientScope();
  const exam = await db.transaction(async (tx) => {
    const found = await assessmentInScope(tx, scope, id, { forUpdate: true });
    // A case's model reaches the physician through the case's QC and release, never around them.
    if (isCaseScope(scope)) throw new Conflict(CASE_WORKFLOW_MESSAGES.completeThroughCase);
    await refuseWhileCaseOpen(tx, scope, found.row);
    await completeDraft(tx, context, found);
    return found.exam;
  });
  // After the commit: the worklist's rows can launch the exam now.
  acquisitionEvents.publish({
    status: 'MODELING_SUCCEEDED',
    acquisitionId: exam.id,
    physicianId: exam.physicianId,
  });
  return reread(db, id, exam);
}

import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  alignmentPhase,
  canChangeExamStatus,
  PATIENT_ASSESSMENTS_LIMIT,
  EXAM_MESSAGES,
  isExamStatus,
  type AlignmentAssessment,
  type AlignmentAssessmentCreate,
  type AlignmentPhase,
  type ExamStatus,
  type PatientAlignmentAssessments,
} from '@sagitta/domain';
import type { PatientScope } from '../../platform/access/patient-scope';
import type { Database, Executor } from '../../platform/db/database';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import { Conflict, ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { assessmentInScope, examInScope, refuseIfApproved, refuseWhileCaseOpen } from './access';
import { assessmentOf } from './assessment-shape';
import { defaultCalibration, headerCalibrationOf } from './header-calibration';
import { applyPhase, defaultPhase } from './phase';
import {
  examHasFilm,
  findAssessment,
  findLatestAssessment,
  findPatientAssessments,
  insertDraft,
  lockExam,
  patientVisibility,
  setExamTypeAndStatus,
  type AssessedExam,
} from './repo';

/** What the changes need besides the request: the database and the worklist's live feed. */
export interface AssessmentServices {
  db: Database;
  acquisitionEvents: EventBus<AcquisitionEvent>;
}

/** Moves the exam to a review status, refused when the exam's status machine forbids it. */
export async function moveExam(tx: Executor, exam: AssessedExam, to: ExamStatus): Promise<void> {
  const from = exam.examStatus;
  if (from !== null && from !== to && (!isExamStatus(from) || !canChangeExamStatus(from, to))) {
    throw new Conflict(EXAM_MESSAGES.statusChangeRefused);
  }
  await setExamTypeAndStatus(tx, exam.id, 'ALIGNMENT', to);
}

/** The assessment as stored now, for the answer of a change. */
export async function reread(
  db: Executor,
  id: string,
  exam: AssessedExam,
): Promise<AlignmentAssessment> {
  const row = await findAssessment(db, id);
  if (row === undefined) throw new Error(`assessment ${id} vanished`);
  return assessmentOf(db, row, exam.patientId);
}

/** What opening an exam's draft did, for the caller's audit row and live feed. */
export interface OpenedDraft {
  id: string;
  exam: AssessedExam;
  created: boolean;
  rephased: boolean;
  /** The draft's phase now. */
  phase: AlignmentPhase;
}

/**
 * The exam's open assessment inside the caller's transaction, created as a draft if it has
 * none (the exam row locked: one draft per exam). An exam without a lateral or frontal film has
 * nothing to measure (409, seed §8 "No images"); an approved one is locked. A phase given is set
 * on the new draft or on the open one; none: the default rule for a new draft, the open one's
 * unchanged. The 3D case request (issue 18) opens its draft through here. The scope is resolved
 * before the transaction: its check reads the database outside it (one connection on PGlite).
 */
export async function openDraft(
  tx: Executor,
  context: RequestContext,
  scope: PatientScope,
  { examId, phase }: AlignmentAssessmentCreate,
): Promise<OpenedDraft> {
  const found = await examInScope(tx, scope, examId);
  await lockExam(tx, found.id);
  const latest = await findLatestAssessment(tx, found.id);
  if (latest !== undefined) refuseIfApproved(latest);
  if (found.examStatus === 'APPROVED') throw new Conflict(EXAM_MESSAGES.alignmentLocked);
  const rephased = latest !== undefined && phase !== undefined && phase !== latest.phase;
  if (latest !== undefined && rephased) {
    // Locked like any change: a concurrent save waits, then sees the raised revision.
    const locked = await findAssessment(tx, latest.modelingId, { forUpdate: true });
    if (locked !== undefined) {
      await refuseWhileCaseOpen(tx, scope, locked);
      await applyPhase(tx, context, { row: locked, exam: found }, phase);
    }
  }
  if (latest !== undefined) {
    const now = phase ?? alignmentPhase.parse(latest.phase);
    return { id: latest.modelingId, exam: found, created: false, rephased, phase: now };
  }
  if (!(await examHasFilm(tx, found.id))) throw new Conflict(EXAM_MESSAGES.noImages);
  const draftPhase = phase ?? (await defaultPhase(tx, found));
  const id = await insertDraft(tx, {
    examId: found.id,
    phase: draftPhase,
    createdBy: context.actorUserId,
    createdAt: context.now,
    calibration: defaultCalibration(await headerCalibrationOf(tx, found.id)),
  });
  return { id, exam: found, created: true, rephased, phase: draftPhase };
}

/**
 * After the commit of a new draft, of a failed modeling a new 3D case put back in progress
 * (`reopenCaseAssessment`), or of a completed one whose landmarks changed (`saveLandmarks`): the
 * worklist shows the exam's modeling in progress.
 */
export function announceDraft(
  acquisitionEvents: EventBus<AcquisitionEvent>,
  exam: AssessedExam,
): void {
  acquisitionEvents.publish({
    status: 'MODELING_STARTED',
    acquisitionId: exam.id,
    physicianId: exam.physicianId,
  });
}

/** The exam's open assessment, created as a draft if it has none (`openDraft`), audited. */
export async function openAssessment(
  { db, acquisitionEvents }: AssessmentServices,
  context: RequestContext,
  create: AlignmentAssessmentCreate,
): Promise<{ assessment: AlignmentAssessment; created: boolean; changed: boolean }> {
  const scope = await context.patientScope();
  const { id, exam, created, rephased } = await db.transaction(async (tx) => {
    const opened = await openDraft(tx, context, scope, create);
    await context.audit(tx, {
      action: 'alignment-assessment.open',
      targetType: 'alignment-assessment',
      targetId: opened.id,
      outcome: 'success',
      details: {
        examId: opened.exam.id,
        patientId: opened.exam.patientId,
        created: opened.created,
      },
    });
    return opened;
  });
  if (created) announceDraft(acquisitionEvents, exam);
  return { assessment: await reread(db, id, exam), created, changed: created || rephased };
}

/** The exam's latest assessment, or undefined when it has none. */
export async function latestAssessment(
  db: Executor,
  context: RequestContext,
  examId: string,
): Promise<AlignmentAssessment | undefined> {
  const exam = await examInScope(db, await context.patientScope(), examId);
  const row = await findLatestAssessment(db, exam.id);
  return row === undefined ? undefined : assessmentOf(db, row, exam.patientId);
}

/** One assessment in the caller's scope. */
export async function readAssessment(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<AlignmentAssessment> {
  const { row, exam } = await assessmentInScope(db, await context.patientScope(), id);
  return assessmentOf(db, row, exam.patientId);
}

/**
 * The patient's assessments the caller may see, newest first; 404 for a patient out of scope or
 * unknown alike (the audit trail told which).
 */
export async function patientAssessments(
  db: Executor,
  context: RequestContext,
  patientId: string,
): Promise<PatientAlignmentAssessments> {
  const scope = await context.patientScope();
  const visibility = await patientVisibility(db, scope, patientId);
  if (visibility !== 'in-scope') {
    throw new ScopeMiss(ALIGNMENT_ASSESSMENT_MESSAGES.patientNotFound, visibility);
  }
  const rows = await findPatientAssessments(db, scope, patientId, PATIENT_ASSESSMENTS_LIMIT);
  return { items: await Promise.all(rows.map((row) => assessmentOf(db, row, patientId))) };
}

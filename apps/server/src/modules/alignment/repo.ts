import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AlignmentPhase, AssessmentCalibration } from '@sagitta/domain';
import {
  alignmentAssessments,
  cases,
  instances,
  modelings,
  patients,
  series,
  studies,
  users,
} from '../../db/schema';
import {
  examsInScope,
  patientsInScope,
  type PatientScope,
} from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** An exam as an assessment needs it: its patient, physician, date, type and status. */
export interface AssessedExam {
  id: string;
  patientId: string;
  physicianId: string;
  studyDate: string | null;
  birthDate: string | null;
  examType: string;
  examStatus: string | null;
}

/**
 * The exam when it is in the caller's scope (the scope is part of the WHERE); with no scope, the
 * exam whatever its physician, for a caller that checked its access otherwise (a 3D case's
 * technician, issue 18).
 */
export async function findExamInScope(
  db: Executor,
  scope: PatientScope | null,
  examId: string,
): Promise<AssessedExam | undefined> {
  const [row] = await db
    .select({
      id: studies.id,
      patientId: studies.patientId,
      physicianId: studies.physicianId,
      studyDate: studies.studyDate,
      birthDate: patients.birthDate,
      examType: studies.examType,
      examStatus: studies.examStatus,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(and(eq(studies.id, examId), scope === null ? undefined : examsInScope(scope)))
    .limit(1);
  // In scope means of the scope's physician: never null here.
  return row === undefined ? undefined : { ...row, physicianId: row.physicianId ?? '' };
}

/**
 * Locks the exam row for the transaction: two requests opening the exam's first assessment at
 * once make one draft, not two.
 */
export async function lockExam(tx: Executor, examId: string): Promise<void> {
  await tx.select({ id: studies.id }).from(studies).where(eq(studies.id, examId)).for('update');
}

/** Whether an exam exists at all (to tell the audit trail what a scope miss was). */
export async function examExists(db: Executor, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(eq(studies.id, examId))
    .limit(1);
  return row !== undefined;
}

/** Whether the exam holds a lateral or a frontal film to place landmarks on. */
export async function examHasFilm(db: Executor, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(and(eq(series.studyId, examId), inArray(instances.view, ['LATERAL', 'FRONTAL'])))
    .limit(1);
  return row !== undefined;
}

/** Assessments with their exam, newest first. */
function assessments(db: Executor) {
  return db
    .select({ row: alignmentAssessments, examId: modelings.studyId })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .orderBy(desc(modelings.creationTimestamp), desc(modelings.id))
    .$dynamic();
}

export type AssessmentRow = typeof alignmentAssessments.$inferSelect & { examId: string };

const flatten = (found: { row: typeof alignmentAssessments.$inferSelect; examId: string }) => ({
  ...found.row,
  examId: found.examId,
});

/** The exam's latest assessment, whatever its state. */
export async function findLatestAssessment(
  db: Executor,
  examId: string,
): Promise<AssessmentRow | undefined> {
  const [found] = await assessments(db).where(eq(modelings.studyId, examId)).limit(1);
  return found === undefined ? undefined : flatten(found);
}

/**
 * The patient's assessments on exams in the caller's scope (the scope in the WHERE), latest
 * first: by the exam's date (an undated exam last), then by when the assessment was opened.
 */
export async function findPatientAssessments(
  db: Executor,
  scope: PatientScope,
  patientId: string,
  limit: number,
): Promise<AssessmentRow[]> {
  const found = await db
    .select({ row: alignmentAssessments, examId: modelings.studyId })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .where(and(eq(studies.patientId, patientId), examsInScope(scope)))
    .orderBy(
      sql`${studies.studyDate} DESC NULLS LAST`,
      desc(modelings.creationTimestamp),
      desc(modelings.id),
    )
    .limit(limit);
  return found.map(flatten);
}

/** Whether the patient record is in the caller's scope; and, when not, whether it exists. */
export async function patientVisibility(
  db: Executor,
  scope: PatientScope,
  patientId: string,
): Promise<'in-scope' | 'other-scope' | 'unknown'> {
  const [row] = await db
    .select({ inScope: sql<boolean>`${patientsInScope(scope)}` })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  if (row === undefined) return 'unknown';
  return row.inScope ? 'in-scope' : 'other-scope';
}

/**
 * One assessment by its (modeling) id. `forUpdate` locks the row for the transaction, so that
 * two changes to one assessment (a save and an approval) happen one after the other.
 */
export async function findAssessment(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AssessmentRow | undefined> {
  const query = assessments(db).where(eq(alignmentAssessments.modelingId, id)).limit(1);
  const [found] = options.forUpdate === true ? await query.for('update') : await query;
  return found === undefined ? undefined : flatten(found);
}

/**
 * Whether the patient has an approved pre-op assessment on an exam dated before `studyDate`
 * (the default phase rule). An exam without a date is before nothing and after nothing.
 */
export async function hasApprovedPreOpBefore(
  db: Executor,
  exam: { id: string; patientId: string; studyDate: string | null },
): Promise<boolean> {
  if (exam.studyDate === null) return false;
  const [row] = await db
    .select({ id: alignmentAssessments.modelingId })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .where(
      and(
        eq(studies.patientId, exam.patientId),
        ne(studies.id, exam.id),
        lt(studies.studyDate, exam.studyDate),
        eq(alignmentAssessments.state, 'approved'),
        eq(alignmentAssessments.phase, 'PRE_OP'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new draft: its modeling of type `Alignment` (in progress) and its own row; its id. */
export async function insertDraft(
  tx: Executor,
  draft: {
    examId: string;
    phase: AlignmentPhase;
    createdBy: string;
    createdAt: Date;
    /** Each film's calibration from its header (`defaultCalibration`). */
    calibration: AssessmentCalibration;
  },
): Promise<string> {
  const [modeling] = await tx
    .insert(modelings)
    .values({
      studyId: draft.examId,
      creationTimestamp: draft.createdAt.getTime(),
      state: 'IA_IN_PROGRESS',
      modelType: 'Alignment',
    })
    .returning({ id: modelings.id });
  if (modeling === undefined) throw new Error('insert returned no row');
  await tx.insert(alignmentAssessments).values({
    modelingId: modeling.id,
    state: 'draft',
    calibration: draft.calibration,
    phase: draft.phase,
    createdBy: draft.createdBy,
    createdAt: draft.createdAt,
  });
  return modeling.id;
}

export type AssessmentChange = Partial<
  Omit<typeof alignmentAssessments.$inferInsert, 'modelingId' | 'revision' | 'createdBy'>
>;

/** Applies a change and raises the revision (the row is locked by the caller's transaction). */
export async function updateAssessment(
  tx: Executor,
  row: AssessmentRow,
  change: AssessmentChange,
): Promise<void> {
  await tx
    .update(alignmentAssessments)
    .set({ ...change, revision: row.revision + 1 })
    .where(eq(alignmentAssessments.modelingId, row.modelingId));
}

/** A modeling's state as the worklist reads it; undefined when there is no such modeling. */
export async function findModelingState(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ state: modelings.state })
    .from(modelings)
    .where(eq(modelings.id, id))
    .limit(1);
  return row?.state;
}

/**
 * Whether an open 3D case (issue 18) is making the exam's model: an exam has one open case at most,
 * on its open assessment. Asked by exam, the one-open-case-per-exam index answers it (the cases
 * module's `findOpenCaseOfExam` is the same query; a module's repo is its own).
 */
export async function examHasOpenCase(db: Executor, examId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.studyId, examId), isNull(cases.closedAt)))
    .limit(1);
  return row !== undefined;
}

/** The state the worklist reads: IA_IN_PROGRESS, MODELIZED or VALIDATED. */
export async function setModelingState(tx: Executor, id: string, state: string): Promise<void> {
  await tx.update(modelings).set({ state }).where(eq(modelings.id, id));
}

/** The exam's type and review status. */
export async function setExamTypeAndStatus(
  tx: Executor,
  examId: string,
  examType: string,
  examStatus: string,
): Promise<void> {
  await tx.update(studies).set({ examType, examStatus }).where(eq(studies.id, examId));
}

/** The password hash of an account, null when it has none. */
export async function passwordHashOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash ?? null;
}

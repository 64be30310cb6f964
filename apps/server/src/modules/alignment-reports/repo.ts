import { randomUUID } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { alignmentAssessments, alignmentReports, modelings, studies } from '../../db/schema';
import { examsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** A DICOM UID for an exam the portal makes itself: `2.25.` and a random UUID as a number. */
function newStudyInstanceUid(): string {
  return `2.25.${BigInt(`0x${randomUUID().replaceAll('-', '')}`).toString()}`;
}

/**
 * The report's exam (type `ALIGNMENT_ASSESSMENT_REPORT`, status `APPROVED`) and its link to the
 * assessment and the PDF, in the approval's transaction. The exam is the assessed exam's
 * patient's, of its physician, dated as the assessed exam (the report describes those films;
 * the approval's own instant is stored with the assessment); its id.
 */
export async function insertReport(
  tx: Executor,
  report: {
    assessmentId: string;
    assessed: { patientId: string; physicianId: string; studyDate: string | null };
    blobKey: string;
    size: number;
    createdAt: Date;
  },
): Promise<string> {
  const [exam] = await tx
    .insert(studies)
    .values({
      patientId: report.assessed.patientId,
      physicianId: report.assessed.physicianId,
      studyInstanceUid: newStudyInstanceUid(),
      studyDate: report.assessed.studyDate,
      description: 'Alignment assessment report',
      examType: 'ALIGNMENT_ASSESSMENT_REPORT',
      examStatus: 'APPROVED',
      createdAt: report.createdAt,
    })
    .returning({ id: studies.id });
  if (exam === undefined) throw new Error('insert returned no row');
  await tx.insert(alignmentReports).values({
    examId: exam.id,
    assessmentId: report.assessmentId,
    blobKey: report.blobKey,
    size: report.size,
    createdAt: report.createdAt,
  });
  return exam.id;
}

/** Whether any report names this blob (a failed approval only removes a blob nobody holds). */
export async function blobHeld(db: Executor, blobKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alignmentReports.examId })
    .from(alignmentReports)
    .where(eq(alignmentReports.blobKey, blobKey))
    .limit(1);
  return row !== undefined;
}

/** The exam an assessment measured, beside the report's own exam in one query. */
const assessed = alias(studies, 'assessed');

/**
 * Reports joined to their exam (which the scope is about: `examsInScope` reads `studies`), their
 * assessment and the assessed exam.
 */
function reportsInScope(db: Executor, scope: PatientScope, where: SQL | undefined) {
  return db
    .select({
      id: alignmentReports.examId,
      patientId: studies.patientId,
      assessmentId: alignmentReports.assessmentId,
      assessedExamId: assessed.id,
      assessedExamDate: assessed.studyDate,
      approvedBy: alignmentAssessments.approvedBy,
      approvedAt: alignmentAssessments.approvedAt,
      blobKey: alignmentReports.blobKey,
      size: alignmentReports.size,
    })
    .from(alignmentReports)
    .innerJoin(studies, eq(studies.id, alignmentReports.examId))
    .innerJoin(
      alignmentAssessments,
      eq(alignmentAssessments.modelingId, alignmentReports.assessmentId),
    )
    .innerJoin(modelings, eq(modelings.id, alignmentReports.assessmentId))
    .innerJoin(assessed, eq(assessed.id, modelings.studyId))
    .where(and(where, examsInScope(scope)));
}
export type ReportRow = Awaited<ReturnType<typeof reportsInScope>>[number];

/** The patient's reports in the scope, newest approval first. */
export async function patientReports(
  db: Executor,
  scope: PatientScope,
  patientId: string,
): Promise<ReportRow[]> {
  return reportsInScope(db, scope, eq(studies.patientId, patientId)).orderBy(
    desc(alignmentAssessments.approvedAt),
    desc(alignmentReports.examId),
  );
}

/** One report (by its exam's id) when in the scope. */
export async function reportInScope(
  db: Executor,
  scope: PatientScope,
  id: string,
): Promise<ReportRow | undefined> {
  const [row] = await reportsInScope(db, scope, eq(alignmentReports.examId, id)).limit(1);
  return row;
}

/** Whether a report exists at all (to tell the audit trail what a scope miss was). */
export async function reportExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: alignmentReports.examId })
    .from(alignmentReports)
    .where(eq(alignmentReports.examId, id))
    .limit(1);
  return row !== undefined;
}

import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { TREND_MIN_ASSESSMENTS, type AlignmentPhase } from '@sagitta/domain';
import { alignmentAssessments, modelings, patients, studies } from '../../db/schema';
import {
  examsInScope,
  patientsInScope,
  type PatientScope,
} from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** Rows `limit` at a time, page 1 first. */
export interface Paging {
  limit: number;
  page: number;
}

const offsetOf = ({ limit, page }: Paging) => (page - 1) * limit;

/**
 * Where a point sits in time: the exam's acquisition date, else (an exam without a Study Date)
 * the day it was approved, so an undated exam still has its place in the order.
 */
const pointDay = sql<string>`COALESCE(${studies.studyDate}, (${alignmentAssessments.approvedAt})::date)`;

/** Approved assessments on exams in the scope: the rows trends are made of. */
function approvedInScope(scope: PatientScope): SQL {
  return and(eq(alignmentAssessments.state, 'approved'), examsInScope(scope)) as SQL;
}

/** An approved assessment as a trend point needs it. */
export interface TrendRow {
  assessmentId: string;
  examId: string;
  studyDate: string | null;
  approvedAt: Date | null;
  phase: AlignmentPhase;
  measurement: unknown;
}

/**
 * One page of a patient's approved assessments, newest first (page 1: the latest), and how many
 * there are. The patient is checked in scope by the caller; the exams are filtered here too.
 */
export async function patientTrendPage(
  db: Executor,
  scope: PatientScope,
  patientId: string,
  paging: Paging,
): Promise<{ rows: TrendRow[]; totalCount: number }> {
  const where = and(approvedInScope(scope), eq(studies.patientId, patientId));
  const rows = await db
    .select({
      assessmentId: alignmentAssessments.modelingId,
      examId: modelings.studyId,
      studyDate: studies.studyDate,
      approvedAt: alignmentAssessments.approvedAt,
      phase: sql<AlignmentPhase>`${alignmentAssessments.phase}`,
      measurement: alignmentAssessments.measurement,
    })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .where(where)
    .orderBy(
      desc(pointDay),
      desc(alignmentAssessments.approvedAt),
      desc(alignmentAssessments.modelingId),
    )
    .limit(paging.limit)
    .offset(offsetOf(paging));
  const [counted] = await db
    .select({ n: count() })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .where(where);
  return { rows, totalCount: counted?.n ?? 0 };
}

/** A patient of the Patient Trends tab, as read. */
export interface TrendPatientRow {
  id: string;
  productId: string;
  familyName: string | null;
  givenName: string | null;
  assessmentCount: number;
  lastDay: string | null;
}

/**
 * The patients in scope with at least {@link TREND_MIN_ASSESSMENTS} approved assessments, the
 * latest trend first, one page of them, and how many there are.
 */
export async function trendPatientPage(
  db: Executor,
  scope: PatientScope,
  paging: Paging,
): Promise<{ rows: TrendPatientRow[]; totalCount: number }> {
  const assessmentCount = sql<number>`count(*)::int`.as('assessment_count');
  const lastDay = sql<string | null>`max(${pointDay})::text`.as('last_day');
  const grouped = db
    .select({
      id: patients.id,
      productId: patients.productId,
      familyName: patients.familyName,
      givenName: patients.givenName,
      assessmentCount,
      lastDay,
    })
    .from(alignmentAssessments)
    .innerJoin(modelings, eq(modelings.id, alignmentAssessments.modelingId))
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(and(approvedInScope(scope), patientsInScope(scope)))
    .groupBy(patients.id)
    .having(gte(count(), TREND_MIN_ASSESSMENTS))
    .as('trend_patients');
  const rows = await db
    .select()
    .from(grouped)
    .orderBy(sql`${grouped.lastDay} DESC NULLS LAST`, grouped.id)
    .limit(paging.limit)
    .offset(offsetOf(paging));
  const [counted] = await db.select({ n: count() }).from(grouped);
  return { rows, totalCount: counted?.n ?? 0 };
}

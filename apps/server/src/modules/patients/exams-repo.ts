import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alignmentAssessments, modelings, studies } from '../../db/schema';
import { examsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** Newest exam first: by exam date (unknown dates last), then by arrival (the worklist's order). */
const NEWEST_FIRST = [
  sql`${studies.studyDate} DESC NULLS LAST`,
  desc(studies.createdAt),
  desc(studies.id),
];

/**
 * The images of an exam: its instances with pixels (reports and plans have none). Spelled with
 * qualified names: drizzle leaves columns unqualified in a one-table select.
 */
const imageCount = sql<number>`(
  SELECT count(*) FROM "instances" INNER JOIN "series" ON "series"."id" = "instances"."series_id"
  WHERE "series"."study_id" = "studies"."id" AND "instances"."rows" IS NOT NULL
)`.mapWith(Number);

const examColumns = {
  id: studies.id,
  patientId: studies.patientId,
  examType: studies.examType,
  examStatus: studies.examStatus,
  studyDate: studies.studyDate,
  description: studies.description,
  accessionNumber: studies.accessionNumber,
  imageCount,
  createdAt: studies.createdAt,
};

/** The exams of the scope that belong to this record. */
function ofRecord(scope: PatientScope, patientId: string): SQL | undefined {
  return and(eq(studies.patientId, patientId), examsInScope(scope));
}

/** One page of a record's exams, newest first, with how many it has. */
export async function recordExamPage(
  db: Executor,
  scope: PatientScope,
  patientId: string,
  page: { offset: number; limit: number },
) {
  const where = ofRecord(scope, patientId);
  const [rows, totals] = await Promise.all([
    db
      .select(examColumns)
      .from(studies)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(studies).where(where),
  ]);
  return { rows, totalCount: totals[0]?.total ?? 0 };
}
export type ExamRow = Awaited<ReturnType<typeof recordExamPage>>['rows'][number];

/** A record's newest exam of each exam type. */
export async function latestExamPerType(db: Executor, scope: PatientScope, patientId: string) {
  return db
    .selectDistinctOn([studies.examType], examColumns)
    .from(studies)
    .where(ofRecord(scope, patientId))
    .orderBy(studies.examType, ...NEWEST_FIRST);
}

/**
 * One page of the scope's records by their latest exam, newest first: the latest exam of each
 * record (DISTINCT ON through `studies_patient_idx`), ordered, paged; and how many records have
 * an exam.
 */
export async function latestExamPage(
  db: Executor,
  scope: PatientScope,
  page: { offset: number; limit: number },
) {
  const where = examsInScope(scope);
  const latest = db
    .selectDistinctOn([studies.patientId], {
      id: studies.id,
      studyDate: studies.studyDate,
      createdAt: studies.createdAt,
    })
    .from(studies)
    .where(where)
    .orderBy(studies.patientId, ...NEWEST_FIRST)
    .as('latest');
  const [rows, totals] = await Promise.all([
    db
      .select({ id: latest.id })
      .from(latest)
      .orderBy(sql`${latest.studyDate} DESC NULLS LAST`, desc(latest.createdAt), desc(latest.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(DISTINCT ${studies.patientId})`.mapWith(Number) })
      .from(studies)
      .where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const found = ids.length === 0 ? [] : await examRows(db, ids);
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    totalCount: totals[0]?.total ?? 0,
  };
}

async function examRows(db: Executor, ids: readonly string[]) {
  return db
    .select(examColumns)
    .from(studies)
    .where(inArray(studies.id, [...ids]));
}

/** Each exam's latest modeling, by exam id. */
export async function latestModelings(db: Executor, examIds: readonly string[]) {
  if (examIds.length === 0) return new Map<string, ModelingRow>();
  const rows = await db
    .selectDistinctOn([modelings.studyId], modelingColumns)
    .from(modelings)
    .where(inArray(modelings.studyId, [...examIds]))
    .orderBy(modelings.studyId, desc(modelings.creationTimestamp), desc(modelings.id));
  return new Map(rows.map((row) => [row.examId, row]));
}

const modelingColumns = {
  id: modelings.id,
  examId: modelings.studyId,
  creationTimestamp: modelings.creationTimestamp,
  state: modelings.state,
  modelType: modelings.modelType,
};
export interface ModelingRow {
  id: string;
  examId: string;
  creationTimestamp: number;
  state: string;
  modelType: string | null;
}

/** A modeling of an exam in the scope, with the exam's record; undefined otherwise. */
export async function modelingInScope(db: Executor, scope: PatientScope, id: string) {
  const [row] = await db
    .select({
      ...modelingColumns,
      patientId: studies.patientId,
      // An alignment assessment's stored measurement (null for a draft or another modeling).
      measurement: alignmentAssessments.measurement,
    })
    .from(modelings)
    .innerJoin(studies, eq(studies.id, modelings.studyId))
    .leftJoin(alignmentAssessments, eq(alignmentAssessments.modelingId, modelings.id))
    .where(and(eq(modelings.id, id), examsInScope(scope)));
  return row;
}

/** Whether a modeling of this id exists at all (for the audit of a scope miss). */
export async function modelingExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: modelings.id }).from(modelings).where(eq(modelings.id, id));
  return row !== undefined;
}

import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { WorklistExam } from '@sagitta/domain';
import { modelings, patients, series, studies } from '../../db/schema';
import { examsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** Newest exam first: by exam date (unknown dates last), then by arrival. */
export const NEWEST_FIRST = [
  sql`${studies.studyDate} DESC NULLS LAST`,
  desc(studies.createdAt),
  desc(studies.id),
];

/** The description of an exam's first series by number, as the worklist shows it. */
const firstSeriesDescription = sql<string | null>`(
  SELECT ${series.description} FROM ${series}
  WHERE ${series.studyId} = ${studies.id}
  ORDER BY ${series.number} ASC NULLS LAST, ${series.seriesInstanceUid} ASC
  LIMIT 1
)`;

/** The columns of a Worklist exam (seed §3) before its modelings are attached. */
export const examColumns = {
  id: studies.id,
  seriesDescription: firstSeriesDescription,
  studyDate: studies.studyDate,
  studyDescription: studies.description,
  accessionNumber: studies.accessionNumber,
  familyName: patients.familyName,
  firstName: patients.givenName,
  birthDate: patients.birthDate,
  sex: patients.sex,
  patientID: patients.patientId,
  recordId: patients.id,
};

export interface ExamRow {
  id: string;
  seriesDescription: string | null;
  studyDate: string | null;
  studyDescription: string | null;
  accessionNumber: string | null;
  familyName: string | null;
  firstName: string | null;
  birthDate: string | null;
  sex: string | null;
  patientID: string;
  recordId: string;
}

/** Which exams a page lists: `where` must scope them, on the columns of `studies` alone. */
export interface ExamFilter {
  where: SQL | undefined;
}

/**
 * One page of exams matching the filter, newest first, with the total count, in the seed's
 * Worklist exam shape. The page's ids come first, from `studies` alone, and only those rows are
 * joined to their patient and first series: joining every skipped row of a deep page cost
 * seconds on a million exams. (A search has its own page query: `searchedExamIds`.)
 */
export async function examPage(
  db: Executor,
  filter: ExamFilter,
  page: { offset: number; limit: number },
): Promise<{ items: WorklistExam[]; totalCount: number }> {
  const [pageIds, totals] = await Promise.all([
    db
      .select({ id: studies.id })
      .from(studies)
      .where(filter.where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(studies).where(filter.where),
  ]);
  return {
    items: await examsInOrder(
      db,
      pageIds.map((row) => row.id),
    ),
    totalCount: totals[0]?.total ?? 0,
  };
}

/** The exams of `ids`, in that order, in the seed's Worklist exam shape. */
export async function examsInOrder(db: Executor, ids: readonly string[]): Promise<WorklistExam[]> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(examColumns)
          .from(studies)
          .innerJoin(patients, eq(patients.id, studies.patientId))
          .where(inArray(studies.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [row];
  });
  return withModelings(db, ordered);
}

/** Attaches each exam's modelings (one query for the page) and shapes the seed's exam. */
export async function withModelings(db: Executor, rows: ExamRow[]): Promise<WorklistExam[]> {
  const ids = rows.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            studyId: modelings.studyId,
            id: modelings.id,
            creationTimestamp: modelings.creationTimestamp,
            state: modelings.state,
          })
          .from(modelings)
          .where(inArray(modelings.studyId, ids))
          .orderBy(asc(modelings.creationTimestamp), asc(modelings.id));
  const byStudy = new Map<string, typeof found>();
  for (const modeling of found) {
    byStudy.set(modeling.studyId, [...(byStudy.get(modeling.studyId) ?? []), modeling]);
  }
  return rows.map((row) => ({
    id: row.id,
    series: {
      description: row.seriesDescription,
      study: {
        date: row.studyDate,
        description: row.studyDescription,
        accessionNumber: row.accessionNumber,
        patient: {
          familyName: row.familyName,
          firstName: row.firstName,
          birthDate: row.birthDate,
          sex: row.sex,
          patientID: row.patientID,
          recordId: row.recordId,
        },
      },
    },
    modelings: (byStudy.get(row.id) ?? []).map((modeling) => ({
      id: modeling.id,
      creationTimestamp: String(modeling.creationTimestamp),
      state: modeling.state,
    })),
  }));
}

/**
 * The exams of a patient scope: the worklist's. For most callers that is the physician's exams,
 * on `studies` alone; a candidates-only caller's adds an EXISTS on the patient record.
 */
export function inScope(scope: PatientScope): ExamFilter {
  return { where: examsInScope(scope) };
}

/** One exam by its id, whoever's it is (the caller checked access first). */
export function byId(studyId: string): ExamFilter {
  return { where: eq(studies.id, studyId) };
}

/** The exams routed to no physician (the unassigned list's scope). */
export function unassigned(): ExamFilter {
  return { where: isNull(studies.physicianId) };
}

/** Whether the exam with this id is one of the scope's (the live feed's check before a send). */
export async function examIsInScope(
  db: Executor,
  scope: PatientScope,
  studyId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, studyId), examsInScope(scope)))
    .limit(1);
  return row !== undefined;
}

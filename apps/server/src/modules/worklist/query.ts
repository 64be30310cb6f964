import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WorklistExam } from '@sagitta/domain';
import { modelings, patients, series, studies } from '../../db/schema';
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
}

/**
 * One page of exams matching `where` (which must scope them), newest first, with the total
 * count, in the seed's Worklist exam shape.
 */
export async function examPage(
  db: Executor,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ items: WorklistExam[]; totalCount: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select(examColumns)
      .from(studies)
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(studies)
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .where(where),
  ]);
  return {
    items: await withModelings(db, rows),
    totalCount: totals[0]?.total ?? 0,
  };
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

/** The exams of one physician: the worklist's scope. */
export function ofPhysician(physicianId: string, search: SQL | undefined): SQL | undefined {
  return and(eq(studies.physicianId, physicianId), search);
}

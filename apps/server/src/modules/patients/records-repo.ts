import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PatientListSort } from '@sagitta/domain';
import { institutions, patients, users } from '../../db/schema';
import { patientsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** The record of this id when it is in the scope: its physician and institution. */
export async function recordInScope(db: Executor, scope: PatientScope, id: string) {
  const [row] = await db
    .select({
      id: patients.id,
      physicianId: patients.physicianId,
      institutionId: patients.institutionId,
      mrn: patients.patientId,
    })
    .from(patients)
    .where(and(eq(patients.id, id), patientsInScope(scope)));
  return row;
}

/** Whether a record of this id exists at all (for the audit of a scope miss, never the answer). */
export async function recordExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, id));
  return row !== undefined;
}

/**
 * The records the caller starred (the Favorites tab). Qualified names, parenthesised: drizzle's
 * exists() adds no parentheses and leaves columns unqualified in a one-table select.
 */
export function favoriteOf(userId: string): SQL {
  return exists(
    sql`(SELECT 1 FROM "patient_favorites" WHERE "patient_favorites"."user_id" = ${userId} AND "patient_favorites"."patient_id" = "patients"."id")`,
  );
}

/**
 * How a page's match count is read, in the page's own statement either way (on the embedded
 * database a statement costs about 1.5 ms whatever it reads, bench:patients):
 * - `scan`: a window over the page's scan (`count(*) OVER ()`), for a tab whose matches are found
 *   by a join, the Favorites tab's stars: the join is made once, not once for the page and again
 *   for its count (10 ms each over a physician's 10 000 records on the embedded database);
 * - `beside`: a sub-select, for every other list: the page stops at its last row in index order
 *   while the count reads the index alone; a window would hold all 10 000 records first (16 ms
 *   for the All tab, where the page and its count take 1 and 7).
 */
export type MatchCount = 'scan' | 'beside';

/**
 * One page of record ids matching `where` in the list's order, with how many match. A page past
 * the end has no row to carry the count: only then is it counted apart. Only the ids are read
 * here; the page's rows are read afterwards for those ids alone (`recordRows`), as the worklist
 * does (`examPage`).
 *
 * By last exam: newest first, records without a dated exam last, from
 * `patients_physician_last_exam_idx` (the record's `last_exam_date`, kept by triggers), as by
 * name from `patients_physician_name_idx`.
 */
export async function recordPageIds(
  db: Executor,
  where: SQL | undefined,
  sort: PatientListSort,
  page: { offset: number; limit: number },
  matchCount: MatchCount,
): Promise<{ ids: string[]; totalCount: number }> {
  const byName = [asc(patients.searchFamily), asc(patients.searchGiven), asc(patients.id)];
  const order =
    sort === 'name' ? byName : [sql`${patients.lastExamDate} DESC NULLS LAST`, ...byName];
  const matching =
    matchCount === 'scan'
      ? sql<number>`count(*) OVER ()`.mapWith(Number)
      : sql<number>`${db.$count(patients, where)}`.mapWith(Number);
  const rows = await db
    .select({ id: patients.id, matching })
    .from(patients)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [first] = rows;
  if (first !== undefined) return { ids: rows.map((row) => row.id), totalCount: first.matching };
  if (page.offset === 0) return { ids: [], totalCount: 0 };
  return { ids: [], totalCount: await db.$count(patients, where) };
}

/**
 * The page's records with their primary physician and institution, their number of exams and
 * whether `userId` starred them, in no particular order. One statement, not three: on the
 * embedded database each statement costs about 1.5 ms whatever it reads (bench:patients), more
 * than these reads of 20 records do. (The record's newest exam date is its kept
 * `last_exam_date`, the one the list sorts by: read with the record, not recomputed here.)
 */
export async function recordRows(db: Executor, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: patients.id,
      productId: patients.productId,
      mrn: patients.patientId,
      familyName: patients.familyName,
      firstName: patients.givenName,
      birthDate: patients.birthDate,
      sex: patients.sex,
      urgent: patients.urgent,
      surgicalCandidate: patients.surgicalCandidate,
      createdAt: patients.createdAt,
      updatedAt: patients.updatedAt,
      lastExamDate: patients.lastExamDate,
      physicianId: users.id,
      physicianFirstName: users.firstName,
      physicianLastName: users.lastName,
      physicianSuffix: users.suffix,
      institutionId: institutions.id,
      institutionName: institutions.name,
      examCount:
        sql<number>`(SELECT count(*) FROM "studies" WHERE "studies"."patient_id" = "patients"."id")`.mapWith(
          Number,
        ),
      isFavorite: sql<boolean>`${favoriteOf(userId)}`.mapWith(Boolean),
    })
    .from(patients)
    .leftJoin(users, eq(users.id, patients.physicianId))
    .leftJoin(institutions, eq(institutions.id, patients.institutionId))
    .where(inArray(patients.id, [...ids]));
}
export type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

/** Up to `limit` records matching `where`, by name: the header's lookahead. */
export async function recordIdsByName(db: Executor, where: SQL | undefined, limit: number) {
  const rows = await db
    .select({ id: patients.id })
    .from(patients)
    .where(where)
    .orderBy(asc(patients.searchFamily), asc(patients.searchGiven), asc(patients.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

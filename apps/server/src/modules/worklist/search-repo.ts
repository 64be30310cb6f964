import { and, count, desc, eq, not, or, sql } from 'drizzle-orm';
import { searchTerms } from '@sagitta/domain';
import { patients, studies } from '../../db/schema';
import {
  patientsInScope,
  type PatientScope,
  isCaseScope,
  examsInScope,
} from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { startsWith } from '../../platform/db/starts-with';

/** What a term is held against, and what the page is ordered by, for each candidate exam. */
const candidateColumns = {
  id: studies.id,
  studyDate: studies.studyDate,
  createdAt: studies.createdAt,
  family: patients.searchFamily,
  given: patients.searchGiven,
  patientId: patients.searchPatientId,
  accession: studies.searchAccessionNumber,
};

/**
 * The scope's exams one term can match, through the prefix indexes: those of the patients
 * whose family name, given name or ID starts with it, and those whose accession number does.
 * Each row carries what the other terms and the order need, so nothing is joined again. Both
 * sets join the patient record already, so the scope's patient filter (candidates only, for
 * some callers) costs no extra join.
 */
function candidates(db: Executor, scope: PatientScope, term: string) {
  // A physician's exams through the physician index; a technician's through their cases.
  const ofScope = isCaseScope(scope)
    ? examsInScope(scope)
    : eq(studies.physicianId, scope.physicianId);
  const patientMatches = sql`(${startsWith(patients.searchFamily, term)}
    OR ${startsWith(patients.searchGiven, term)} OR ${startsWith(patients.searchPatientId, term)})`;
  const byPatient = db
    .select(candidateColumns)
    .from(patients)
    .innerJoin(studies, eq(studies.patientId, patients.id))
    .where(and(patientsInScope(scope), ofScope, patientMatches));
  // Exams the first set holds already are left out here, so the two add up without a
  // de-duplicating sort (the search columns are never null, so NOT is exact).
  const byAccessionOnly = db
    .select(candidateColumns)
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(
      and(
        ofScope,
        // Only a candidates-only caller's: everyone else's query stays as it was planned.
        scope.candidatesOnly ? patientsInScope(scope) : undefined,
        startsWith(studies.searchAccessionNumber, term),
        not(patientMatches),
      ),
    );
  return byPatient.unionAll(byAccessionOnly).as('candidates');
}

/** The search text of a request as its distinct terms (seed §5: split on commas). */
export function worklistTerms(...queries: readonly (string | undefined)[]): string[] {
  return [...new Set(queries.flatMap((query) => searchTerms(query ?? '')))];
}

/**
 * One page of the scope's exams matching every term, newest first, with how many match: the
 * worklist search of `docs/decisions.md` (issue 6): every term must begin, ignoring case and
 * accents, the family name, the given name, the patient ID or the accession number. The domain's
 * `matchesWorklistSearch` is the reference; the tests hold this SQL to it.
 *
 * One term drives (the longest, the most selective): its candidate set comes from the prefix
 * indexes, the other terms filter it, and the page and the count come from the same pass
 * (`count(*) OVER ()`). Planned per term, the planner, which takes each prefix for one row,
 * nested the sets and a two-part search took seconds; joining the candidates back to their
 * studies and patients, and counting them in a second query, tripled the work.
 */
export async function searchedExamIds(
  db: Executor,
  scope: PatientScope,
  terms: readonly string[],
  page: { offset: number; limit: number },
): Promise<{ ids: string[]; totalCount: number }> {
  const [driving] = [...terms].sort((a, b) => b.length - a.length);
  if (driving === undefined) throw new RangeError('A search needs at least one term');
  const found = candidates(db, scope, driving);
  const matchesEvery = and(
    ...terms.map((term) =>
      or(
        startsWith(found.family, term),
        startsWith(found.given, term),
        startsWith(found.patientId, term),
        startsWith(found.accession, term),
      ),
    ),
  );
  const rows = await db
    .select({ id: found.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(found)
    .where(matchesEvery)
    .orderBy(sql`${found.studyDate} DESC NULLS LAST`, desc(found.createdAt), desc(found.id))
    .limit(page.limit)
    .offset(page.offset);
  const [first] = rows;
  if (first !== undefined) return { ids: rows.map((row) => row.id), totalCount: first.total };
  if (page.offset === 0) return { ids: [], totalCount: 0 };
  // Past the last page no row carries the window's count: count on its own.
  const [counted] = await db.select({ total: count() }).from(found).where(matchesEvery);
  return { ids: [], totalCount: counted?.total ?? 0 };
}

import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { searchTerms } from '@sagitta/domain';
import { patients, studies } from '../../db/schema';

/** Above every character: `term ~<~ term || TOP` bounds the strings that start with `term`. */
const TOP = '\u{10FFFF}';

/** `%`, `_` and `\` are LIKE's own characters: searched for, they must be escaped. */
function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column` starts with `term` (both already `normalizeForSearch`ed). The byte-wise range lets
 * the `text_pattern_ops` index serve the test even in a generic (prepared) plan, where a LIKE
 * pattern is only a parameter; LIKE keeps the answer exact.
 */
function startsWith(column: AnyPgColumn, term: string): SQL {
  return sql`(${column} ~>=~ ${term} AND ${column} ~<~ ${term + TOP} AND ${column} LIKE ${likePrefix(term)})`;
}

/**
 * The physician's exams one term can match, through the prefix indexes: the patients whose
 * family name, given name or ID starts with it, and the exams whose accession number does. One
 * term drives (the longest, the most selective): with one such set per term the planner, which
 * estimates each prefix at a single row, nests them and a two-part search took seconds.
 */
function candidates(physicianId: string, term: string): SQL {
  return sql`${studies.id} IN (
    SELECT ${studies.id} FROM ${patients}
    JOIN ${studies} ON ${studies.patientId} = ${patients.id}
    WHERE ${patients.physicianId} = ${physicianId} AND ${studies.physicianId} = ${physicianId}
      AND (${startsWith(patients.searchFamily, term)} OR ${startsWith(patients.searchGiven, term)}
        OR ${startsWith(patients.searchPatientId, term)})
    UNION ALL
    SELECT ${studies.id} FROM ${studies}
    WHERE ${studies.physicianId} = ${physicianId}
      AND ${startsWith(studies.searchAccessionNumber, term)}
  )`;
}

/**
 * The worklist search of `docs/decisions.md` (issue 6): every part must begin, ignoring case and
 * accents, the family name, the given name, the patient ID or the accession number. The domain's
 * `matchesWorklistSearch` is the reference; the tests hold this SQL to it.
 * @param physicianId - whose exams are searched (the candidate set is drawn from them)
 * @param queries - the `patientName` and `patientID` the web sent (the same text, seed §5)
 * @returns undefined when there is nothing to search for
 */
export function worklistSearchCondition(
  physicianId: string,
  ...queries: readonly (string | undefined)[]
): SQL | undefined {
  const terms = [...new Set(queries.flatMap((query) => searchTerms(query ?? '')))];
  const [driving] = [...terms].sort((a, b) => b.length - a.length);
  if (driving === undefined) return undefined;
  return and(
    candidates(physicianId, driving),
    ...terms.map((term) =>
      or(
        startsWith(patients.searchFamily, term),
        startsWith(patients.searchGiven, term),
        startsWith(patients.searchPatientId, term),
        startsWith(studies.searchAccessionNumber, term),
      ),
    ),
  );
}

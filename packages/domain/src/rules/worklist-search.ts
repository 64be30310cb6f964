/** The separator of worklist search parts, typed by the user and sent to the server (seed §5). */
const SEPARATOR = ',';

/**
 * The worklist search text as it is sent (seed §5): split on commas, each part trimmed, empty
 * parts dropped, the rest joined with commas. The result goes out as both `patientName` and
 * `patientID`; an empty result means no search.
 * @param text - what the user typed
 */
export function parseWorklistSearch(text: string): string {
  return text
    .split(SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(SEPARATOR);
}

/**
 * Text in the form both sides compare: canonical decomposition (NFD), lower case, combining
 * marks removed, so `É`, `é` and `e` are the same letter. Lower-casing comes between two
 * decompositions because it can itself produce a combining mark (`İ` → `i` + dot above).
 * Letters that do not decompose (`ø`, `ł`, `ß`) are kept as they are.
 * @param text - a search part or a field value
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim();
}

/**
 * The terms the server searches for, from the `patientName` (or `patientID`) it receives: the
 * parts of the joined string, normalised; parts left empty by normalisation are dropped.
 * @param query - the joined search string, as `parseWorklistSearch` produced it
 */
export function searchTerms(query: string): string[] {
  return query
    .split(SEPARATOR)
    .map(normalizeForSearch)
    .filter((term) => term !== '');
}

/** The fields of a worklist exam that a search looks at. */
export interface WorklistSearchFields {
  familyName?: string | null;
  givenName?: string | null;
  patientId?: string | null;
  accessionNumber?: string | null;
}

/**
 * Whether an exam matches a search: every term must begin one of the family name, given name,
 * patient ID or accession number, ignoring case and accents. No terms match every exam. The
 * server runs the same test in SQL; this is its reference, used by the tests.
 * @param terms - from `searchTerms`
 * @param fields - the exam's searchable fields; missing ones match nothing
 */
export function matchesWorklistSearch(
  terms: readonly string[],
  fields: WorklistSearchFields,
): boolean {
  const values = [fields.familyName, fields.givenName, fields.patientId, fields.accessionNumber]
    .filter((value): value is string => typeof value === 'string')
    .map(normalizeForSearch);
  return terms.every((term) => {
    const normalized = normalizeForSearch(term);
    return values.some((value) => value.startsWith(normalized));
  });
}

/**
 * The worklist bench's mix of requests, as a surgeon uses the list: searches of one part and of
 * two parts (`family,given`), ID and accession-number prefixes, a search that finds nothing, a
 * deep page of the unfiltered list, and the first page with no search. Terms come from the
 * surgeon's own patients, typed as a person would: with or without accents, whole or begun.
 */
import { seededRandom } from '../../packages/domain/src/alignment/random-spine';

export const SEARCH_KINDS = [
  'one part',
  'two parts',
  'ID prefix',
  'no match',
  'page 50',
  'no search',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface WorklistSearch {
  kind: SearchKind;
  /** What the user typed, sent as both `patientName` and `patientID`; none for no search. */
  text: string | undefined;
  page: number;
}

/** A patient of the surgeon, as stored. */
export interface KnownPatient {
  familyName: string;
  givenName: string;
  patientId: string;
  accessionNumber: string | null;
}

/** Without accents, as someone on a US keyboard types `Núñez`. */
const unaccented = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

export function mixedSearches(
  count: number,
  patients: readonly KnownPatient[],
  seed = 2026,
): WorklistSearch[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  /** A name as typed: whole or its first 3 to 5 letters, as shown, unaccented or lower-cased. */
  const typed = (name: string): string => {
    const begun = random() < 0.5 ? name : name.slice(0, 3 + Math.floor(random() * 3));
    const form = random();
    if (form < 0.4) return begun;
    if (form < 0.8) return unaccented(begun).toLowerCase();
    return begun.toUpperCase();
  };
  const make: Record<SearchKind, () => WorklistSearch> = {
    'one part': () => {
      const patient = pick(patients);
      const name = random() < 0.75 ? patient.familyName : patient.givenName;
      return { kind: 'one part', text: typed(name), page: 1 };
    },
    'two parts': () => {
      const patient = pick(patients);
      const [first, second] =
        random() < 0.8
          ? [patient.familyName, patient.givenName]
          : [patient.givenName, patient.familyName];
      return { kind: 'two parts', text: `${typed(first)},${typed(second)}`, page: 1 };
    },
    'ID prefix': () => {
      const patient = pick(patients);
      const accession = patient.accessionNumber;
      // Whole IDs, and prefixes that match about 10 and 100 patients; a quarter by accession.
      if (accession !== null && random() < 0.25) {
        return {
          kind: 'ID prefix',
          text: accession.slice(0, 7 + Math.floor(random() * 4)),
          page: 1,
        };
      }
      const length = patient.patientId.length - Math.floor(random() * 3);
      return { kind: 'ID prefix', text: patient.patientId.slice(0, length).toLowerCase(), page: 1 };
    },
    'no match': () => {
      const letters = ['q', 'x', 'z', 'j', 'v', 'w'];
      const tail = Array.from({ length: 3 }, () => pick(letters)).join('');
      return { kind: 'no match', text: `zq${tail}`, page: 1 };
    },
    'page 50': () => ({ kind: 'page 50', text: undefined, page: 50 }),
    'no search': () => ({ kind: 'no search', text: undefined, page: 1 }),
  };
  const searches = Array.from({ length: count }, (_, index) => {
    const kind = SEARCH_KINDS[index % SEARCH_KINDS.length] ?? 'no search';
    return make[kind]();
  });
  // Shuffled, so that no kind always follows another (Fisher–Yates).
  for (let index = searches.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [searches[index], searches[other]] = [searches[other]!, searches[index]!];
  }
  return searches;
}

/** The query string the web app sends for a search (`page`, `limit`, and the text twice). */
export function worklistQueryString(search: WorklistSearch, limit: number): string {
  const query = new URLSearchParams({ page: String(search.page), limit: String(limit) });
  if (search.text !== undefined) {
    query.set('patientName', search.text);
    query.set('patientID', search.text);
  }
  return query.toString();
}

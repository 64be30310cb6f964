/**
 * The patients bench's mix of requests, as surgeon@ uses the Patients page and the patient file:
 * the first page of each tab by name and by last exam, deep pages of the All tab both ways,
 * searches (the comma prefix rule over names, MRN and product id) and file loads. Each request
 * is sent as the web app sends it (`features/patients/api.ts`, `features/patient-file/api.ts`),
 * 20 rows a page.
 */
import { API_PATHS, DEFAULT_PAGE_SIZE, type PatientListSort } from '@sagitta/domain';
import { seededRandom } from '../../packages/domain/src/alignment/random-spine';

export const PATIENT_KINDS = [
  'all / name',
  'all / last exam',
  'favorites / name',
  'favorites / last exam',
  'candidates / name',
  'candidates / last exam',
  'deep / name',
  'deep / last exam',
  'search name',
  'search two parts',
  'search MRN',
  'search product id',
  'file load',
] as const;
export type PatientKind = (typeof PATIENT_KINDS)[number];

/** Kinds of the list (p95 ≤ 20 ms) and of the file (p95 ≤ 50 ms). */
export const targetOf = (kind: PatientKind): number => (kind === 'file load' ? 50 : 20);

export interface PatientRequest {
  kind: PatientKind;
  /** The list's query string, or the record's id for a file load. */
  query: string;
}

/** A record of surgeon@, as stored. */
export interface KnownRecord {
  id: string;
  familyName: string;
  givenName: string;
  mrn: string;
  productId: string;
}

function listQuery(tab: string, sort: PatientListSort, page: number, search?: string): string {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(DEFAULT_PAGE_SIZE),
    tab,
    sort,
  });
  if (search !== undefined) query.set('search', search);
  return query.toString();
}

/**
 * `count` requests, an equal share of each kind, shuffled, the same every run.
 * @param lastPage - the All tab's last page: deep pages are drawn from its second half
 */
export function mixedPatientRequests(
  count: number,
  records: readonly KnownRecord[],
  lastPage: number,
  seed = 16,
): PatientRequest[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  };
  const sortOf = (): PatientListSort => (random() < 0.5 ? 'name' : 'last-exam');
  /** A name begun (3 to 5 letters) or whole, lower-cased and unaccented half the time. */
  const typed = (name: string): string => {
    const begun = random() < 0.5 ? name : name.slice(0, 3 + Math.floor(random() * 3));
    return random() < 0.5 ? begun : begun.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  };
  const deepPage = () => Math.ceil(lastPage / 2) + Math.floor(random() * (lastPage / 2));
  const make: Record<PatientKind, () => string> = {
    'all / name': () => listQuery('all', 'name', 1),
    'all / last exam': () => listQuery('all', 'last-exam', 1),
    'favorites / name': () => listQuery('favorites', 'name', 1),
    'favorites / last exam': () => listQuery('favorites', 'last-exam', 1),
    'candidates / name': () => listQuery('surgical-candidates', 'name', 1),
    'candidates / last exam': () => listQuery('surgical-candidates', 'last-exam', 1),
    'deep / name': () => listQuery('all', 'name', deepPage()),
    'deep / last exam': () => listQuery('all', 'last-exam', deepPage()),
    'search name': () => {
      const record = pick(records);
      const name = random() < 0.75 ? record.familyName : record.givenName;
      return listQuery('all', sortOf(), 1, typed(name));
    },
    'search two parts': () => {
      const record = pick(records);
      return listQuery(
        'all',
        sortOf(),
        1,
        `${typed(record.familyName)},${typed(record.givenName)}`,
      );
    },
    // Whole MRNs and prefixes that match about 10 and 100 records.
    'search MRN': () => {
      const { mrn } = pick(records);
      return listQuery('all', sortOf(), 1, mrn.slice(0, mrn.length - Math.floor(random() * 3)));
    },
    'search product id': () => {
      const { productId } = pick(records);
      const cut = productId.length - Math.floor(random() * 3);
      return listQuery('all', sortOf(), 1, productId.slice(0, cut).toLowerCase());
    },
    'file load': () => pick(records).id,
  };
  const requests = Array.from({ length: count }, (_, index) => {
    const kind = PATIENT_KINDS[index % PATIENT_KINDS.length] ?? 'all / name';
    return { kind, query: make[kind]() };
  });
  // Shuffled, so that no kind always follows another (Fisher–Yates).
  for (let index = requests.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [requests[index], requests[other]] = [requests[other]!, requests[index]!];
  }
  return requests;
}

const withId = (path: string, id: string) => path.replace(':id', id);

/**
 * The URLs of one request: one list page, or what the patient file fetches as it opens, all at
 * once as the browser does (the record, the first page of its exams and of its notes).
 */
export function urlsOf(base: string, request: PatientRequest): string[] {
  if (request.kind !== 'file load') return [`${base}${API_PATHS.patientRecords}?${request.query}`];
  const id = request.query;
  const page = new URLSearchParams({ page: '1', limit: String(DEFAULT_PAGE_SIZE) });
  return [
    `${base}${withId(API_PATHS.patientRecord, id)}`,
    `${base}${withId(API_PATHS.patientExams, id)}?${page.toString()}`,
    `${base}${API_PATHS.portalPatientNotes}?${new URLSearchParams({ patientId: id, page: '1', limit: String(DEFAULT_PAGE_SIZE) }).toString()}`,
  ];
}

import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_PHYSICIAN_HEADER,
  matchesWorklistSearch,
  searchTerms,
  worklistPage,
  type WorklistExam,
} from '@sagitta/domain';
import { as, type DemoUser, useTestApp } from '../../../test/harness';
import { insertExam, type ExamSpec } from '../../../test/exams';

const LIST = '/patient-list/api/v1/acquisitions';
const t = useTestApp();

/** The surgeon's patients of this file: names, IDs and accession numbers to search. */
const PEOPLE: Omit<ExamSpec, 'physicianId'>[] = [
  { familyName: 'Núñez', givenName: 'José', patientId: 'SGT-000101', accessionNumber: 'ACC-7001' },
  { familyName: 'NUNEZ', givenName: 'Maria', patientId: 'SGT-000102', accessionNumber: 'ACC-7002' },
  { familyName: 'García Lorca', givenName: 'Éloïse', patientId: 'SGT-000103' },
  { familyName: 'Smith', givenName: 'John', patientId: 'MRN_55%1', accessionNumber: 'X%Y' },
  { familyName: 'Smithers', givenName: 'Ann', patientId: 'SGT-000205', accessionNumber: null },
  { familyName: "O'Brien", givenName: 'Liam', patientId: '00442', accessionNumber: 'ACC-8001' },
  { familyName: null, givenName: null, patientId: 'ANON-1' },
  { familyName: 'Øster', givenName: 'Søren', patientId: 'DK-1' },
  // Found twice by 'acc' (name and accession number), listed once.
  { familyName: 'Accardi', givenName: 'Bea', patientId: 'IT-9', accessionNumber: 'ACC-9001' },
];

let surgeonId = '';
const ids = new Map<string, string>(); // patientId → exam id

async function list(user: DemoUser, query: string, headers: Record<string, string> = {}) {
  return as(t.app, await t.sessionOf(user), { method: 'GET', url: `${LIST}?${query}`, headers });
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  let day = 1;
  for (const person of PEOPLE) {
    const id = await insertExam(t.database.db, {
      physicianId: surgeonId,
      ...person,
      studyDate: `2026-01-${String(day).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, day)),
    });
    ids.set(person.patientId ?? '', id);
    day += 1;
  }
  // Another practice's exam, with a name every search below would find.
  await insertExam(t.database.db, {
    physicianId: await t.userIdOf('surgeon2'),
    familyName: 'Núñez',
    givenName: 'José',
    patientId: 'SGT-000101',
    studyDate: '2026-03-01',
  });
});

describe('GET /patient-list/api/v1/acquisitions', () => {
  it("answers the physician's exams, newest first, in the seed's shape", async () => {
    const response = await list('surgeon', 'page=1&limit=50');
    expect(response.statusCode).toBe(200);
    const page = worklistPage.parse(response.json());
    expect(page.totalCount).toBe(PEOPLE.length);
    expect(page.items.map((exam) => exam.series.study.patient.patientID)).toEqual(
      PEOPLE.map((person) => person.patientId).reverse(),
    );
    expect(page.items.at(-1)).toEqual({
      id: ids.get('SGT-000101'),
      series: {
        description: null,
        study: {
          date: '2026-01-01',
          description: null,
          accessionNumber: 'ACC-7001',
          patient: {
            familyName: 'Núñez',
            firstName: 'José',
            birthDate: null,
            sex: null,
            patientID: 'SGT-000101',
            recordId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
          },
        },
      },
      modelings: [],
    });
  });

  it('pages with page and limit, counting every exam', async () => {
    const first = worklistPage.parse((await list('surgeon', 'page=1&limit=3')).json());
    const third = worklistPage.parse((await list('surgeon', 'page=3&limit=3')).json());
    const beyond = worklistPage.parse((await list('surgeon', 'page=9&limit=3')).json());
    expect(first.items).toHaveLength(3);
    expect(third.items.map((exam) => exam.series.study.patient.patientID)).toEqual([
      'SGT-000103',
      'SGT-000102',
      'SGT-000101',
    ]);
    expect(beyond).toEqual({ items: [], totalCount: PEOPLE.length });
  });

  it('puts exams of unknown date after dated ones, newest arrival first', async () => {
    const physicianId = await t.userIdOf('surgeon.t1');
    const undated = await insertExam(t.database.db, {
      physicianId,
      studyDate: null,
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    const dated = await insertExam(t.database.db, {
      physicianId,
      studyDate: '2020-01-01',
      createdAt: new Date(Date.UTC(2020, 0, 1)),
    });
    const page = worklistPage.parse((await list('surgeon.t1', 'page=1')).json());
    expect(page.items.map((exam) => exam.id)).toEqual([dated, undated]);
  });

  it('attaches modelings with their creation time as a numeric string', async () => {
    const physicianId = await t.userIdOf('surgeon.t1');
    const id = await insertExam(t.database.db, {
      physicianId,
      studyDate: '2030-01-01',
      modelings: [
        { creationTimestamp: 1_700_000_000_000, state: 'NOT_MODELIZED' },
        { creationTimestamp: 1_700_000_500_000, state: 'MODELIZED' },
      ],
    });
    const page = worklistPage.parse((await list('surgeon.t1', 'page=1')).json());
    const exam = page.items.find((item) => item.id === id);
    expect(
      exam?.modelings.map(({ creationTimestamp, state }) => [creationTimestamp, state]),
    ).toEqual([
      ['1700000000000', 'NOT_MODELIZED'],
      ['1700000500000', 'MODELIZED'],
    ]);
  });

  describe('search (every comma part a case- and accent-insensitive prefix)', () => {
    const found = async (text: string): Promise<string[]> => {
      const query = new URLSearchParams({ patientName: text, patientID: text, limit: '200' });
      const response = await list('surgeon', query.toString());
      expect(response.statusCode).toBe(200);
      return worklistPage
        .parse(response.json())
        .items.map((exam: WorklistExam) => exam.series.study.patient.patientID)
        .sort();
    };
    const expected = (text: string): string[] =>
      PEOPLE.filter((person) =>
        matchesWorklistSearch(searchTerms(text), {
          familyName: person.familyName,
          givenName: person.givenName,
          patientId: person.patientId,
          accessionNumber: person.accessionNumber,
        }),
      )
        .map((person) => person.patientId ?? '')
        .sort();

    it.each([
      ['nunez', ['SGT-000101', 'SGT-000102']],
      ['NÚÑ', ['SGT-000101', 'SGT-000102']],
      ['nunez,jo', ['SGT-000101']],
      ['jose,nunez', ['SGT-000101']],
      ['eloise', ['SGT-000103']],
      ['garcia', ['SGT-000103']],
      ['lorca', []],
      ['sgt-0001', ['SGT-000101', 'SGT-000102', 'SGT-000103']],
      ['acc-7', ['SGT-000101', 'SGT-000102']],
      ['acc', ['SGT-000101', 'SGT-000102', '00442', 'IT-9']],
      ['smith', ['MRN_55%1', 'SGT-000205']],
      ['mrn_55%', ['MRN_55%1']],
      ['mrn%', []],
      ['x%', ['MRN_55%1']],
      ['sgt_', []],
      ["o'b", ['00442']],
      ['004', ['00442']],
      ['øst', ['DK-1']],
      ['ost', []],
      ['anon', ['ANON-1']],
      ['zzz', []],
      [' , ,', PEOPLE.map((person) => person.patientId ?? '').sort()],
    ])('%j finds %j, as the domain rule does', async (text, patientIds) => {
      expect(expected(text)).toEqual([...patientIds].sort());
      expect(await found(text)).toEqual([...patientIds].sort());
    });

    it('agrees with the domain rule for generated searches', async () => {
      const alphabet = fc.constantFrom(...'nuñezsmithgarcíaéloïse0123-_%,ACCSGT '.split(''));
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: alphabet, maxLength: 6 }), async (text) => {
          expect(await found(text)).toEqual(expected(text));
        }),
        { numRuns: 40 },
      );
    });

    it('pages a search newest first, counting every match on every page and past the last', async () => {
      const page = async (number: number) => {
        const query = new URLSearchParams({
          patientName: 'sgt-0001',
          patientID: 'sgt-0001',
          page: String(number),
          limit: '2',
        });
        return worklistPage.parse((await list('surgeon', query.toString())).json());
      };
      const unsearched = worklistPage.parse((await list('surgeon', 'page=1&limit=200')).json());
      const newestFirst = unsearched.items
        .map((exam) => exam.series.study.patient.patientID)
        .filter((patientId) => patientId.startsWith('SGT-0001'));
      const [first, second, beyond] = await Promise.all([page(1), page(2), page(5)]);
      expect(newestFirst).toHaveLength(3);
      expect(
        [...first.items, ...second.items].map((exam) => exam.series.study.patient.patientID),
      ).toEqual(newestFirst);
      expect([first.totalCount, second.totalCount, beyond.totalCount]).toEqual([3, 3, 3]);
      expect(beyond.items).toEqual([]);
    });

    it("never shows another physician's exams, whatever the search", async () => {
      const everything = await found('');
      expect(everything).toHaveLength(PEOPLE.length);
      expect(await found('nunez,jose')).toEqual(['SGT-000101']);
    });
  });

  describe('scope', () => {
    it('shows clinical staff and sales representatives their acting physician’s exams', async () => {
      for (const user of ['staff', 'rep'] as const) {
        const response = await list(user, 'page=1', { [ACTING_PHYSICIAN_HEADER]: surgeonId });
        expect(response.statusCode).toBe(200);
        expect(worklistPage.parse(response.json()).totalCount).toBe(PEOPLE.length);
      }
    });

    it('asks staff and representatives which physician they act for (400)', async () => {
      for (const user of ['staff', 'rep'] as const) {
        const response = await list(user, 'page=1');
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe('X-Physician-Id header is required');
      }
    });

    it('refuses a physician they are not connected to (403), and malformed ids (400)', async () => {
      const other = await t.userIdOf('surgeon2');
      for (const user of ['staff', 'rep', 'surgeon'] as const) {
        const response = await list(user, 'page=1', { [ACTING_PHYSICIAN_HEADER]: other });
        expect(response.statusCode).toBe(403);
        const malformed = await list(user, 'page=1', { [ACTING_PHYSICIAN_HEADER]: 'x; drop' });
        expect(malformed.statusCode).toBe(400);
      }
    });

    // 3D technicians read the exams of their cases only: `cases/technician-scope.test.ts`.
    it.each(['admin', 'useradmin', 'rods'] as const)(
      'refuses %s, who reads no exams (403)',
      async (user) => {
        const response = await list(user, 'page=1', { [ACTING_PHYSICIAN_HEADER]: surgeonId });
        expect(response.statusCode).toBe(403);
      },
    );

    it('refuses anonymous callers (401)', async () => {
      expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    });
  });

  it.each(['limit=0', 'limit=201', 'page=0', 'page=abc', `patientName=${'a'.repeat(257)}`])(
    'refuses %s with 400',
    async (query) => {
      const response = await list('surgeon', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});

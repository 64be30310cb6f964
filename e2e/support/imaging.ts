import {
  expect as baseExpect,
  request,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  matchesWorklistSearch,
  parseWorklistSearch,
  searchTerms,
  WORKLIST_PAGE_SIZE,
  worklistPage,
} from '@sagitta/domain';
import { buildDemoImagingCatalog } from '../../apps/server/src/demo/imaging/catalog';
import { demoAssessmentPlans } from '../../apps/server/src/demo/imaging/demo-assessments';
import { DicomVariants } from '../../apps/server/test/dicom-fixtures/variants';
import { uniqueTag } from './admin';
import { emailOf, PASSWORD } from './sign-in';

/**
 * The imaging specs' `expect`: 20 s rather than 5 s before a web-first assertion gives up. On a
 * loaded 2-core machine the worklist's first page, or a new tab's start-up, has been seen to take
 * more than 5 s to show, the server having answered in milliseconds.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** What `POST /api/acquisitions/store` and `setFiles` take: a file made in the test. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The demo's synthetic exams per physician (DEMO_PRACTICES), imported after start-up. */
export const DEMO_EXAMS = {
  // surgeon@'s 80 acquisitions and the report exam of each approved demo assessment (issue 17).
  surgeon:
    80 +
    demoAssessmentPlans(buildDemoImagingCatalog(new Date())).filter(
      (plan) => plan.state === 'approved',
    ).length,
  surgeon2: 10,
} as const;

/**
 * The server imports the demo exams in the background after it answers (`seedDemoImaging`),
 * which takes a while on a loaded 2-core machine, longer when several workers start at once
 * (docs/performance.md#tests).
 */
const DEMO_IMPORT_TIMEOUT_MS = 180_000;

/** A context of its own, signed in through the API: a second session beside the page's. */
export async function apiSessionOf(account: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await context.post('/auth/api/v1/login', {
    headers: { 'x-requested-with': 'sagitta' },
    data: { email: emailOf(account), password: PASSWORD },
  });
  expect(response.status(), `sign-in of ${account}`).toBe(200);
  return context;
}

/**
 * Waits until the background seeding has given the physician at least `count` exams, asking the
 * worklist API as that physician, then for surgeon@'s demo assessments and the demo's 3D cases,
 * which give the exams their modeling states. Exams are imported in catalog order (surgeon@'s,
 * then surgeon2@'s).
 * @param account - `surgeon` or `surgeon2`
 */
export async function waitForDemoExams(account: keyof typeof DEMO_EXAMS): Promise<void> {
  const session = await apiSessionOf(account);
  try {
    await expect
      .poll(
        async () => {
          const response = await session.get('/patient-list/api/v1/acquisitions?limit=1');
          expect(response.status()).toBe(200);
          return ((await response.json()) as { totalCount: number }).totalCount;
        },
        {
          message: `the demo exams of ${account} to be imported`,
          timeout: DEMO_IMPORT_TIMEOUT_MS,
          intervals: [500, 1_000, 2_000],
        },
      )
      .toBeGreaterThanOrEqual(DEMO_EXAMS[account]);
    if (account === 'surgeon') await waitForDemoAssessments(session);
  } finally {
    await session.dispose();
  }
  await waitForDemoCases();
}

/**
 * The demo's 3D cases are seeded after the assessments, one after the other, the model stories
 * of surgeon2@'s exams last (demo/cases/README.md): the specs start once the last of those has
 * its modeling, asked as surgeon2@.
 */
async function waitForDemoCases(): Promise<void> {
  const last = buildDemoImagingCatalog(new Date())
    .filter((exam) => exam.physicianEmail === emailOf('surgeon2') && exam.model !== null)
    .at(-1);
  if (last === undefined) return;
  const session = await apiSessionOf('surgeon2');
  try {
    await expect
      .poll(
        async () => {
          const response = await session.get(
            `/patient-list/api/v1/acquisitions?limit=10&patientID=${encodeURIComponent(last.patient.id)}`,
          );
          expect(response.status()).toBe(200);
          const { items } = worklistPage.parse(await response.json());
          const exam = items.find(
            (item) => item.series.study.accessionNumber === last.study.accessionNumber,
          );
          return exam?.modelings.length ?? 0;
        },
        {
          message: 'the demo 3D cases to be seeded',
          timeout: DEMO_IMPORT_TIMEOUT_MS,
          intervals: [500, 1_000, 2_000],
        },
      )
      .toBeGreaterThan(0);
  } finally {
    await session.dispose();
  }
}

/**
 * surgeon@'s demo assessments are seeded after the exams, and change their rows' statuses: the
 * specs start once the last of them, the followed patient's latest exam, is approved.
 */
async function waitForDemoAssessments(session: APIRequestContext): Promise<void> {
  const last = demoAssessmentPlans(buildDemoImagingCatalog(new Date())).at(-1)?.exam;
  if (last === undefined) return;
  const response = await session.get(
    `/patient-list/api/v1/acquisitions?limit=10&patientID=${encodeURIComponent(last.patient.id)}`,
  );
  expect(response.status()).toBe(200);
  const { items } = worklistPage.parse(await response.json());
  if (items.length === 0) throw new Error(`no exam of ${last.patient.id}`);
  // Every exam of the patient: the report exams an approval adds carry the assessed exam's date.
  const approvedPlans = demoAssessmentPlans(buildDemoImagingCatalog(new Date())).filter(
    (plan) => plan.exam.patient.id === last.patient.id && plan.state === 'approved',
  ).length;
  await expect
    .poll(
      async () => {
        let approved = 0;
        for (const item of items) {
          const answer = await session.get(`/api/v1/eos-alignments?examId=${item.id}`);
          if (
            answer.status() === 200 &&
            ((await answer.json()) as { state: string }).state === 'approved'
          )
            approved += 1;
        }
        return approved === approvedPlans ? 'approved' : `${String(approved)} approved`;
      },
      {
        message: 'the demo assessments to be seeded',
        timeout: DEMO_IMPORT_TIMEOUT_MS,
        intervals: [500, 1_000, 2_000],
      },
    )
    .toBe('approved');
}

/**
 * How many of surgeon@'s demo exams a search matches, by the domain's reference rule over the
 * demo catalog: an answer that does not come from the server under test.
 * @param text - the search as typed
 */
export function demoExamsMatching(text: string): number {
  const terms = searchTerms(parseWorklistSearch(text));
  // The reference date moves only the dates, never the patients or their number of exams.
  return buildDemoImagingCatalog(new Date()).filter(
    (exam) =>
      exam.physicianEmail === emailOf('surgeon') &&
      matchesWorklistSearch(terms, {
        familyName: exam.patient.familyName,
        givenName: exam.patient.givenName,
        patientId: exam.patient.id,
        accessionNumber: exam.study.accessionNumber,
      }),
  ).length;
}

/** The worklist's table of exams. */
export const examTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Patient exams' });

/** The exam rows of the worklist (the header row has column headers, no cells). */
export const examRows = (page: Page): Locator =>
  examTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: 'Loading more exams…' });

/** The rows whose status column says `status` ('Modeled', 'In progress', 'Model not processed'). */
export const rowsWithStatus = (page: Page, status: string): Locator =>
  examRows(page).filter({ has: page.getByText(status, { exact: true }) });

/** The worklist's count of exams ('80 exams'), a polite status beside the search box. */
export const examCount = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: /^\d+ exams?$/ });

/** The search box of the worklist. */
export const searchBox = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Search by name, patient ID or accession number' });

/** The clear icon inside the search box (the no-match state has a button of the same name). */
export const clearSearchIcon = (page: Page): Locator =>
  page.getByRole('search', { name: 'Search exams' }).getByRole('button', {
    name: 'Clear the search',
  });

/** Opens the worklist and waits for its first page of exams. */
export async function openWorklist(page: Page, count: number): Promise<void> {
  await page.goto('/patient/list');
  await expect(examCount(page)).toHaveText(`${count} exams`);
  await expect(examRows(page)).toHaveCount(Math.min(count, WORKLIST_PAGE_SIZE));
}

/** A patient no demo exam has, with letters only (person names take no digits). */
export function newPatient(given: string): { familyName: string; givenName: string } {
  const tag = uniqueTag();
  return { familyName: `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`, givenName: given };
}

/** Today as a DICOM date (UTC, as the demo's exam dates). */
const dicomToday = (): string => new Date().toISOString().slice(0, 10).replaceAll('-', '');

/**
 * A real DICOM file (pydicom's MR sample) made a new exam by DCMTK: fresh study, series and
 * instance UIDs, this patient, and today's date, so that the worklist (newest exam date first,
 * then newest arrival) shows it first. Its Institution Name (TOSHIBA) routes it nowhere, so it
 * goes to the physician who uploads it.
 */
export function dicomFileOf(patient: { familyName: string; givenName: string }): FilePayload {
  const variants = new DicomVariants();
  try {
    const { bytes } = variants.variant('mr-small.dcm', [
      `(0010,0010)=${patient.familyName}^${patient.givenName}`,
      `(0010,0020)=E2E-${patient.familyName.toUpperCase()}`,
      `(0008,0020)=${dicomToday()}`,
    ]);
    return { name: `${patient.familyName}.dcm`, mimeType: 'application/dicom', buffer: bytes };
  } finally {
    variants.dispose();
  }
}

/** A text file with a DICOM name: what the server must refuse. */
export const notDicomFile = (name: string): FilePayload => ({
  name,
  mimeType: 'application/dicom',
  buffer: Buffer.from('This is a text file, not a DICOM image.\n'),
});

/**
 * Imports a file as a physician's own session would (the import panel's call), from a session
 * of its own, and checks that it was stored.
 */
export async function importAs(account: string, file: FilePayload): Promise<void> {
  const session = await apiSessionOf(account);
  try {
    const response = await session.post('/api/acquisitions/store', {
      headers: { 'x-requested-with': 'sagitta', accept: 'application/json' },
      multipart: { file },
    });
    expect(response.status(), await response.text()).toBe(200);
    const answer = (await response.json()) as { files: { status: string }[] };
    expect(answer.files.map((stored) => stored.status)).toEqual(['stored']);
  } finally {
    await session.dispose();
  }
}

/** Whether an image has arrived and been decoded: its natural width, 0 until then. */
export const naturalWidth = (image: Locator): Promise<number> =>
  image.evaluate((element) =>
    element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
  );

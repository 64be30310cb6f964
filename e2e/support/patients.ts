import type { Locator, Page } from '@playwright/test';
import {
  fullName,
  type AccessHistoryPage,
  type PatientPageTab,
  type PatientRecordPage,
} from '@sagitta/domain';
import { buildDemoImagingCatalog } from '../../apps/server/src/demo/imaging/catalog';
import { demoAssessmentPlans } from '../../apps/server/src/demo/imaging/demo-assessments';
import { DEMO_PATIENT_NAMES } from '../../apps/server/src/demo/imaging/catalog-patients';
import {
  DEMO_PATIENT_STORY,
  practicePatientIds,
} from '../../apps/server/src/demo/imaging/patient-story';
import { apiSessionOf, expect } from './imaging';
import { emailOf } from './sign-in';

/**
 * The server writes surgeon@'s patient story (candidates, favorites, notes) once the demo exams
 * are imported in the background, which takes minutes on a loaded 2-core machine.
 */
const STORY_TIMEOUT_MS = 180_000;

/** A demo patient's name as the product shows it (seed §3): first name, FAMILY NAME. */
export function demoPatientName(index: number): string {
  const [familyName, firstName] = DEMO_PATIENT_NAMES[index] ?? ['', ''];
  return fullName({ firstName, lastName: familyName });
}

/** A demo patient's family name as imported: what a search types. */
export const demoFamilyName = (index: number): string => DEMO_PATIENT_NAMES[index]?.[0] ?? '';

/** The demo's surgical candidates, as their names show: what rep.candidates@ may see. */
export const DEMO_CANDIDATE_NAMES: readonly string[] =
  DEMO_PATIENT_STORY.surgicalCandidates.map(demoPatientName);

/**
 * How many exams the demo's surgical candidates have, from the demo catalog rather than the
 * server under test: what the worklist of a candidates-only user counts.
 */
export function demoCandidateExamCount(): number {
  const catalog = buildDemoImagingCatalog(new Date());
  const ids = practicePatientIds(catalog, emailOf('surgeon'));
  const candidates = new Set(DEMO_PATIENT_STORY.surgicalCandidates.map((index) => ids[index]));
  // With the report exam of each approved demo assessment of a candidate (issue 17).
  const reports = demoAssessmentPlans(catalog).filter(
    (plan) => plan.state === 'approved' && candidates.has(plan.exam.patient.id),
  );
  return catalog.filter((exam) => candidates.has(exam.patient.id)).length + reports.length;
}

/**
 * The patient records a physician's own session finds with `search` (the Patient List's call).
 * @param account - a physician, e.g. `surgeon`
 */
export async function recordsOf(
  account: string,
  search: string,
  tab: 'all' | 'favorites' | 'surgical-candidates' = 'all',
): Promise<PatientRecordPage> {
  const session = await apiSessionOf(account);
  try {
    const query = new URLSearchParams({ search, tab, limit: '200' });
    const response = await session.get(`/api/v1/patient-records?${query.toString()}`);
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as PatientRecordPage;
  } finally {
    await session.dispose();
  }
}

/** The id of the one patient record of `account` that `search` finds. */
export async function recordIdOf(account: string, search: string): Promise<string> {
  const { items } = await recordsOf(account, search);
  expect(items, `the patient records of ${account} matching "${search}"`).toHaveLength(1);
  return items[0]?.id ?? '';
}

/**
 * Waits until the server has written surgeon@'s patient story: its surgical candidates are
 * flagged (the story is written in one transaction, favorites and notes with them).
 */
export async function waitForPatientStory(): Promise<void> {
  const count = DEMO_PATIENT_STORY.surgicalCandidates.length;
  await expect
    .poll(async () => (await recordsOf('surgeon', '', 'surgical-candidates')).totalCount, {
      message: "surgeon@'s demo patient story to be written",
      timeout: STORY_TIMEOUT_MS,
      intervals: [1_000, 2_000, 5_000],
    })
    .toBeGreaterThanOrEqual(count);
}

/** Opens the Patients page on a tab (`?tab=`, the seed's "open tab on load"). */
export async function openPatientsTab(page: Page, tab: PatientPageTab): Promise<void> {
  await page.goto(`/patient/list?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
}

/** The table of patient records of the Patient List, Favorites and Surgical Candidates tabs. */
export const recordTable = (page: Page): Locator =>
  page.getByRole('table', { name: 'Patients', exact: true });

/** The patient rows of that table (the header row has no cells). */
export const recordRows = (page: Page): Locator =>
  recordTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The names shown in the patient rows, each a link to the patient file. */
export const recordNames = (page: Page): Locator => recordRows(page).getByRole('link');

/** The count of patients beside the search ('40 patients'), once the list has answered. */
export const recordCount = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: /^\d+ patients?$/ });

/** The search box of the patient record tabs. */
export const recordSearch = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Search by name, MRN or product ID' });

/** The patient file's banner, whose heading is the patient's name. */
export const fileBanner = (page: Page): Locator => page.getByRole('region', { name: 'Patient' });

/** Waits for the patient file of `name` to show its banner. */
export async function expectPatientFile(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(/\/patient\/details\/[0-9a-f-]{36}$/);
  await expect(fileBanner(page).getByRole('heading', { name, exact: true })).toBeVisible();
}

/** The patient file's notes panel (a section named by its title). */
export const notesPanel = (page: Page): Locator => page.getByRole('region', { name: 'Notes' });

/** The notes of the panel whose text holds `text`. */
export const noteWith = (page: Page, text: string): Locator =>
  notesPanel(page).getByRole('listitem').filter({ hasText: text });

/** Writes a note through the notes panel's form and waits for it in the list. */
export async function writeNote(page: Page, text: string): Promise<void> {
  await notesPanel(page).getByRole('textbox', { name: 'New note' }).fill(text);
  await notesPanel(page).getByRole('button', { name: 'Add note' }).click();
  await expect(noteWith(page, text)).toBeVisible();
}

/**
 * Waits until the access history of surgeon@'s patient shows that a user opened its patient
 * record hub: the server writes that row just before it subscribes the socket to the patient's
 * events, so a change made afterwards reaches that browser.
 * @param lastName - the follower's family name, as the history names them
 */
export async function waitForHubFollower(patientId: string, lastName: string): Promise<void> {
  const session = await apiSessionOf('surgeon');
  try {
    await expect
      .poll(
        async () => {
          const response = await session.get(
            `/api/v1/patient-records/${patientId}/access-history?limit=50`,
          );
          expect(response.status(), await response.text()).toBe(200);
          const { items } = (await response.json()) as AccessHistoryPage;
          return items.some(
            (entry) =>
              entry.action === 'patient-record-hub.open' && entry.actor?.lastName === lastName,
          );
        },
        { message: `${lastName} to follow the patient record hub`, intervals: [250, 500, 1_000] },
      )
      .toBe(true);
  } finally {
    await session.dispose();
  }
}

import { test, type Page } from '@playwright/test';
import { fullName, PATIENT_PAGE_TABS, type PatientPageTab } from '@sagitta/domain';
import { toastWith, uniqueTag } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dicomFileOf, examCount, examRows, expect, importAs, newPatient } from './support/imaging';
import {
  DEMO_CANDIDATE_NAMES,
  demoCandidateExamCount,
  demoFamilyName,
  demoPatientName,
  expectPatientFile,
  fileBanner,
  noteWith,
  notesPanel,
  openPatientsTab,
  recordCount,
  recordIdOf,
  recordNames,
  recordRows,
  recordsOf,
  recordSearch,
  waitForHubFollower,
  waitForPatientStory,
  writeNote,
} from './support/patients';
import { signInByApi } from './support/sign-in';

// Each test works on patients no other test of the run changes: the demo's story patients are
// only read, a star and notes go on patients of their own, and the patients that move or that a
// tier-1 surgeon opens are imported by the test itself.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  await waitForPatientStory();
});

/** Demo patients (indexes of DEMO_PATIENT_NAMES) that only one test of this file touches. */
const STARRED = 8; // Jakub Kowalski: starred and noted by the first journey
const NOTED_LIVE = 3; // Linh Nguyen: the note that staff@ sees arrive
const FOLLOWED = 18; // Chloé Lefèvre: the file with notes that axe checks
const NOT_A_CANDIDATE = 1; // Emma Thompson

test('a surgeon searches the Patient List, opens the file, stars it, finds it in Favorites and writes a note', async ({
  page,
}) => {
  const name = demoPatientName(STARRED);
  await signInByApi(page, 'surgeon');
  await openPatientsTab(page, 'patient-list');
  await expect(recordCount(page)).toHaveText(/^\d+ patients$/);
  await recordSearch(page).fill('kowalski');
  await expect(recordNames(page)).toHaveText([name]);
  await recordNames(page).first().click();
  await expectPatientFile(page, name);

  const banner = fileBanner(page);
  await expect(banner.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await banner.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(banner.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goBack();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/[?&]tab=favorites/);
  const row = recordRows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: `Favorite: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await row.getByRole('link', { name }).click();
  await expectPatientFile(page, name);
  const text = `Reviewed the films with the family, ${uniqueTag()}.`;
  await writeNote(page, text);
  await expect(noteWith(page, text)).toContainText('Maria CHEN, MD');
  // The author's own note is not news to them.
  await expect(noteWith(page, text).getByText('New', { exact: true })).toHaveCount(0);
});

test("a note surgeon@ writes appears live in staff@'s open file, marked New until staff@ has seen it", async ({
  browser,
}) => {
  const name = demoPatientName(NOTED_LIVE);
  const patientId = await recordIdOf('surgeon', demoFamilyName(NOTED_LIVE));
  const staffContext = await browser.newContext();
  const surgeonContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signInByApi(staff, 'staff');
    // The panel reports a note read as soon as it shows it: the report is held back until the
    // test has seen the New mark, then let through.
    let releaseViews = (): void => undefined;
    const viewsHeld = new Promise<void>((resolve) => {
      releaseViews = resolve;
    });
    await staff.route('**/patient-note-view', async (route) => {
      await viewsHeld;
      await route.continue();
    });
    await staff.goto(`/patient/details/${patientId}`);
    await expectPatientFile(staff, name);
    await expect(notesPanel(staff).getByRole('textbox', { name: 'New note' })).toBeVisible();
    await waitForHubFollower(patientId, 'Hoffmann');
    // Marks this document: a reload would lose the mark.
    await staff.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    const surgeon = await surgeonContext.newPage();
    await signInByApi(surgeon, 'surgeon');
    await surgeon.goto(`/patient/details/${patientId}`);
    await expectPatientFile(surgeon, name);
    const text = `Call the family about the brace fitting, ${uniqueTag()}.`;
    await writeNote(surgeon, text);

    const arrived = noteWith(staff, text);
    await expect(arrived).toBeVisible({ timeout: 10_000 });
    await expect(arrived).toContainText('Maria CHEN, MD');
    await expect(arrived.getByText('New', { exact: true })).toBeVisible();
    await expect(staff.locator('html')).toHaveAttribute('data-e2e-same-document', 'yes');

    releaseViews();
    await expect(arrived.getByText('New', { exact: true })).toHaveCount(0);
    // The server keeps it seen: the file opened afresh shows no mark.
    await staff.unrouteAll();
    await staff.reload();
    await expect(noteWith(staff, text)).toBeVisible();
    await expect(noteWith(staff, text).getByText('New', { exact: true })).toHaveCount(0);
  } finally {
    await staffContext.close();
    await surgeonContext.close();
  }
});

test('rep.candidates@ sees only surgical candidates: in the Patient List, the worklist and the files', async ({
  page,
}) => {
  const outsider = await recordIdOf('surgeon', demoFamilyName(NOT_A_CANDIDATE));
  await signInByApi(page, 'rep.candidates');
  await openPatientsTab(page, 'patient-list');
  await expect(recordCount(page)).toHaveText(`${DEMO_CANDIDATE_NAMES.length} patients`);
  await expect(recordNames(page)).toHaveCount(DEMO_CANDIDATE_NAMES.length);
  expect((await recordNames(page).allTextContents()).sort()).toEqual(
    [...DEMO_CANDIDATE_NAMES].sort(),
  );

  await page.getByRole('tab', { name: 'Patient Exams' }).click();
  const exams = demoCandidateExamCount();
  await expect(examCount(page)).toHaveText(`${exams} exams`);
  await expect(examRows(page)).toHaveCount(exams);
  for (const row of await examRows(page).all()) {
    const cells = row.getByRole('cell');
    const patient = fullName({
      lastName: (await cells.nth(0).textContent()) ?? '',
      firstName: (await cells.nth(1).textContent()) ?? '',
    });
    expect(DEMO_CANDIDATE_NAMES, 'the patient of a worklist row').toContain(patient);
  }

  await page.goto(`/patient/details/${outsider}`);
  await expect(page.getByText('Patient not found')).toBeVisible();
  await expect(fileBanner(page)).toHaveCount(0);
});

test('a tier-1 surgeon opens a patient file: EOS lists the exam, Alignment asks for an upgrade', async ({
  page,
}) => {
  const patient = newPatient('Tiera');
  await importAs('surgeon.t1', dicomFileOf(patient));
  const patientId = await recordIdOf('surgeon.t1', patient.familyName);
  await signInByApi(page, 'surgeon.t1');
  await page.goto(`/patient/details/${patientId}`);
  await expectPatientFile(
    page,
    fullName({ firstName: patient.givenName, lastName: patient.familyName }),
  );

  const sections = page.getByRole('tablist', { name: 'Patient file sections' });
  await sections.getByRole('tab', { name: 'EOS' }).click();
  const exams = page.getByRole('table', { name: 'Patient exams' });
  await expect(exams.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(page.getByText('Upgrade to tier 3')).toHaveCount(0);

  await sections.getByRole('tab', { name: 'Alignment', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Alignment', exact: true });
  await expect(panel.getByText('Upgrade to tier 3')).toBeVisible();
  await expect(panel.getByText('No exams', { exact: true })).toBeVisible();
});

test("changing the primary physician moves the patient to the other physician's list", async ({
  page,
}) => {
  // A patient of an account of this test's own: no demo list changes.
  const patient = newPatient('Mira');
  const name = fullName({ firstName: patient.givenName, lastName: patient.familyName });
  await importAs('surgeon.move', dicomFileOf(patient));
  await signInByApi(page, 'surgeon.move');
  await openPatientsTab(page, 'patient-list');
  await recordSearch(page).fill(patient.familyName);
  await expect(recordNames(page)).toHaveText([name]);
  await recordNames(page).first().click();
  await expectPatientFile(page, name);
  await expect(fileBanner(page)).toContainText('Tobias LUND, MD');

  await fileBanner(page).getByRole('button', { name: 'Change primary physician' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change primary physician' });
  await dialog.getByRole('radio', { name: 'Greta HOLM, MD' }).check();
  await dialog.getByRole('button', { name: 'Change physician' }).click();
  await expect(
    toastWith(page, 'The patient now belongs to Greta HOLM, MD and has left your list.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/patient\/list/);

  await openPatientsTab(page, 'patient-list');
  await recordSearch(page).fill(patient.familyName);
  await expect(
    page.getByRole('heading', { name: `No patients match “${patient.familyName}”` }),
  ).toBeVisible();
  const received = await recordsOf('surgeon.receive', patient.familyName);
  expect(received.items.map((record) => record.primaryPhysician?.lastName)).toEqual(['Holm']);
});

test('the header type-ahead opens a patient file from the keyboard', async ({ page }) => {
  const name = demoPatientName(13); // Aaliyah Washington
  await signInByApi(page, 'surgeon');
  await openPatientsTab(page, 'patient-list');
  await page.getByRole('combobox', { name: 'Find a patient' }).focus();
  await page.keyboard.type('washington');
  const suggestions = page.getByRole('listbox', { name: 'Find a patient' }).getByRole('option');
  await expect(suggestions).toHaveCount(1);
  await expect(suggestions).toContainText(name);
  await page.keyboard.press('Enter');
  await expectPatientFile(page, name);
  await expect(page.getByRole('combobox', { name: 'Find a patient' })).toHaveValue('');
});

/** What each Patients tab shows once loaded, so that axe checks the content, not a loader. */
async function expectTabLoaded(page: Page, tab: PatientPageTab): Promise<void> {
  switch (tab) {
    case 'exams':
      await expect(examCount(page)).toBeVisible();
      await expect(examRows(page).first()).toBeVisible();
      return;
    case 'patient-list':
    case 'favorites':
    case 'surgical-candidates':
      await expect(recordCount(page)).toBeVisible();
      await expect(recordRows(page).first()).toBeVisible();
      return;
    case 'patient-trends':
      // surgeon@'s demo patients measured before and after surgery.
      await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toBeVisible();
      return;
    case 'surgical-plan':
    case 'surgical-strategy':
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toBeVisible();
  }
}

for (const tab of PATIENT_PAGE_TABS) {
  test(`the Patients page on its ${tab} tab has no serious or critical axe violation`, async ({
    page,
  }) => {
    await signInByApi(page, 'surgeon');
    await openPatientsTab(page, tab);
    await expectTabLoaded(page, tab);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the patient file with its notes panel has no serious or critical axe violation', async ({
  page,
}) => {
  const patientId = await recordIdOf('surgeon', demoFamilyName(FOLLOWED));
  await signInByApi(page, 'surgeon');
  await page.goto(`/patient/details/${patientId}`);
  await expectPatientFile(page, demoPatientName(FOLLOWED));
  await expect(notesPanel(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Patient exams' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

import { test, type BrowserContext, type Page } from '@playwright/test';
import { fullName, WORKLIST_PAGE_SIZE } from '@sagitta/domain';
import { uniqueTag } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  clearSearchIcon,
  DEMO_EXAMS,
  demoExamsMatching,
  dicomFileOf,
  examCount,
  examRows,
  examTable,
  expect,
  importAs,
  naturalWidth,
  newPatient,
  notDicomFile,
  openWorklist,
  rowsWithStatus,
  searchBox,
  waitForDemoExams,
} from './support/imaging';
import { userMenu } from './support/shell';
import { signInByApi } from './support/sign-in';

// One worker, in file order: the tests that import an exam for surgeon@ (the live feed, the
// import panel) come last, so that the others see the demo's 80 exams exactly. A failure does not
// skip the tests after it (as 'serial' would).
test.describe.configure({ mode: 'default', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  // surgeon2@'s exams come last in the catalog: once they are in, so are surgeon@'s.
  await waitForDemoExams('surgeon');
  await waitForDemoExams('surgeon2');
});

const COLUMNS = [
  'Family name',
  'First name',
  'Age and sex',
  'Patient ID',
  'Exam date',
  'Description',
  'Status',
];

const WORKLIST_REQUEST = '/patient-list/api/v1/acquisitions';

/** The number in the worklist's count ('81 exams' → 81), once the list has loaded. */
async function shownCount(page: Page): Promise<number> {
  await expect(examCount(page)).toHaveText(/^\d+ exams?$/);
  return Number.parseInt((await examCount(page).textContent()) ?? '', 10);
}

/**
 * Clicks the first exam whose modeling succeeded, as the user launches it, and returns the new
 * tab once it shows the viewer, with the patient's name as the banner should show it.
 */
async function launchFirstModeled(
  page: Page,
  context: BrowserContext,
): Promise<{ viewer: Page; patientName: string }> {
  const row = rowsWithStatus(page, 'Modeled').first();
  const cells = row.getByRole('cell');
  const patientName = fullName({
    lastName: (await cells.nth(0).textContent()) ?? '',
    firstName: (await cells.nth(1).textContent()) ?? '',
  });
  const opened = context.waitForEvent('page');
  await row.click();
  const viewer = await opened;
  await viewer.waitForURL(/\/viewer\/[0-9a-f-]{36}$/);
  return { viewer, patientName };
}

/** The viewer's frontal and lateral images, each on its stage, loaded and decoded. */
async function expectBothImagesLoaded(viewer: Page): Promise<void> {
  const images = viewer.getByRole('region', { name: 'Images' });
  for (const name of ['Frontal image', 'Lateral image']) {
    const stage = images.getByRole('application', { name, exact: true });
    await expect(stage).toBeVisible();
    await expect
      .poll(() => naturalWidth(stage.locator('img')), { message: `${name} decoded` })
      .toBeGreaterThan(0);
  }
  await expect(images.getByRole('alert')).toHaveCount(0);
}

test('a surgeon sees the demo exams and searches them with commas, ignoring accents and case', async ({
  page,
}) => {
  await signInByApi(page, 'surgeon');
  await openWorklist(page, DEMO_EXAMS.surgeon);
  await expect(page).toHaveTitle('Sagitta | Patients');
  await expect(examTable(page).getByRole('columnheader')).toHaveText(COLUMNS);

  // Núñez Éloïse, the demo's first patient: accents in both names, and three exams.
  const typed = 'núñez,éloïse';
  const expected = demoExamsMatching(typed);
  expect(expected, 'exams of Éloïse Núñez in the demo catalog').toBe(3);
  await searchBox(page).fill(typed);
  await expect(examCount(page)).toHaveText(`${expected} exams`);
  await expect(examRows(page)).toHaveCount(expected);
  for (const row of await examRows(page).all()) {
    await expect(row.getByRole('cell')).toHaveText([
      'Núñez',
      'Éloïse',
      /^\d+ F$/,
      /^SGT-\d{6}\s*Accession number LSC\d+$/,
      /^\d{2}\/\d{2}\/\d{2}$/,
      /^EOS /,
      /^(Modeled|Model not processed|In progress)/,
    ]);
  }

  // The same patient without accents, in capitals, with spaces around the comma.
  await searchBox(page).fill('NUNEZ , Eloise');
  await expect(examRows(page)).toHaveCount(expected);
  await expect(examCount(page)).toHaveText(`${expected} exams`);
  // Every part must match: the first name of another patient leaves nothing.
  await searchBox(page).fill('núñez,emma');
  await expect(examCount(page)).toHaveText('0 exams');

  await clearSearchIcon(page).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(examCount(page)).toHaveText(`${DEMO_EXAMS.surgeon} exams`);
  await expect(examRows(page)).toHaveCount(WORKLIST_PAGE_SIZE);

  await searchBox(page).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No exams match “zzzz”' })).toBeVisible();
  await expect(examCount(page)).toHaveText('0 exams');
  await expect(examTable(page)).toHaveCount(0);
});

test('scrolling to the end loads each next page once, and Back to the top returns to the search', async ({
  page,
}) => {
  const requestedPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === WORKLIST_REQUEST) requestedPages.push(url.searchParams.get('page') ?? '');
  });
  await signInByApi(page, 'surgeon');
  await openWorklist(page, DEMO_EXAMS.surgeon);
  const goToTop = page.getByRole('button', { name: 'Back to the top' });
  await expect(goToTop).toBeHidden();
  expect(requestedPages).toEqual(['1']);

  // Each scroll to the end adds one page, until the list is whole.
  const pages = Math.ceil(DEMO_EXAMS.surgeon / WORKLIST_PAGE_SIZE);
  for (let loaded = 2; loaded <= pages; loaded += 1) {
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(examRows(page)).toHaveCount(
      Math.min(DEMO_EXAMS.surgeon, loaded * WORKLIST_PAGE_SIZE),
    );
    await expect(examTable(page)).toHaveAttribute('aria-busy', 'false');
  }
  const everyPage = Array.from({ length: pages }, (_, index) => String(index + 1));
  expect(requestedPages).toEqual(everyPage);

  // At the end of the list now taller, and again with the wheel: there is nothing more to ask.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 2_000);
  // A request that must not be sent cannot be awaited: give it time to show up.
  await page.waitForTimeout(1_500);
  expect(requestedPages).toEqual(everyPage);
  await expect(examRows(page)).toHaveCount(DEMO_EXAMS.surgeon);

  // Below 30 % of the scroll there is no button; beyond, there is.
  const scrollTo = (share: number) =>
    page.evaluate((ratio) => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, scrollable * ratio);
    }, share);
  await scrollTo(0.2);
  await expect(goToTop).toBeHidden();
  await scrollTo(0.4);
  await expect(goToTop).toBeVisible();

  await goToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(searchBox(page)).toBeFocused();
  await expect(goToTop).toBeHidden();
});

test('a successfully modeled exam opens the viewer in a new tab; others open nothing', async ({
  page,
  context,
}) => {
  const launches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/launcher/')) launches.push(request.url());
  });
  await signInByApi(page, 'surgeon');
  await openWorklist(page, DEMO_EXAMS.surgeon);

  // Éloïse Núñez has an exam being modeled and two whose model was not processed.
  await searchBox(page).fill('Núñez');
  await expect(examRows(page)).toHaveCount(3);
  const inProgress = rowsWithStatus(page, 'In progress');
  const failed = rowsWithStatus(page, 'Model not processed');
  await expect(inProgress).toHaveCount(1);
  await expect(failed).toHaveCount(2);
  await expect(inProgress).toHaveAccessibleDescription(
    'Cannot be opened yet: modeling is in progress.',
  );
  await expect(failed.first()).toHaveAccessibleDescription(
    'Cannot be opened: the model was not processed.',
  );
  // A user clicks them anyway: nothing opens (checked below).
  await inProgress.click();
  await failed.first().click();

  await clearSearchIcon(page).click();
  await expect(examRows(page)).toHaveCount(WORKLIST_PAGE_SIZE);
  const { viewer, patientName } = await launchFirstModeled(page, context);
  // The rows that cannot be opened opened no tab and asked the launcher nothing.
  expect(context.pages()).toHaveLength(2);
  expect(launches).toHaveLength(1);

  await expect(viewer).toHaveTitle('Sagitta | Viewer');
  const banner = viewer.getByRole('region', { name: 'Patient and exam' });
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText(patientName);
  await expectBothImagesLoaded(viewer);

  // The first image has the focus, so its keys work at once: '+' zooms in.
  const frontal = viewer.getByRole('application', { name: 'Frontal image' });
  await expect(frontal).toBeFocused();
  const zoom = viewer
    .getByRole('toolbar', { name: 'Image tools: Frontal image' })
    .getByRole('status', { name: 'Zoom' });
  await expect(zoom).toHaveText(/^\d+%$/);
  const before = Number.parseInt((await zoom.textContent()) ?? '', 10);
  await viewer.keyboard.press('+');
  await expect
    .poll(async () => Number.parseInt((await zoom.textContent()) ?? '', 10))
    .toBeGreaterThan(before);
});

test('clinical staff, acting for surgeon@, see the same exams and open them in the viewer', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'staff');
  // From another page, the physician they act for is chosen among the surgeons of the user
  // menu, which takes them to that physician's worklist.
  await page.goto('/info');
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  const surgeons = userMenu(page).getByRole('group', { name: 'Surgeons' }).getByRole('button');
  await expect(surgeons).toHaveText(['Maria Chencurrent']);
  const listRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === WORKLIST_REQUEST,
  );
  await surgeons.first().click();
  await expect(page).toHaveURL('/patient/list');
  await expect(examCount(page)).toHaveText(`${DEMO_EXAMS.surgeon} exams`);
  await expect(examRows(page)).toHaveCount(WORKLIST_PAGE_SIZE);
  const actingPhysician = (await listRequest).headers()['x-physician-id'];
  expect(actingPhysician, 'the acting physician of the worklist').toMatch(/^[0-9a-f-]{36}$/);

  // The new tab reads the exam for the same physician: without it, the exam would be a 404.
  // Listened for on the context before the click: the tab asks as soon as it has started.
  const detail = context.waitForEvent('request', (request) =>
    /^\/api\/v1\/portal\/acquisitions\/[0-9a-f-]{36}$/.test(new URL(request.url()).pathname),
  );
  const { viewer, patientName } = await launchFirstModeled(page, context);
  expect((await detail).headers()['x-physician-id']).toBe(actingPhysician);
  await expect(
    viewer.getByRole('region', { name: 'Patient and exam' }).getByRole('heading', { level: 1 }),
  ).toHaveText(patientName);
  await expectBothImagesLoaded(viewer);
});

test('a sales representative sees the list of the surgeon they are connected to', async ({
  page,
  browser,
}) => {
  const surgeonContext = await browser.newContext();
  const surgeonPage = await surgeonContext.newPage();
  await signInByApi(surgeonPage, 'surgeon');
  await openWorklist(surgeonPage, DEMO_EXAMS.surgeon);
  const surgeonRows = await examRows(surgeonPage).allTextContents();
  // The surgeon requests 3D models of the exams without one (issue 18); a representative does not.
  const request = /^Request 3D model/;
  expect(
    await examRows(surgeonPage).getByRole('button', { name: request }).count(),
  ).toBeGreaterThan(0);
  await surgeonContext.close();

  await signInByApi(page, 'rep');
  await openWorklist(page, DEMO_EXAMS.surgeon);
  await expect(examRows(page).getByRole('button', { name: request })).toHaveCount(0);
  // The same rows but for the modeling times, which move on with the clock, and the request.
  // A row's text runs its cells together ("21 minCannot be opened…"): no word boundary to wait for.
  const asRepSees = (rows: string[]) =>
    rows.map((row) => row.replace(/\d+ (?:h|min)/g, '').replace('Request 3D model', ''));
  expect(asRepSees(await examRows(page).allTextContents())).toEqual(asRepSees(surgeonRows));
});

test("another surgeon sees only their own 10 exams, none of surgeon@'s patients", async ({
  page,
}) => {
  await signInByApi(page, 'surgeon2');
  await openWorklist(page, DEMO_EXAMS.surgeon2);
  await searchBox(page).fill('Núñez');
  await expect(page.getByRole('heading', { name: 'No exams match “Núñez”' })).toBeVisible();
  await expect(examCount(page)).toHaveText('0 exams');
});

test('the worklist has no serious or critical axe violation', async ({ page }) => {
  await signInByApi(page, 'surgeon');
  await openWorklist(page, DEMO_EXAMS.surgeon);
  await expect(page.getByRole('region', { name: /^Import DICOM files/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the viewer has no serious or critical axe violation', async ({ page, context }) => {
  await signInByApi(page, 'surgeon');
  await openWorklist(page, DEMO_EXAMS.surgeon);
  const { viewer } = await launchFirstModeled(page, context);
  await expectBothImagesLoaded(viewer);
  await expectNoSeriousA11yViolations(viewer);
});

// From here on, surgeon@ has more exams than the demo's 80.

test('an exam imported from another session highlights Refresh; refreshing shows it', async ({
  page,
}) => {
  await signInByApi(page, 'surgeon');
  const feed = page.waitForEvent(
    'websocket',
    (socket) => new URL(socket.url()).pathname === '/patient-list/ws',
  );
  await page.goto('/patient/list');
  const before = await shownCount(page);
  expect(before).toBeGreaterThanOrEqual(DEMO_EXAMS.surgeon);
  const socket = await feed;
  expect(socket.isClosed()).toBe(false);
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  await expect(refresh).toHaveAttribute('data-new-items', 'false');

  const patient = newPatient('Feed');
  await importAs('surgeon', dicomFileOf(patient));

  const highlighted = page.getByRole('button', { name: 'New exams available, refresh' });
  await expect(highlighted).toHaveAttribute('data-new-items', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'New exams are available.' })).toHaveText(
    'New exams are available. Refresh the list to see them.',
  );
  // The list waits for the user: nothing moves under their eyes.
  await expect(examCount(page)).toHaveText(`${before} exams`);

  await highlighted.click();
  await expect(refresh).toHaveAttribute('data-new-items', 'false');
  await expect(examCount(page)).toHaveText(`${before + 1} exams`);
  await expect(examRows(page).first().getByRole('cell').first()).toHaveText(patient.familyName);
});

test('the import panel stores a good file, refuses a text file, and the list shows the new exam', async ({
  page,
}) => {
  await signInByApi(page, 'surgeon');
  await page.goto('/patient/list');
  const before = await shownCount(page);
  expect(before).toBeGreaterThanOrEqual(DEMO_EXAMS.surgeon);

  const patient = newPatient('Panel');
  const good = dicomFileOf(patient);
  const bad = notDicomFile(`not-dicom-${uniqueTag()}.dcm`);
  const panel = page.getByRole('region', { name: 'Import DICOM files (developer mode)' });
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([good, bad]);

  const files = panel.getByRole('list', { name: 'Files imported' }).getByRole('listitem');
  await expect(files).toHaveCount(2);
  const goodItem = files.filter({ hasText: good.name });
  const badItem = files.filter({ hasText: bad.name });
  await expect(goodItem.getByText('Success', { exact: true })).toBeVisible();
  await expect(goodItem.getByText('Imported.', { exact: true })).toBeVisible();
  await expect(badItem.getByText('Error', { exact: true })).toBeVisible();
  await expect(badItem.getByText('Not a DICOM file', { exact: true })).toBeVisible();
  await expect(
    goodItem.getByRole('progressbar', { name: `Progress of ${good.name}` }),
  ).toHaveAttribute('aria-valuenow', '100');

  // A file was stored: the list reloads by itself, the new exam first.
  await expect(examCount(page)).toHaveText(`${before + 1} exams`);
  await expect(examRows(page).first().getByRole('cell').first()).toHaveText(patient.familyName);
});

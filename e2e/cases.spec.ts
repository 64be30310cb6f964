import {
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type WebSocket,
} from '@playwright/test';
import { API_PATHS, LATERAL_ESSENTIAL_LANDMARKS, worklistPage } from '@sagitta/domain';
import { demoLandmarksOf } from '../apps/server/src/demo/imaging/anatomy-landmarks';
import { buildDemoImagingCatalog, type DemoExam } from '../apps/server/src/demo/imaging/catalog';
import { demoAssessedExamKeys } from '../apps/server/src/demo/imaging/demo-assessments';
import {
  DEMO_PATIENT_STORY,
  practicePatientIds,
} from '../apps/server/src/demo/imaging/patient-story';
import { DEMO_IMAGE_SIZE } from '../apps/server/src/demo/imaging/seed-imaging';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  examRows,
  expect as imagingExpect,
  naturalWidth,
  searchBox,
  waitForDemoExams,
} from './support/imaging';
import { demoPatientName } from './support/patients';
import { PASSWORD, signInByApi } from './support/sign-in';

// The 3D case workflow (issue 18), as each role clicks through it: surgeon@ requests a model of
// an exam; manager@ gives the new case High priority, and modeler.new@, who has gone Online in a
// browser of their own, takes it as the next case of the queue, places the lateral landmarks and
// completes it, which sends an inexperienced technician's work to QC; manager@ gives the QC to
// modeler@, who accepts it; surgeon@'s worklist hears the modeling succeed without a reload and
// surgeon@ approves the model; manager@ reassigns the case modeler@ is working on to modeler.new@,
// and modeler@'s list loses it live; manager@ sees the analytics.
//
// Why the priority: the queue serves High first, then the oldest, and the demo leaves older
// Regular cases in it. Why the manager gives the QC to modeler@: modeler@ already holds the demo's
// urgent case, so the queue gives them no other; a manager may give a case to anyone it fits.

/** One long journey across four browsers: more than a minute of clicks on a loaded machine. */
test.describe.configure({ timeout: 300_000 });

const expect = imagingExpect;

/**
 * Daria Ivanova (index 38): the demo makes no case of her exams (they are left to the browser
 * tests) and assesses none; measure.spec.ts measures her oldest exam only, and this spec
 * requests the model of her newest, with an adult's age (no pediatric approval).
 */
const PATIENT = 38;
const PATIENT_NAME = demoPatientName(PATIENT);
/** The case lists name the patient as "Daria IVANOVA" too. */
const MODELER_NEW = 'Lucas MOREAU';
const MODELER = 'Sofia ALVAREZ';
/** The demo's urgent patient, whose case modeler@ is working on when the demo starts. */
const URGENT_NAME = demoPatientName(DEMO_PATIENT_STORY.urgent);

/** The patient's newest exam in the demo catalog: dates aside, the catalog is the server's. */
function examToModel(): DemoExam {
  const catalog = buildDemoImagingCatalog(new Date());
  const patientId = practicePatientIds(catalog, 'surgeon@sagitta.test')[PATIENT];
  const exam = catalog.filter((candidate) => candidate.patient.id === patientId).at(-1);
  if (exam === undefined) throw new Error(`demo patient ${String(PATIENT)} has no exam`);
  expect(demoAssessedExamKeys(catalog).has(exam.key), 'an exam without assessment').toBe(false);
  return exam;
}

/** `20251102` → `11/02/25`, as the patient file writes an exam's date. */
const shownDate = (dicomDate: string) =>
  `${dicomDate.slice(4, 6)}/${dicomDate.slice(6, 8)}/${dicomDate.slice(2, 4)}`;

/** The exam's id on the server, asked as surgeon@ by its accession number. */
async function examIdOf(page: Page, exam: DemoExam): Promise<string> {
  const response = await page.request.get(
    `/patient-list/api/v1/acquisitions?limit=10&patientID=${encodeURIComponent(exam.patient.id)}`,
  );
  expect(response.status()).toBe(200);
  const { items } = worklistPage.parse(await response.json());
  const id = items.find(
    (item) => item.series.study.accessionNumber === exam.study.accessionNumber,
  )?.id;
  if (id === undefined) throw new Error(`no exam ${exam.study.accessionNumber} on the server`);
  return id;
}

/** A browser of its own (cookies, storage, tabs) signed in as `account`, on one page. */
async function browserOf(
  browser: Browser,
  account: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInByApi(page, account);
  return { context, page };
}

/** The row of a case list (technician or manager) whose patient is `name`. */
const caseRow = (page: Page, list: string, name: string): Locator =>
  page
    .getByRole('table', { name: list })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

/** The header's online-status control of a technician: "My status: Offline". */
const statusControl = (page: Page): Locator => page.getByRole('button', { name: /^My status: / });

/** Changes the technician's own status through the header, confirming Offline and Hold. */
async function setStatus(page: Page, status: 'Online' | 'Offline'): Promise<void> {
  await statusControl(page).click();
  await page.getByRole('menuitemradio', { name: status }).click();
  if (status !== 'Online') {
    const dialog = page.getByRole('dialog', { name: 'Change my status' });
    await dialog.getByRole('button', { name: 'Yes, change my status' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(statusControl(page)).toHaveAccessibleName(`My status: ${status}`);
}

/** The manager's All cases tab, with the case of the patient on its first page (newest first). */
async function openManagerList(page: Page): Promise<void> {
  await page.goto('/case-list/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Case List' })).toBeVisible();
  await expect(caseRow(page, 'All cases', PATIENT_NAME)).toBeVisible();
}

/**
 * The manager gives a patient's open case to a technician with the row's "Assigned to" select.
 * @param patient - the patient's name as the lists write it, the test's patient by default
 */
async function assignThroughManagerList(
  page: Page,
  technician: string,
  patient = PATIENT_NAME,
): Promise<void> {
  await openManagerList(page);
  const select = page.getByRole('combobox', { name: `Assigned to, case of ${patient}` });
  const option = select.getByRole('option', { name: new RegExp(`^${technician} \\(`) });
  await select.selectOption({ label: (await option.textContent()) ?? technician });
  await expect(page.getByRole('status').or(page.getByRole('alert'))).toContainText(
    `The case of ${patient} is assigned to ${technician}.`,
  );
  await expect(select).toHaveValue((await option.getAttribute('value')) ?? '');
}

/**
 * Opens the case from the technician's My cases (the list reads itself again every 15 s: the
 * case the manager assigned arrives without a reload) and waits for its page.
 */
async function openMyCase(page: Page): Promise<void> {
  await page.goto('/case-list/technician');
  const link = caseRow(page, 'My cases', PATIENT_NAME).getByRole('link', { name: PATIENT_NAME });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(page).toHaveURL(/\/case\/history\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** A fact of the case page ("Stage", "Assigned to" …), by its label. */
const caseFact = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Case' })
    .locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/**
 * Places the lateral film's essential landmarks at the anatomy's true positions in the viewer,
 * which Open work opened with its measurement tool on, as measure.spec.ts does, and waits for the
 * draft to be saved.
 */
async function placeLateralLandmarks(viewer: Page, exam: DemoExam): Promise<void> {
  const truth = demoLandmarksOf({ ...exam, ...DEMO_IMAGE_SIZE }).lateral;
  const stage = viewer.getByRole('application', { name: 'Lateral image', exact: true });
  const image = stage.locator('img');
  await expect
    .poll(() => naturalWidth(image), { message: 'lateral image decoded' })
    .toBe(DEMO_IMAGE_SIZE.columns);
  await expect(viewer.getByRole('button', { name: 'Measure' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(stage).toBeFocused();
  const panel = viewer.getByRole('complementary', { name: 'Landmarks on the lateral film' });
  await expect(panel.getByText('0 of 16 essential landmarks placed')).toBeVisible();
  const box = await image.boundingBox();
  if (box === null) throw new Error('the lateral image is not laid out');
  // The draft is saved 800 ms after the last change, and the status line says "Draft saved"
  // meanwhile: wait for the save that holds every landmark before the tab closes.
  const savedAll = viewer.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !request.url().endsWith('/landmarks')) return false;
    const body = request.postDataJSON() as { lateral?: { points?: object } } | null;
    return Object.keys(body?.lateral?.points ?? {}).length === LATERAL_ESSENTIAL_LANDMARKS.length;
  });
  for (const [index, name] of LATERAL_ESSENTIAL_LANDMARKS.entries()) {
    const point = truth.points[name];
    if (point === undefined) throw new Error(`no true ${name}`);
    await viewer.mouse.click(
      box.x + (point[0] * box.width) / DEMO_IMAGE_SIZE.columns,
      box.y + (point[1] * box.height) / DEMO_IMAGE_SIZE.rows,
    );
    await expect(
      panel.getByText(`${String(index + 1)} of 16 essential landmarks placed`),
      `${name} placed`,
    ).toBeVisible();
  }
  expect((await savedAll).status(), 'the landmarks saved').toBe(200);
  await expect(panel.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
}

/** Whether the worklist's live feed has announced this modeling outcome of the exam. */
function feedHeard(socket: Promise<WebSocket>) {
  const frames: string[] = [];
  void socket.then((ws) =>
    ws.on('framereceived', ({ payload }) => {
      frames.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    }),
  );
  return (status: string, acquisitionId: string) =>
    frames.some((frame) => frame.includes(status) && frame.includes(acquisitionId));
}

test('a model request goes from the physician through modeling, QC and approval, live on the worklist', async ({
  browser,
}) => {
  await waitForDemoExams('surgeon');
  const exam = examToModel();
  const examDate = shownDate(exam.study.date);

  // surgeon@ requests the model from the patient file's EOS tab.
  const surgeon = await browserOf(browser, 'surgeon');
  const examId = await examIdOf(surgeon.page, exam);
  await surgeon.page.goto('/patient/list');
  await searchBox(surgeon.page).fill(exam.study.accessionNumber);
  await expect(examRows(surgeon.page)).toHaveCount(1);
  await surgeon.page.getByRole('link', { name: exam.patient.familyName }).click();
  await expect(surgeon.page).toHaveURL(/\/patient\/details\/[0-9a-f-]{36}$/);
  await surgeon.page
    .getByRole('button', { name: new RegExp(`^Request 3D model: the .* exam of ${examDate}$`) })
    .click();
  const request = surgeon.page.getByRole('dialog', { name: 'Request a 3D model' });
  await expect(request.getByRole('radio', { name: 'Pre-op', exact: true })).toBeChecked();
  await request.getByRole('button', { name: 'Request model' }).click();
  await expect(request).toBeHidden();
  await expect(
    surgeon.page.getByRole('alert').filter({ hasText: '3D model requested.' }),
  ).toBeVisible();
  const models = surgeon.page.getByRole('list', { name: '3D model requests' });
  await expect(models.getByRole('listitem').first()).toContainText('Being modeled');

  // surgeon@ keeps the worklist open on the exam, its modeling in progress.
  const feed = surgeon.page.waitForEvent(
    'websocket',
    (socket) => new URL(socket.url()).pathname === '/patient-list/ws',
  );
  const heard = feedHeard(feed);
  await surgeon.page.goto('/patient/list');
  await searchBox(surgeon.page).fill(exam.study.accessionNumber);
  const row = examRows(surgeon.page);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('In progress', { exact: true })).toBeVisible();

  // modeler.new@, in another browser, goes Online. A tall window, as in measure.spec.ts: the
  // viewer's tab opens in it and the lateral film is clicked at some three pixels per pixel.
  const modelerNew = await browserOf(browser, 'modeler.new', {
    viewport: { width: 1400, height: 2200 },
  });
  await modelerNew.page.goto('/case-list/technician');
  await expect(statusControl(modelerNew.page)).toHaveAccessibleName('My status: Offline');
  await setStatus(modelerNew.page, 'Online');

  // manager@ gives the new case High priority: the queue serves it first.
  const manager = await browserOf(browser, 'manager');
  await openManagerList(manager.page);
  await expectNoSeriousA11yViolations(manager.page);
  const high = manager.page.getByRole('switch', { name: `High priority, case of ${PATIENT_NAME}` });
  await expect(high).not.toBeChecked();
  await high.click();
  await expect(manager.page.getByRole('status').or(manager.page.getByRole('alert'))).toContainText(
    `The case of ${PATIENT_NAME} now has High priority.`,
  );
  await expect(high).toBeChecked();

  // modeler.new@ takes the next case of the queue: this one.
  await modelerNew.page.getByRole('button', { name: 'Take next case' }).click();
  await expect(
    modelerNew.page.getByRole('status').or(modelerNew.page.getByRole('alert')),
  ).toContainText(`You took the case of ${PATIENT_NAME}. It is now in My cases.`);

  // modeler.new@ opens the work: the exam opens in the viewer, in a tab of its own.
  await openMyCase(modelerNew.page);
  await expectNoSeriousA11yViolations(modelerNew.page);
  await expect(caseFact(modelerNew.page, 'Stage')).toHaveText('Modeling');
  // The request opened the exam's draft: the viewer reopens it (200), it does not make another.
  const drafts: number[] = [];
  modelerNew.context.on('response', (response) => {
    const request = response.request();
    if (
      request.method() === 'POST' &&
      new URL(response.url()).pathname === API_PATHS.eosAlignments
    ) {
      drafts.push(response.status());
    }
  });
  const viewerTab = modelerNew.context.waitForEvent('page');
  await modelerNew.page.getByRole('button', { name: 'Open work' }).click();
  const viewer = await viewerTab;
  await expect(viewer).toHaveURL(`/viewer/${examId}?tool=measure`);
  await placeLateralLandmarks(viewer, exam);
  expect(drafts, 'the case’s draft reopened').toEqual([200]);
  await viewer.close();

  // Complete: 24 vertebrae counted; an inexperienced technician's work goes to QC.
  await modelerNew.page.getByRole('button', { name: 'Complete case' }).click();
  const complete = modelerNew.page.getByRole('dialog', { name: 'Complete case' });
  await expect(complete.getByRole('textbox', { name: /Vertebrae counted/ })).toHaveValue('24');
  await complete.getByRole('button', { name: 'Complete case' }).click();
  await expect(complete).toBeHidden();
  await expect(modelerNew.page.getByRole('status').filter({ hasText: 'The case is' })).toHaveText(
    'The case is sent for QC.',
  );
  await expect(caseFact(modelerNew.page, 'Stage')).toHaveText('Modeling QC');
  await expect(row.getByText('In progress', { exact: true })).toBeVisible();
  await setStatus(modelerNew.page, 'Offline');

  // manager@ gives the QC to modeler@ (experienced), who accepts it.
  await assignThroughManagerList(manager.page, MODELER);
  const modeler = await browserOf(browser, 'modeler');
  await openMyCase(modeler.page);
  await expect(caseFact(modeler.page, 'Stage')).toHaveText('Modeling QC');
  await modeler.page.getByRole('button', { name: 'Complete case' }).click();
  const accept = modeler.page.getByRole('dialog', { name: 'Complete case' });
  await expect(accept.getByRole('textbox', { name: /Vertebrae counted/ })).toHaveCount(0);
  await accept.getByRole('button', { name: 'Complete case' }).click();
  await expect(accept).toBeHidden();
  await expect(modeler.page.getByRole('status').filter({ hasText: 'The case is' })).toHaveText(
    'The case is completed.',
  );
  await expect(caseFact(modeler.page, 'Stage')).toHaveText('Completed');

  // surgeon@'s worklist, never reloaded: the feed announces the success, Refresh lights up, and
  // the row is Modeled.
  await expect
    .poll(() => heard('MODELING_SUCCEEDED', examId), { message: 'the feed announces the model' })
    .toBe(true);
  const refresh = surgeon.page.getByRole('button', { name: 'New exams available, refresh' });
  await expect(refresh).toHaveAttribute('data-new-items', 'true');
  await refresh.click();
  await expect(row.getByText('Modeled', { exact: true })).toBeVisible();

  // surgeon@ approves the model from the Actions page's Approve model tab.
  await surgeon.page.goto('/actions');
  await expect(surgeon.page.getByRole('tab', { name: 'Approve model' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const toApprove = surgeon.page
    .getByRole('table', { name: '3D models to approve' })
    .getByRole('row')
    .filter({ hasText: PATIENT_NAME });
  await toApprove.getByRole('link', { name: /^Review and approve: / }).click();
  await expect(surgeon.page.getByRole('tab', { name: 'Alignment', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(surgeon.page.getByText('Ready to review')).toBeVisible();
  await surgeon.page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(surgeon.page.getByText(/Reviewed by/)).toBeVisible();
  await surgeon.page.getByRole('button', { name: 'Approve', exact: true }).click();
  const sign = surgeon.page.getByRole('dialog', { name: 'Approve the alignment assessment' });
  await sign.getByLabel('Your password').fill(PASSWORD);
  await sign.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(sign).toBeHidden();
  await expect(surgeon.page.getByText(/Approved by/)).toBeVisible();
  await surgeon.page.goto('/actions');
  await expect(
    surgeon.page
      .getByRole('table', { name: '3D models to approve' })
      .getByRole('row')
      .filter({ hasText: PATIENT_NAME }),
  ).toHaveCount(0);

  // manager@ sees the case completed in the list.
  await openManagerList(manager.page);
  await expect(caseRow(manager.page, 'All cases', PATIENT_NAME)).toContainText(
    'Approved / completed',
  );

  // manager@ reassigns the urgent case modeler@ is working on to modeler.new@: it leaves
  // modeler@'s list, which stays open, and arrives in modeler.new@'s, without a reload.
  // My cases lists the cases a technician closed too: the urgent patient's open one is Ongoing.
  const ongoing = (page: Page) =>
    caseRow(page, 'My cases', URGENT_NAME).filter({ hasText: 'Ongoing' });
  await modeler.page.goto('/case-list/technician');
  await expect(ongoing(modeler.page)).toHaveCount(1);
  await assignThroughManagerList(manager.page, MODELER_NEW, URGENT_NAME);
  await expect(ongoing(modeler.page)).toHaveCount(0, { timeout: 30_000 });
  await modelerNew.page.goto('/case-list/technician');
  await expect(ongoing(modelerNew.page)).toHaveCount(1);

  // And the analytics.
  await manager.page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(manager.page).toHaveURL(/\/case\/analytics/);
  await expect(manager.page.getByRole('tab', { name: 'Case Distribution' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const title of [
    'Cases by type',
    'Cases by stage',
    'Cases by outcome',
    'Cases by institution',
  ]) {
    const card = manager.page.getByRole('region', { name: title });
    await expect(
      card.getByRole('img', { name: `${title}: chart. The table gives the same figures.` }),
    ).toBeVisible();
    await expect(card.getByRole('table', { name: title })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(manager.page);
  await manager.page.getByRole('tab', { name: 'Task Timing' }).click();
  await expect(manager.page.getByRole('table').filter({ hasText: MODELER_NEW })).toBeVisible();
  await manager.page.getByRole('tab', { name: 'Case Timing' }).click();
  await expect(manager.page.getByText(/^Median .* cases? released in the range\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(manager.page);

  await Promise.all([surgeon, modelerNew, manager, modeler].map(({ context }) => context.close()));
});

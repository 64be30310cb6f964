import { readFile } from 'node:fs/promises';
import { test, type Locator, type Page } from '@playwright/test';
import {
  LATERAL_ESSENTIAL_LANDMARKS,
  measure,
  PARAMETER_NAMES,
  patientFileHref,
  worklistPage,
} from '@sagitta/domain';
import { demoLandmarksOf } from '../apps/server/src/demo/imaging/anatomy-landmarks';
import { buildDemoImagingCatalog, type DemoExam } from '../apps/server/src/demo/imaging/catalog';
import { demoAssessedExamKeys } from '../apps/server/src/demo/imaging/demo-assessments';
import { practicePatientIds } from '../apps/server/src/demo/imaging/patient-story';
import { DEMO_IMAGE_SIZE } from '../apps/server/src/demo/imaging/seed-imaging';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, naturalWidth, waitForDemoExams } from './support/imaging';
import { PASSWORD, signInByApi } from './support/sign-in';

// A surgeon measures a demo film in the viewer's measurement mode (issue 17): the films are drawn
// from a known synthetic anatomy, so the landmarks' true positions, and the values they give,
// are known here (`demoLandmarksOf`, the generator's own truth).

test.describe.configure({ timeout: 120_000 });

/**
 * Daria Ivanova (index 38): the demo assessed none of her exams and makes no case of them; this
 * spec measures her oldest exam, cases.spec.ts models her newest. Its approval makes her later
 * exams post-op by default, so it runs after cases.spec.ts (one worker, files in order), which
 * expects a pre-op request.
 */
const PATIENT = 38;

const CHECKED = { PI: 'PI', PT: 'PT', SS: 'SS', LL: 'LL (L1–S1)' } as const;

/** The patient's first exam in the demo catalog: dates aside, the catalog is the server's. */
function examToMeasure(): DemoExam {
  const catalog = buildDemoImagingCatalog(new Date());
  const patientId = practicePatientIds(catalog, 'surgeon@sagitta.test')[PATIENT];
  const exam = catalog.find((candidate) => candidate.patient.id === patientId);
  if (exam === undefined) throw new Error(`demo patient ${PATIENT} has no exam`);
  expect(demoAssessedExamKeys(catalog).has(exam.key), 'an exam without assessment').toBe(false);
  return exam;
}

/**
 * The exam's id on the server (the patient's oldest exam, as the catalog's first visit is) and
 * its patient record's.
 */
async function idsOf(page: Page, exam: DemoExam): Promise<{ examId: string; recordId: string }> {
  const response = await page.request.get(
    `/patient-list/api/v1/acquisitions?limit=10&patientID=${encodeURIComponent(exam.patient.id)}`,
  );
  expect(response.status()).toBe(200);
  const { items } = worklistPage.parse(await response.json());
  const dateOf = (item: (typeof items)[number]) => item.series.study.date ?? '';
  const oldest = items.toSorted((a, b) => dateOf(a).localeCompare(dateOf(b)));
  const first = oldest[0];
  if (first === undefined) throw new Error(`no exam of ${exam.patient.id} on the server`);
  return { examId: first.id, recordId: first.series.study.patient.recordId };
}

/** A value of the live values table, in degrees ('45.9°' → 45.9). */
async function liveValue(panel: Locator, label: string): Promise<number> {
  const row = panel
    .getByRole('table', { name: 'Values' })
    .getByRole('row')
    .filter({ has: panel.page().getByRole('rowheader', { name: label, exact: true }) });
  const text = (await row.getByRole('cell').first().textContent()) ?? '';
  return Number.parseFloat(text.replace('−', '-'));
}

test('a surgeon measures a film at the anatomy’s true positions, then reviews, signs and downloads the report', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await waitForDemoExams('surgeon');
  // A tall window: the lateral film is drawn some three screen pixels per image pixel, so that
  // the femoral heads' centres (five image pixels apart) are clicked apart.
  await page.setViewportSize({ width: 1400, height: 2200 });
  await signInByApi(page, 'surgeon');
  const exam = examToMeasure();
  const truth = demoLandmarksOf({ ...exam, ...DEMO_IMAGE_SIZE }).lateral;
  const expected = measure({
    lateral: { pixelSpacingMm: truth.pixelSpacingMm, facing: truth.facing, points: truth.points },
  }).parameters;
  const { examId, recordId } = await idsOf(page, exam);
  await page.goto(`/viewer/${examId}`);

  const stage = page.getByRole('application', { name: 'Lateral image', exact: true });
  const image = stage.locator('img');
  await expect
    .poll(() => naturalWidth(image), { message: 'lateral image decoded' })
    .toBe(DEMO_IMAGE_SIZE.columns);
  const measureButton = page.getByRole('button', { name: 'Measure' });
  const panel = page.getByRole('complementary', { name: 'Landmarks on the lateral film' });
  /**
   * Turns measuring on once the image is decoded; the draft's opening answers `status`.
   * @returns the assessment's id
   */
  const startMeasuring = async (status: number): Promise<string> => {
    await expect.poll(() => naturalWidth(image)).toBe(DEMO_IMAGE_SIZE.columns);
    // Points placed before the draft is opened are replaced by it: wait for the opening.
    const opening = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/eos-alignments',
    );
    await measureButton.click();
    const opened = await opening;
    expect(opened.status(), 'the draft opened').toBe(status);
    await expect(measureButton).toHaveAttribute('aria-pressed', 'true');
    await expect(panel).toBeVisible();
    return ((await opened.json()) as { id: string }).id;
  };
  const assessmentId = await startMeasuring(201);
  await expect(panel.getByText('0 of 16 essential landmarks placed')).toBeVisible();

  /** Clicks the landmarks at their true positions, from the `from`th essential one. */
  const place = async (from: number, to: number) => {
    // Image pixels to the page's: the image element is scaled and translated as a whole.
    const box = await image.boundingBox();
    if (box === null) throw new Error('the lateral image is not laid out');
    const toScreen = ([x, y]: readonly [number, number]) => ({
      x: box.x + (x * box.width) / DEMO_IMAGE_SIZE.columns,
      y: box.y + (y * box.height) / DEMO_IMAGE_SIZE.rows,
    });
    for (const [index, name] of LATERAL_ESSENTIAL_LANDMARKS.entries()) {
      if (index < from || index >= to) continue;
      const point = truth.points[name];
      if (point === undefined) throw new Error(`no true ${name}`);
      const { x, y } = toScreen(point);
      await page.mouse.click(x, y);
      await expect(
        panel.getByText(`${index + 1} of 16 essential landmarks placed`),
        `${name} placed`,
      ).toBeVisible();
    }
  };
  const half = LATERAL_ESSENTIAL_LANDMARKS.length / 2;
  // The draft is saved on its own, a moment after the last change: a reload in the middle of
  // placing keeps every landmark saved, and the guide goes on with the next one.
  const halfSaved = page.waitForResponse((response) => {
    const request = response.request();
    if (request.method() !== 'PUT' || !request.url().endsWith('/landmarks')) return false;
    const body = request.postDataJSON() as { lateral?: { points: Record<string, unknown> } };
    return Object.keys(body.lateral?.points ?? {}).length === half;
  });
  await place(0, half);
  expect((await halfSaved).status(), 'the half placed is saved').toBe(200);
  await expect(panel.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.reload();
  await startMeasuring(200);
  await expect(panel.getByText(`${half} of 16 essential landmarks placed`)).toBeVisible();
  await place(half, LATERAL_ESSENTIAL_LANDMARKS.length);

  const checkValues = async () => {
    for (const [key, label] of Object.entries(CHECKED)) {
      const want = expected[key as keyof typeof CHECKED].value;
      if (want === null) throw new Error(`the truth has no ${key}`);
      await expect
        .poll(() => liveValue(panel, label), { message: `${key} within 0.5° of ${want}` })
        .toBeGreaterThanOrEqual(want - 0.5);
      expect(await liveValue(panel, label), key).toBeLessThanOrEqual(want + 0.5);
    }
  };
  await checkValues();
  await expectNoSeriousA11yViolations(page);
  const measuredPI = await liveValue(panel, CHECKED.PI);

  await panel.getByRole('button', { name: 'Complete' }).click();
  await expect(panel.getByText('The measurement is complete and ready to review.')).toBeVisible();

  // The same assessment in the patient file (named: cases.spec models this patient's newest exam
  // meanwhile), reviewed, signed with the password, its report filed.
  await page.goto(patientFileHref(recordId, { tab: 'ALIGNMENT', assessment: assessmentId }));
  await expect(page.getByText('Ready to review')).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByText(/Reviewed by/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the alignment assessment' });
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Approved by/)).toBeVisible();
  // Its pre-op PI is the one measured in the viewer, to the tenth.
  const pi = page
    .getByRole('table', { name: 'Alignment parameters' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: PARAMETER_NAMES.PI, exact: true }) });
  await expect(pi.getByRole('cell').nth(1)).toHaveText(`${measuredPI.toFixed(1)}°`);

  await page.getByRole('tab', { name: 'Alignment reports', exact: true }).click();
  const { date } = exam.study;
  const report = page
    .getByRole('table', { name: 'Alignment assessment reports' })
    .getByRole('row')
    .filter({
      hasText: `Alignment of ${date.slice(4, 6)}/${date.slice(6, 8)}/${date.slice(2, 4)}`,
    });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

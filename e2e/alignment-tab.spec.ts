import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  ALIGNMENT_SIGNATURE_MEANING,
  type AlignmentAssessment,
  type PatientExamPage,
} from '@sagitta/domain';
import { clinicalRequest } from '@sagitta/domain/alignment/clinical-vectors';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiSessionOf, expect } from './support/imaging';
import { demoFamilyName, recordIdOf, waitForPatientStory } from './support/patients';
import { PASSWORD, signInByApi } from './support/sign-in';

// The demo patient whose exam this file measures and signs; no other test touches it.
const ALIGNED = 22;
const JSON_CALL = { 'x-requested-with': 'sagitta', accept: 'application/json' };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  await waitForPatientStory();
});

/**
 * Opens, saves and completes an assessment on one of the patient's exams through the API, as
 * the measurement tool would (§4 case A's lateral landmarks); the assessment, ready to review.
 */
async function completedAssessment(patientId: string): Promise<AlignmentAssessment> {
  const session = await apiSessionOf('surgeon');
  try {
    const exams = await session.get(`/api/v1/patients/${patientId}/exams/latest?page=1&limit=20`);
    expect(exams.status()).toBe(200);
    const { items } = (await exams.json()) as PatientExamPage;
    for (const exam of items) {
      const opened = await session.post('/api/v1/eos-alignments', {
        headers: JSON_CALL,
        data: { examId: exam.id, phase: 'PRE_OP' },
      });
      // An exam without films, or one already signed: try the next.
      if (![200, 201].includes(opened.status())) continue;
      const draft = (await opened.json()) as AlignmentAssessment;
      const { lateral } = clinicalRequest('A');
      const saved = await session.put(`/api/v1/eos-alignments/${draft.id}/landmarks`, {
        headers: JSON_CALL,
        data: {
          revision: draft.revision,
          lateral: { facing: '+x', points: lateral?.points },
          calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: 0.5 } },
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const completed = await session.post(`/api/v1/eos-alignments/${draft.id}/complete`, {
        headers: JSON_CALL,
      });
      expect(completed.status(), await completed.text()).toBe(200);
      return (await completed.json()) as AlignmentAssessment;
    }
    throw new Error('no exam of the patient could be measured');
  } finally {
    await session.dispose();
  }
}

test('surgeon@ reviews and signs an assessment in the patient file, a wrong password first', async ({
  page,
}) => {
  const patientId = await recordIdOf('surgeon', demoFamilyName(ALIGNED));
  await completedAssessment(patientId);

  await signInByApi(page, 'surgeon');
  await page.goto(`/patient/details/${patientId}`);
  await page.getByRole('tab', { name: 'Alignment', exact: true }).click();
  const table = page.getByRole('table', { name: 'Alignment parameters' });
  await expect(table).toBeVisible();
  await expect(page.getByText('Ready to review')).toBeVisible();
  // Case A's lateral film only: the frontal values say why they are absent, never 0.
  const cobb = table.getByRole('row').filter({ hasText: 'Coronal Cobb angle' });
  await expect(cobb).toContainText('needs the frontal film');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByText(/Reviewed by/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the alignment assessment' });
  await expect(dialog.getByText(ALIGNMENT_SIGNATURE_MEANING)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Your password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign and approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Approved by/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The signature's PDF report, filed with the patient: one row, a real PDF document.
  await page.getByRole('tab', { name: 'Alignment reports', exact: true }).click();
  const reports = page.getByRole('table', { name: 'Alignment assessment reports' });
  await expect(reports.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    reports.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
});

/**
 * The README's screenshot of the Patients page (`npm run screenshot`, playwright.screenshot.config.ts):
 * surgeon@ on the Patient List tab with the demo data, 1280×800. Not a test of `npm test`: its
 * file name is no spec's, so the e2e suite never runs it.
 */
import { test } from '@playwright/test';
import { expect } from './imaging';
import { openPatientsTab, recordCount, recordRows, waitForPatientStory } from './patients';
import { signInByApi } from './sign-in';

const OUTPUT = 'docs/screenshots/patients.png';

test.use({ viewport: { width: 1280, height: 800 } });

test('the Patients page, Patient List tab, for the README', async ({ page }) => {
  test.setTimeout(240_000);
  await waitForPatientStory();
  await signInByApi(page, 'surgeon');
  await openPatientsTab(page, 'patient-list');
  await expect(recordCount(page)).toHaveText('40 patients');
  await expect(recordRows(page)).toHaveCount(20);
  // No focus ring or hover state in the picture.
  await page.mouse.move(0, 0);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.screenshot({ path: OUTPUT });
});

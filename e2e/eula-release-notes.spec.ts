import { expect, test, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PASSWORD, signIn } from './support/sign-in';

/** Answers the release-notes status with the server's notes followed by 30 more main notes. */
async function lengthenNotes(route: Route): Promise<void> {
  const response = await route.fetch();
  const status = (await response.json()) as { latestReleaseVersion: { notes: string } | null };
  const release = status.latestReleaseVersion;
  if (release !== null) {
    const notes = JSON.parse(release.notes) as {
      listMarker: string;
      title: string;
      subnotes: unknown[];
    }[];
    for (let index = 1; index <= 30; index += 1) {
      notes.push({
        listMarker: `${notes.length + 1}.`,
        title: `Further note ${index}`,
        subnotes: [],
      });
    }
    release.notes = JSON.stringify(notes);
  }
  await route.fulfill({ response, json: status });
}

// Both accounts change for good on the shared server (EULA accepted, password set): each is
// driven by one test only, and no other test uses them.

test('surgeon.new accepts the EULA, returns to the page asked for, then confirms the release notes', async ({
  page,
}) => {
  await signIn(page, 'surgeon.new');
  await expect(page).toHaveURL('/eula');

  await page.goto('/calendar');
  await expect(page).toHaveURL(`/eula?redirect=${encodeURIComponent('/calendar')}`);
  await expect(page).toHaveTitle('Sagitta | End User License Agreement');
  await expect(
    page.getByRole('heading', { level: 1, name: 'End User License Agreement' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Text of the End User License Agreement' }),
  ).toBeVisible();
  // The EULA page can only be seen here. Its version line has the known contrast bug (see
  // a11y.spec.ts): every other rule is checked.
  await expectNoSeriousA11yViolations(page);

  // The demo's 2.2.0 notes fit in their box at every supported window size, and notes that fit
  // may be confirmed at once (see the Reset test). To see Confirm wait for the end of the notes,
  // this browser gets them lengthened; the acknowledgement still goes to the server.
  await page.route('**/api/v1/portal/system/release-versions/user-acknowledgement', (route) =>
    lengthenNotes(route),
  );
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page).toHaveURL('/calendar');
  await expect(page).toHaveTitle('Sagitta | Case Calendar');

  const notes = page.getByRole('dialog', { name: '2.2.0 Release Notes' });
  await expect(notes).toBeVisible();
  const confirm = notes.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Scroll to the end of the notes to confirm.');
  const box = notes.getByRole('region', { name: 'Notes of the 2.2.0 release' });
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
  });
  await page.waitForTimeout(1_000); // two checks of the scroll position (every 500 ms)
  await expect(confirm).toBeDisabled();
  await box.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(confirm).toBeEnabled();
  const acknowledged = page.waitForResponse(
    (response) =>
      response.url().endsWith('/release-version-acknowledged') &&
      response.request().method() === 'PATCH',
  );
  await confirm.click();
  expect((await acknowledged).ok()).toBe(true);
  await expect(notes).toBeHidden();

  // Acknowledged on the server: a fresh load asks again and shows nothing.
  const status = page.waitForResponse((response) =>
    response.url().endsWith('/release-versions/user-acknowledgement'),
  );
  await page.unrouteAll();
  await page.reload();
  expect(await (await status).json()).toMatchObject({ hasAckdLatestVersion: true });
  await expect(page).toHaveURL('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Calendar' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an account in the Reset state sets a new password, then reaches its home', async ({
  page,
}) => {
  await signIn(page, 'reset');
  await expect(page).toHaveURL('/set-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();

  // Everywhere else waits until the password is set.
  await page.goto('/patient/list');
  await expect(page).toHaveURL('/set-password');

  await page.getByLabel(/^Current \(temporary\) password/).fill(PASSWORD);
  await page.getByLabel(/^New password/).fill('Sagitta-Renewed-2026!');
  await page.getByLabel(/^Confirm the new password/).fill('Sagitta-Renewed-2026!');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL('/patient/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();

  // Its release notes are not acknowledged yet: the demo's notes fit in their box, so Confirm
  // is enabled at once; Close hides them for this tab.
  const notes = page.getByRole('dialog', { name: '2.2.0 Release Notes' });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();
});

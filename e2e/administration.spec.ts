import { expect, test, type Page } from '@playwright/test';
import { createInstitution, setPasswordLinkFor, toastWith, uniqueName } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { navigation, userMenu } from './support/shell';
import { expectSignInPage, PASSWORD, selfStatus, signIn, signInByApi } from './support/sign-in';

/** The default features of tier 2, as the detail page lists them (seed §3 order). */
const TIER_2_FEATURES = [
  'Patients',
  'Patient file',
  'EOS exams',
  'Alignment',
  'Mobile images',
  'Intra-operative images (IOA)',
  'Alignment reports',
  'Patient trends',
];

test('a system administrator creates an institution, sets its tier and configures its AIE with a new key', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInByApi(page, 'admin');
  const name = uniqueName('E2E Spine Institute');
  const id = await createInstitution(page, name);

  // Tier 2, on the tier page: its defaults are offered and saved.
  await page.getByRole('link', { name: 'Edit tier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tier' })).toBeVisible();
  await page.getByRole('radio', { name: 'Tier 2' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Tier saved')).toBeVisible();
  await expect(page).toHaveURL(`/detail-institution/${id}`);
  const tier = page.getByRole('region', { name: 'Tier and features' });
  await expect(tier.getByText('Tier 2', { exact: true })).toBeVisible();
  await expect(tier.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText(
    TIER_2_FEATURES,
  );

  // The AIE: where it is reached, then its client access key.
  await page.getByRole('link', { name: 'Configure AIE' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AIE Configuration' })).toBeVisible();
  const configuration = page.getByRole('region', { name: 'Configuration' });
  await configuration.getByRole('textbox', { name: 'AE title' }).fill('SAGITTA_E2E');
  await configuration.getByRole('textbox', { name: 'IP address' }).fill('10.20.30.40');
  await configuration.getByRole('textbox', { name: 'Port' }).fill('11112');
  await configuration.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'AIE configuration saved')).toBeVisible();

  const keySection = page.getByRole('region', { name: 'Client access key' });
  await expect(keySection.getByText('No key')).toBeVisible();
  await keySection.getByRole('button', { name: 'Generate key' }).click();
  const panel = keySection.getByRole('heading', { name: 'New client access key' }).locator('..');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveText(/The secret will not be shown again\.$/);
  const key = (await panel.getByRole('code').first().textContent()) ?? '';
  const secret = (await panel.getByRole('code').last().textContent()) ?? '';
  expect(key).not.toBe('');
  expect(secret.length).toBeGreaterThanOrEqual(32);
  await expectNoSeriousA11yViolations(page);

  const copySecret = panel.getByRole('button', { name: /^Cop(y|ied) Secret$/ });
  await copySecret.click();
  await expect(copySecret).toHaveAccessibleName('Copied Secret');
  // Announced to screen readers too.
  await expect(
    panel.getByRole('status').filter({ hasText: 'Secret copied to the clipboard' }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // The button says Copied for the seed's 1.5 s, then offers to copy again.
  await expect(copySecret).toHaveAccessibleName('Copy Secret');

  // Reloaded, the page knows the key but never again its secret.
  await page.reload();
  await expect(keySection.getByText(key, { exact: true })).toBeVisible();
  await expect(keySection.getByRole('button', { name: 'Reset key' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New client access key' })).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'AE title' })).toHaveValue('SAGITTA_E2E');
  await expect(page.getByRole('textbox', { name: 'IP address' })).toHaveValue('10.20.30.40');
  await expect(page.getByRole('textbox', { name: 'Port' })).toHaveValue('11112');
});

interface NewUser {
  firstName: string;
  lastName: string;
  suffix?: string;
  email: string;
  role: 'Physician' | 'Clinical Staff';
  institution: string;
  institutionRole: string;
}

/** Fills in New user as an administrator; returns the new account's id from its detail page. */
async function createUser(page: Page, user: NewUser): Promise<string> {
  await page.goto('/users');
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
  if (user.suffix !== undefined) {
    await page.getByRole('textbox', { name: 'Suffix' }).fill(user.suffix);
  }
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: user.role, exact: true }).click();
  // The institution is searched on the server as the administrator types.
  await page.getByRole('combobox', { name: 'Institution', exact: true }).fill(user.institution);
  await page.getByRole('option', { name: user.institution, exact: true }).click();
  await page.getByRole('combobox', { name: 'Institution role' }).click();
  await page.getByRole('option', { name: user.institutionRole, exact: true }).click();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/users\/detail\/[0-9a-f-]{36}$/);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

test('an administrator creates and connects a physician and a staff member, who sets a password from the emailed link and signs in', async ({
  page,
  browser,
}) => {
  await signInByApi(page, 'admin');
  const institution = uniqueName('E2E Orthopedics');
  await createInstitution(page, institution);
  const tag = institution.split(' ').pop() ?? '';
  const physician = {
    firstName: 'Alma',
    lastName: `Phys${tag}`,
    suffix: 'MD',
    email: `e2e.physician.${tag}@sagitta.test`,
    role: 'Physician',
    institution,
    institutionRole: 'Surgeon',
  } as const;
  const staff = {
    firstName: 'Bruno',
    lastName: `Staf${tag}`,
    email: `e2e.staff.${tag}@sagitta.test`,
    role: 'Clinical Staff',
    institution,
    institutionRole: 'Medical Assistant',
  } as const;
  // Names are shown with the last name in capitals.
  const physicianName = `Alma ${physician.lastName.toUpperCase()}, MD`;
  const staffName = `Bruno ${staff.lastName.toUpperCase()}`;

  const physicianId = await createUser(page, physician);
  await expect(
    toastWith(page, `${physicianName} was created and will receive a link to set a password.`),
  ).toBeVisible();
  await createUser(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: staffName })).toBeVisible();

  // The physician's connections: the staff member is added by the email of their account.
  await page.goto(`/users/connection/${physicianId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Connections of ${physicianName}` }),
  ).toBeVisible();
  await expect(page.getByText('No connections yet.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Email of the clinical staff member or sales representative' })
    .fill(staff.email);
  await page.getByRole('button', { name: 'Add connection' }).click();
  await expect(toastWith(page, 'The connection is added.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Connections' }).getByRole('row')).toHaveText([
    /^Name/,
    new RegExp(`^${staffName}Clinical Staff${institution}`),
  ]);

  // No mail server: the administrator passes on the link from the outbox.
  const link = await setPasswordLinkFor(page, staff.email);

  // The staff member, in a browser of their own, signed out.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await staffPage.goto(link);
  await expect(
    staffPage.getByRole('heading', { level: 1, name: 'Set your password' }),
  ).toBeVisible();
  const password = 'Bruno-Staff-2026!';
  await staffPage.getByLabel(/^New password/).fill(password);
  await staffPage.getByLabel(/^Confirm the new password/).fill(password);
  await staffPage.getByRole('button', { name: 'Set password' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Password set' })).toBeVisible();
  await expect(staffPage.getByRole('status')).toHaveText(
    'Your password has been set. You can now sign in.',
  );

  // The link works once.
  await staffPage.goto(link);
  await staffPage.getByLabel(/^New password/).fill('Another-Staff-2026!');
  await staffPage.getByLabel(/^Confirm the new password/).fill('Another-Staff-2026!');
  await staffPage.getByRole('button', { name: 'Set password' }).click();
  await expect(staffPage.getByRole('alert')).toHaveText('This link is invalid or has expired');

  await signIn(staffPage, staff.email.replace('@sagitta.test', ''), password);
  await expect(staffPage).toHaveURL('/eula');
  await staffPage.getByRole('button', { name: 'Accept' }).click();
  await expect(staffPage).toHaveURL('/patient/list');
  const notes = staffPage.getByRole('dialog', { name: /Release Notes$/ });
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();

  await staffPage.getByRole('button', { name: 'Open the user menu' }).click();
  const surgeons = userMenu(staffPage).getByRole('group', { name: 'Surgeons' }).getByRole('button');
  await expect(surgeons).toHaveText([`Alma ${physician.lastName}current`]);
  await staffContext.close();
});

// The demo's two pending requests (apps/server/src/demo/accounts.ts): only this test acts on them.
const REQUESTS = [
  { name: 'Inês DUARTE', email: 'ines.duarte@sagitta.test' },
  { name: 'Samuel ORTIZ', email: 'samuel.ortiz@sagitta.test' },
];

test('an administrator accepts the pending access requests in bulk, after confirming', async ({
  page,
}) => {
  await signInByApi(page, 'admin');
  await page.goto('/users');
  await page.getByRole('tab', { name: 'Requests' }).click();
  const table = page.getByRole('table', { name: 'Access requests' });
  const actions = page.getByRole('group', { name: 'Actions on the selected users' });
  for (const request of REQUESTS) {
    await table.getByRole('checkbox', { name: `Select ${request.name}` }).check();
  }
  await expect(actions.getByText('2 selected')).toBeVisible();
  await actions.getByRole('button', { name: 'Accept' }).click();

  const dialog = page.getByRole('dialog', { name: 'Accept 2 requests?' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Selected users' }).getByRole('listitem'),
  ).toHaveText(REQUESTS.map((request) => request.name));
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(toastWith(page, '2 requests accepted')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Accepted, they leave the Requests tab.
  for (const request of REQUESTS) {
    await expect(table.getByRole('row', { name: new RegExp(request.name) })).toHaveCount(0);
  }
  await expect(actions.getByText('0 selected')).toBeVisible();

  // Each was emailed a link to set a password.
  await page.getByRole('link', { name: 'Outbox' }).click();
  // No mail server here: the page says that this mode is for evaluation only.
  await expect(page.getByRole('note', { name: 'Evaluation mode: no mail server' })).toContainText(
    'This mode is for evaluation only',
  );
  const outbox = page.getByRole('table', { name: 'Emails' });
  for (const request of REQUESTS) {
    await expect(
      outbox
        .getByRole('row')
        .filter({ hasText: request.email })
        .filter({ hasText: 'Request accepted' }),
    ).toHaveCount(1);
  }
});

test('a user administrator sees the institutions but none of the system administrator controls', async ({
  page,
}) => {
  await signInByApi(page, 'useradmin');
  await page.goto('/institutions');
  await expect(page.getByRole('heading', { level: 1, name: 'Institutions' })).toBeVisible();
  const lakeside = page.getByRole('link', { name: 'Lakeside Spine Center' });
  await expect(lakeside).toBeVisible();
  await expect(page.getByRole('link', { name: 'New institution' })).toHaveCount(0);

  await lakeside.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lakeside Spine Center' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tier and features' })).toContainText('Tier 3');
  // Members are theirs to manage; the institution itself is not.
  await expect(page.getByRole('link', { name: 'Add user' })).toBeVisible();
  for (const control of ['Edit information', 'Edit system', 'Edit tier', 'Configure AIE']) {
    await expect(page.getByRole('link', { name: control })).toHaveCount(0);
  }
  await expect(page.getByRole('group', { name: 'Institution actions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'AIE' })).toHaveCount(0);
  const id = page.url().split('/').pop() ?? '';

  // Typing the address does not open the AIE either, and the server refuses it on its own.
  await page.goto(`/update-institution/${id}/aie-configuration`);
  await expect(page.getByRole('note')).toHaveText(
    'Only system administrators can change institutions.',
  );
  await expect(page.getByRole('textbox', { name: 'AE title' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate key' })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/institutions/${id}/aie`)).status()).toBe(403);
});

test('disabling a signed-in user ends their session at their next call', async ({
  page,
  browser,
}) => {
  const account = 'surgeon.disable';
  await signIn(page, account);
  await expect(page).toHaveURL('/patient/list');
  await expect(navigation(page)).toBeVisible();

  // The administrator, in another browser.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInByApi(admin, 'admin');
  await admin.goto('/users');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(`${account}@`);
  await admin.getByRole('link', { name: 'Dara NOLAN, MD' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Dara NOLAN, MD' })).toBeVisible();
  await admin.getByRole('button', { name: 'Disable' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Disable this user?' });
  await expect(confirm).toContainText('Dara NOLAN, MD will be signed out');
  await expectNoSeriousA11yViolations(admin);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(toastWith(admin, 'Dara NOLAN, MD is disabled.')).toBeVisible();
  await adminContext.close();

  // The next call of the first browser finds the session gone: back to the sign-in page.
  await navigation(page).getByRole('link', { name: 'Info' }).click();
  await expectSignInPage(page);
  expect(await selfStatus(page)).toBe(401);

  // And the account cannot sign in again.
  await page.getByLabel('Email').fill(`${account}@sagitta.test`);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL('/');
});

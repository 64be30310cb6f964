import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Eight letters no other test of the run has drawn (the e2e database is shared by every test):
 * letters only, as person names allow no digits.
 */
export const uniqueTag = (): string =>
  randomUUID()
    .replaceAll('-', '')
    .slice(0, 8)
    .replace(/[0-9a-f]/g, (digit) => String.fromCharCode(97 + parseInt(digit, 16)));

/** A name no other test of the run has used. */
export const uniqueName = (prefix: string): string => `${prefix} ${uniqueTag()}`;

/** A toast (Mantine notification, role alert) with exactly this message. */
export const toastWith = (page: Page, message: string): Locator =>
  page.getByRole('alert').filter({ hasText: message });

/**
 * Creates an institution through the New institution page, as a system administrator, and
 * waits for its detail page.
 * @returns the new institution's id, from the detail page's address
 */
export async function createInstitution(page: Page, name: string): Promise<string> {
  await page.goto('/institutions');
  await page.getByRole('link', { name: 'New institution' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Institution' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Create institution' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const match = /\/detail-institution\/([0-9a-f-]{36})$/.exec(page.url());
  expect(match, `the detail page of ${name}`).not.toBeNull();
  return match?.[1] ?? '';
}

/**
 * Reads the set-password link last emailed to `recipient` from the outbox page, as an
 * administrator passes it on when the portal has no mail server (evaluation mode).
 * @param page - a page signed in as a system administrator: only they see links there, and
 * only for accounts that are not administrators
 */
export async function setPasswordLinkFor(page: Page, recipient: string): Promise<string> {
  await page.goto('/users/outbox');
  const row = page
    .getByRole('table', { name: 'Emails' })
    .getByRole('row')
    .filter({ hasText: recipient })
    .first();
  await row.getByRole('button', { name: /^Show message:/ }).click();
  const body = page.getByRole('region', { name: `Message to ${recipient}` }).first();
  await expect(body).toContainText('/set-password?token=');
  const link = /https?:\/\/\S+\/set-password\?token=\S+/.exec((await body.textContent()) ?? '');
  expect(link, `a set-password link for ${recipient}`).not.toBeNull();
  return link?.[0] ?? '';
}

import { expect, type Locator, type Page } from '@playwright/test';

/** Names a disabled navigation item carries after its label (seed §2 tooltips). */
const DISABLED = /\((coming soon|upgrade to tier 3)\)$/;

/** The side navigation bar of the signed-in frame. */
export const navigation = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Main navigation' });

/** One entry of the navigation bar in an aria snapshot, with its disabled state. */
function entry(name: string, role: 'link' | 'button' = 'link'): string[] {
  const state = role === 'link' && DISABLED.test(name) ? '[disabled]' : '[disabled=false]';
  return ['  - listitem:', `    - ${role} ${JSON.stringify(name)} ${state}`];
}

/** A list holding exactly these entries, in this order. */
const list = (entries: readonly string[][]): string[] => [
  '- list:',
  '  - /children: equal',
  ...entries.flat(),
];

/**
 * Checks the navigation bar in one go: the logo, the avatar of the signed-in user, then exactly
 * the role's items in order, then Info, Account and Logout (a button). An item named like
 * `Analytics (coming soon)` must be disabled, any other enabled.
 * @param fullName - the user's full name, as the avatar's "Signed in as …" names it
 * @param items - the role-dependent items' accessible names
 */
export async function expectNavigation(
  page: Page,
  fullName: string,
  items: readonly string[],
): Promise<void> {
  const snapshot = [
    '- img "Sagitta"',
    `- img ${JSON.stringify(`Signed in as ${fullName}`)}`,
    ...list(items.map((name) => entry(name))),
    ...list([entry('Info'), entry('Account'), entry('Logout', 'button')]),
  ];
  await expect(navigation(page)).toMatchAriaSnapshot(snapshot.join('\n'));
}

/** The header's link to the profile, named by the user's full name. */
export const headerName = (page: Page, fullName: string): Locator =>
  page.getByRole('banner').getByRole('link', { name: fullName, exact: true });

/** The status-error page's title. */
export const statusErrorHeading = (page: Page): Locator =>
  page.getByRole('heading', { level: 1, name: 'You cannot access the workspace' });

/** One of the global states, shown as a native modal `<dialog>` named by its title. */
export const globalState = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title, exact: true });

/** The user menu (a popover dialog). */
export const userMenu = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'User menu', exact: true });

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME, SEARCH_DEBOUNCE_MS } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { initI18n } from '../../../lib/i18n';
import {
  anUnassignedExam,
  LIST_PATH,
  unassignedId,
  unassignedServer,
} from '../testing/unassigned-server';
import UnassignedExamsPage from './unassigned-exams-page';

const administrator = aUser('SYSTEM_ADMINISTRATOR', {
  userId: '0b8f3c52-7a35-4e0b-9f6e-0d1e2f3a4b5c',
});
const chen = aUser('PHYSICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
  institutionName: 'Lakeside Spine Center',
});
const moreau = aUser('PHYSICIAN', {
  userId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c02',
  firstName: 'Paul',
  lastName: 'Moreau',
  suffix: null,
  emailAddress: 'moreau@sagitta.test',
  institutionName: 'Clinique du Parc',
});

const api = useFetchStub();

beforeAll(() => {
  initI18n('en-US');
  // jsdom has no scrollIntoView; Mantine's combobox scrolls its selected option into view.
  if (!('scrollIntoView' in Element.prototype)) {
    Object.assign(Element.prototype, { scrollIntoView: () => undefined });
  }
});

afterEach(() => {
  notifications.clean();
});

const renderPage = (entry = '/acquisitions/unassigned') =>
  renderInApp(
    <>
      <Notifications />
      <UnassignedExamsPage />
    </>,
    { path: '/acquisitions/unassigned', entry, user: administrator },
  );

const table = () => screen.findByRole('table', { name: 'Unassigned exams' });
const listCalls = () => api.calls.filter((call) => call.url.startsWith(`${LIST_PATH}?`));
const rowOf = async (patient: string) =>
  (await screen.findByRole('rowheader', { name: patient })).closest('tr')!;

/** Opens the Assign dialog of a row and picks a physician found by `search`. */
async function pickPhysician(patient: string, search: string, option: RegExp) {
  await userEvent.click(
    within(await rowOf(patient)).getByRole('button', { name: `Assign the exam of ${patient}` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Assign the exam' });
  const field = within(dialog).getByRole('combobox', { name: /^Physician/ });
  await userEvent.click(field);
  await userEvent.type(field, search);
  // The search goes out once typing pauses; its answer lists the options.
  await waitFor(() => {
    expect(api.calls.some((call) => call.url.endsWith(`&search=${search}`))).toBe(true);
  });
  // jsdom lays nothing out: Mantine keeps the dropdown hidden, its options still work.
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  return dialog;
}

describe('UnassignedExamsPage', () => {
  it('lists the waiting exams with the header values as received', async () => {
    api.stub(
      unassignedServer({
        exams: [
          anUnassignedExam(1, { referringPhysicianName: 'SMITH^JOHN^^DR' }),
          anUnassignedExam(2, { institutionName: null, referringPhysicianName: null }),
        ],
      }),
    );
    renderPage();

    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Patient',
      'Patient ID',
      'Exam date',
      'Description',
      'Institution (as received)',
      'Referring physician (as received)',
      'Received',
      'Actions',
    ]);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Jane DOE1');
    expect(cells.slice(0, 5)).toEqual([
      'PT-0001',
      '07/01/24',
      'Full spine AP/LAT',
      'Lakeside Spine',
      'SMITH^JOHN^^DR',
    ]);
    // Received: mm/dd/yy, hh:mm in the browser's time zone.
    expect(cells[5]).toMatch(/^03\/0[23]\/26, \d\d:\d\d\s[AP]M$/);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .slice(3, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—']);
    expect(screen.getByText('2 exams waiting')).toBeVisible();
    expect(listCalls().map((call) => call.url)).toEqual([`${LIST_PATH}?page=1&limit=20`]);
    // The shell titles the tab from the route's name.
    expect(`${PRODUCT_NAME} | ${initI18n('en-US').t('routes.unassigned-exams')}`).toBe(
      'Sagitta | Unassigned exams',
    );
  });

  it('says when no exam is waiting', async () => {
    api.stub(unassignedServer({ exams: [] }));
    renderPage();
    expect(await screen.findByText('No exam is waiting for a physician')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages through the exams, 20 a page', async () => {
    api.stub(
      unassignedServer({ exams: Array.from({ length: 25 }, (_, n) => anUnassignedExam(n + 1)) }),
    );
    const { router } = renderPage();
    await rowOf('Jane DOE1');

    const pages = screen.getByRole('navigation', { name: 'Pages of unassigned exams' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));

    expect(await rowOf('Jane DOE21')).toBeVisible();
    expect(within(await table()).getAllByRole('row')).toHaveLength(6);
    expect(listCalls().at(-1)?.url).toBe(`${LIST_PATH}?page=2&limit=20`);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('assigns an exam to an active physician found by name: a toast, and the row leaves', async () => {
    api.stub(
      unassignedServer({
        exams: [anUnassignedExam(1), anUnassignedExam(2)],
        physicians: [chen, moreau],
      }),
    );
    renderPage();

    const dialog = await pickPhysician('Jane DOE1', 'mor', /^Paul MOREAU/);
    expect(
      within(dialog).getByText('Exam of Jane DOE1 (patient ID PT-0001), 07/01/24'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(
      await screen.findByText(
        'The exam of Jane DOE1 is assigned to Paul MOREAU · Clinique du Parc · moreau@sagitta.test.',
      ),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: `/api/v1/acquisitions/${unassignedId(1)}/assignment`,
        body: { physicianId: moreau.userId },
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.queryByRole('rowheader', { name: 'Jane DOE1' })).toBeNull();
    // Long enough for a search the pick might have set off to go out.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100));
    const lookups = api.calls
      .filter((call) => call.url.startsWith('/api/v1/users?'))
      .map((call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1])));
    // The typed search, debounced: one call for "mor", none per key.
    expect(lookups.filter((lookup) => lookup.search === 'mor')).toEqual([
      { role: 'PHYSICIAN', status: 'Active', sort: 'lastName', pageSize: '20', search: 'mor' },
    ]);
    expect(lookups.filter((lookup) => lookup.search === 'm' || lookup.search === 'mo')).toEqual([]);
    // Picking writes the option's label in the field: that is not sent as a search.
    expect(lookups.some((lookup) => (lookup.search ?? '').includes('MOREAU'))).toBe(false);
    expect(await rowOf('Jane DOE2')).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });

  it('starts each Assign dialog afresh: no physician chosen, the first physicians listed', async () => {
    api.stub(
      unassignedServer({
        exams: [anUnassignedExam(1), anUnassignedExam(2)],
        physicians: [chen, moreau],
      }),
    );
    renderPage();

    const first = await pickPhysician('Jane DOE1', 'mor', /^Paul MOREAU/);
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    await userEvent.click(
      within(await rowOf('Jane DOE2')).getByRole('button', {
        name: 'Assign the exam of Jane DOE2',
      }),
    );
    const second = await screen.findByRole('dialog', { name: 'Assign the exam' });
    const field = within(second).getByRole('combobox', { name: /^Physician/ });
    expect(field).toHaveValue('');
    await userEvent.click(field);
    expect(await screen.findByRole('option', { name: /^Maria CHEN/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Paul MOREAU/, hidden: true })).toBeTruthy();
  });

  it('asks for a physician before assigning', async () => {
    api.stub(unassignedServer({ exams: [anUnassignedExam(1)], physicians: [chen] }));
    renderPage();

    await userEvent.click(
      within(await rowOf('Jane DOE1')).getByRole('button', {
        name: 'Assign the exam of Jane DOE1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign the exam' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(
      await within(dialog).findByText('Choose the physician who will see this exam'),
    ).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells an exam assigned meanwhile (409) in the dialog, not as the error state', async () => {
    api.stub(
      unassignedServer({
        exams: [anUnassignedExam(1)],
        physicians: [chen],
        assign: () =>
          jsonResponse({ message: 'This exam is already assigned to a physician' }, 409),
      }),
    );
    renderPage();

    const dialog = await pickPhysician('Jane DOE1', 'chen', /^Maria CHEN/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This exam is already assigned to a physician',
    );
    expect(screen.getByRole('dialog', { name: 'Assign the exam' })).toBeVisible();
    expect(api.globalFailures).toEqual([]);
    // The list is read again: it changed under the administrator.
    await waitFor(() => {
      expect(listCalls()).toHaveLength(2);
    });
  });

  it('leaves a failed list to the common failure handler, with a retry', async () => {
    let failing = true;
    const server = unassignedServer({ exams: [anUnassignedExam(1)] });
    api.stub((call) => (failing ? jsonResponse({ message: 'Boom' }, 500) : server(call)));
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The unassigned exams could not be loaded.',
    );
    expect(api.globalFailures).toEqual([{ kind: 'error-state', code: 500 }]);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Jane DOE1')).toBeVisible();
  });
});

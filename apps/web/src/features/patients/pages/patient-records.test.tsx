import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { aRecord, manyRecords, recordId, recordPageOf } from '../testing/records';
import { patientsServer, recordQueries, renderPatients } from '../testing/render-patients';

const api = useFetchStub();

afterEach(() => {
  notifications.clean();
});

const anna = aRecord(1, {
  familyName: 'Smith',
  firstName: 'Anna',
  mrn: 'PID-001',
  productId: 'SGT-000123',
  birthDate: '1971-06-02',
  age: 54,
  sex: 'F',
  lastExamDate: '2026-03-14',
  urgent: true,
  surgicalCandidate: true,
});
const leo = aRecord(2, {
  familyName: 'Martin',
  firstName: 'Léo',
  birthDate: null,
  age: null,
  sex: null,
  lastExamDate: null,
  pediatric: true,
  isFavorite: true,
});

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Patients' });
  return within(table).getAllByRole('row').slice(1);
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Patient List: the records', () => {
  it('shows each patient with its columns, badges in words, and the name linking to the file', async () => {
    api.stub(patientsServer({ records: [anna, leo] }));
    const { router } = renderPatients('/patient/list?tab=patient-list');

    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Favorite',
      'Name',
      'MRN',
      'Product ID',
      'Age and sex',
      'Birth date',
      'Last exam',
      'Flags',
    ]);
    const [first, second] = await rowsOf();
    expect(cellsOf(first!)).toEqual([
      '',
      'Anna SMITH',
      'PID-001',
      'SGT-000123',
      '54 F',
      '06/02/71',
      '03/14/26',
      'UrgentSurgical candidate',
    ]);
    expect(cellsOf(second!).slice(4)).toEqual(['—Unknown', '—Unknown', '—Unknown', 'Pediatric']);
    expect(screen.getByText('2 patients')).toHaveAttribute('role', 'status');
    expect(recordQueries(api.calls)).toEqual([
      { page: '1', limit: '20', tab: 'all', sort: 'name' },
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Anna SMITH' }));
    expect(router.state.location.pathname).toBe(`/patient/details/${recordId(1)}`);
  });

  it('pages by 20', async () => {
    api.stub(patientsServer({ records: manyRecords(45) }));
    renderPatients('/patient/list?tab=patient-list');

    expect(await rowsOf()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Patient list pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));

    await waitFor(async () => {
      expect(await rowsOf()).toHaveLength(5);
    });
    expect(recordQueries(api.calls).at(-1)).toEqual({
      page: '3',
      limit: '20',
      tab: 'all',
      sort: 'name',
    });
  });

  it('searches by the comma rule once typing pauses, from page 1', async () => {
    api.stub(patientsServer({ records: manyRecords(45) }));
    renderPatients('/patient/list?tab=patient-list');
    await rowsOf();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(recordQueries(api.calls).at(-1)?.page).toBe('2');
    });

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Search by name, MRN or product ID' }),
      ' smi , an ',
    );

    await waitFor(() => {
      expect(recordQueries(api.calls).at(-1)).toEqual({
        page: '1',
        limit: '20',
        search: 'smi,an',
        tab: 'all',
        sort: 'name',
      });
    });
    // Never one call per keystroke (a slow machine may pause mid-word), and never the old page.
    const searched = recordQueries(api.calls).filter((query) => query.search !== undefined);
    expect(searched.length).toBeLessThan(' smi , an '.length);
    expect(searched.every((query) => query.page === '1')).toBe(true);
  });

  it('orders by last exam when asked, and keeps that order for next time', async () => {
    api.stub(patientsServer({ records: [anna, leo] }));
    renderPatients('/patient/list?tab=patient-list');
    await rowsOf();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'last-exam');

    await waitFor(() => {
      expect(recordQueries(api.calls).at(-1)).toEqual({
        page: '1',
        limit: '20',
        tab: 'all',
        sort: 'last-exam',
      });
    });
    const saved = api.calls.filter((call) => call.method === 'PATCH');
    expect(saved).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/^\/api\/v1\/portal\/preferences\//),
        body: { patientListSort: 'last-exam' },
      }),
    ]);
  });

  it('opens in the order the user saved, asking for the list once', async () => {
    api.stub(
      patientsServer({ records: [anna, leo], preferences: { patientListSort: 'last-exam' } }),
    );
    renderPatients('/patient/list?tab=patient-list');
    await rowsOf();

    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('last-exam');
    expect(recordQueries(api.calls)).toEqual([
      { page: '1', limit: '20', tab: 'all', sort: 'last-exam' },
    ]);
  });

  it('shows a patient whose exam is imported meanwhile, without reload', async () => {
    let records = [anna];
    api.stub(patientsServer({ records: (query) => jsonResponse(recordPageOf(records, query)) }));
    const { feed } = renderPatients('/patient/list?tab=patient-list');
    expect(await rowsOf()).toHaveLength(1);
    const asked = () => recordQueries(api.calls).length;
    const before = asked();

    // A modeling that starts changes no patient row: the list is not asked again.
    feed.latest().serverSends({ status: 'MODELING_STARTED', acquisitionId: recordId(1) });
    records = [anna, leo];
    feed.latest().serverSends({ status: 'EXAM_IMPORTED', acquisitionId: recordId(2) });
    feed.latest().serverSends({ status: 'EXAM_IMPORTED', acquisitionId: recordId(3) });

    await waitFor(
      async () => {
        expect(await rowsOf()).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    // The burst of two imports is one request.
    expect(asked()).toBe(before + 1);
    expect(feed.latest().url).toMatch(/\/patient-list\/ws$/);
  });

  it('stars a patient at once and keeps the star when the server agrees', async () => {
    let answer: (response: Response) => void = () => undefined;
    const base = patientsServer({ records: [anna] });
    api.stub((call) =>
      call.method === 'PATCH'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : base(call),
    );
    renderPatients('/patient/list?tab=patient-list');
    const star = await screen.findByRole('button', { name: 'Favorite: Anna SMITH' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(star);

    // Before the server answers (the rows are drawn again in the background).
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Favorite: Anna SMITH' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch).toEqual({
      method: 'PATCH',
      url: `/api/v1/patients/${recordId(1)}/is-favorite`,
      body: { isFavorite: true },
    });
    answer(new Response(null, { status: 204 }));
    await waitFor(() => {
      expect(recordQueries(api.calls)).toHaveLength(2);
    });
  });

  it('puts the star back and says so when the server refuses', async () => {
    api.stub(
      patientsServer({
        records: [leo],
        favorite: () => jsonResponse({ message: 'Nope' }, 500),
      }),
    );
    renderPatients('/patient/list?tab=patient-list');
    const star = await screen.findByRole('button', { name: 'Favorite: Léo MARTIN' });
    expect(star).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(star);

    expect(await screen.findByText('The favorite could not be saved. Try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Favorite: Léo MARTIN' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.globalFailures).toEqual([]);
  });
});

describe('Patient List: empty, no match, error', () => {
  it.each([
    ['patient-list', 'No patients yet'],
    ['favorites', 'No favorites yet'],
    ['surgical-candidates', 'No surgical candidates yet'],
  ])('says why %s is empty', async (tab, title) => {
    api.stub(patientsServer({ records: [] }));
    renderPatients(`/patient/list?tab=${tab}`);

    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells the favorites tab how to fill it', async () => {
    api.stub(patientsServer({ records: [] }));
    renderPatients('/patient/list?tab=favorites');

    expect(await screen.findByText(/Star a patient/)).toBeVisible();
  });

  it('offers to clear a search that matched nobody', async () => {
    api.stub(
      patientsServer({
        records: (query) =>
          jsonResponse(
            query.get('search') === null
              ? { items: [anna], totalCount: 1 }
              : { items: [], totalCount: 0 },
          ),
      }),
    );
    renderPatients('/patient/list?tab=patient-list');
    await rowsOf();

    await userEvent.type(screen.getByRole('textbox', { name: /Search by name/ }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No patients match “zzz”' })).toBeVisible();

    // The no-match state's own button (the search field has its clear icon too).
    const clears = screen.getAllByRole('button', { name: 'Clear the search' });
    expect(clears).toHaveLength(2);
    await userEvent.click(clears[1]!);
    expect(await screen.findByRole('link', { name: 'Anna SMITH' })).toBeVisible();
  });

  it('shows an error with a retry that loads the list again', async () => {
    let fail = true;
    api.stub(
      patientsServer({
        records: () =>
          fail
            ? jsonResponse({ message: 'Physician not connected' }, 403)
            : jsonResponse({ items: [anna], totalCount: 1 }),
      }),
    );
    renderPatients('/patient/list?tab=patient-list');

    expect(await screen.findByRole('alert')).toHaveTextContent('The patients could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Anna SMITH' })).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });
});

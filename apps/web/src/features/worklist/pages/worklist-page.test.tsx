import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { anExam, modeling } from '../testing/exams';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const NOW = new Date('2026-03-15T10:00:00');
const api = useFetchStub();

beforeEach(() => {
  // Dates only: ages and elapsed times are counted to this day, timers stay real.
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const anna = anExam({
  n: 1,
  familyName: 'Smith',
  firstName: 'Anna',
  birthDate: '1971-06-02',
  sex: 'F',
  patientID: 'PID-001',
  accessionNumber: 'ACC-9',
  date: '2026-03-14',
  description: 'Full spine',
});
const bruno = anExam({
  n: 2,
  familyName: 'Martin',
  firstName: 'Bruno',
  birthDate: '1950-03-16',
  sex: 'M',
  date: null,
  description: null,
  seriesDescription: 'Lateral',
  modelings: [modeling('IA_IN_PROGRESS', NOW.getTime() - 12 * 60_000)],
});
const chloe = anExam({
  n: 3,
  familyName: 'Dupont',
  firstName: 'Chloé',
  birthDate: null,
  sex: null,
  accessionNumber: null,
  modelings: [modeling('NOT_MODELIZED', NOW.getTime() - 60_000)],
});

const rowsOf = async () => {
  const table = await screen.findByRole('table', { name: 'Patient exams' });
  return within(table).getAllByRole('row').slice(1);
};

describe('WorklistPage: the exams', () => {
  it('shows each exam with its formatted columns and the count', async () => {
    api.stub(worklistServer({ exams: [anna, bruno, chloe] }));
    renderWorklist();

    const headers = within(await screen.findByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Family name',
      'First name',
      'Age and sex',
      'Patient ID',
      'Exam date',
      'Description',
      'Status',
    ]);

    const [first, second, third] = (await rowsOf()).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(first).toEqual([
      'Smith',
      'Anna',
      '54 F',
      'PID-001Accession number ACC-9',
      '03/14/26',
      'Full spine',
      'ModeledOpens the exam in the viewer, in a new tab.',
    ]);
    // Birthday tomorrow: still 75. No exam date: a dash, read as 'Unknown date'.
    expect(second).toEqual([
      'Martin',
      'Bruno',
      '75 M',
      'PID-002Accession number ACC-2',
      '—Unknown date',
      'Lateral',
      'In progress12 minCannot be opened yet: modeling is in progress.',
    ]);
    expect(third?.slice(2, 4)).toEqual(['—Unknown', 'PID-003']);
    // A physician may request the model the exam lacks (issue 18).
    expect(third?.[6]).toBe(
      'Model not processedRequest 3D modelCannot be opened: the model was not processed.',
    );
    expect(screen.getByText('3 exams')).toHaveAttribute('role', 'status');

    const [query] = listQueries(api.calls);
    expect(Object.fromEntries(query!)).toEqual({ page: '1', limit: '25' });
    expect(api.globalFailures).toEqual([]);
  });

  it('says so when there are no exams at all', async () => {
    api.stub(worklistServer({ exams: [] }));
    renderWorklist();

    expect(await screen.findByRole('heading', { name: 'No exams yet' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 exams')).toBeVisible();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    api.stub(
      worklistServer({
        exams: () =>
          fail
            ? jsonResponse({ message: 'Forbidden' }, 403)
            : jsonResponse({ items: [anna], totalCount: 1 }),
      }),
    );
    renderWorklist();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The exams could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowsOf()).toHaveLength(1);
  });
});

describe('WorklistPage: the search', () => {
  it('sends the parsed text as patientName and patientID, once typing pauses, from page 1', async () => {
    api.stub(
      worklistServer({
        exams: (query) => {
          const name = query.get('patientName');
          const items = name === null ? [anna, bruno] : [anna];
          return jsonResponse({ items, totalCount: items.length });
        },
      }),
    );
    renderWorklist();
    await rowsOf();

    const box = screen.getByRole('textbox', {
      name: 'Search by name, patient ID or accession number',
    });
    await userEvent.type(box, ' smi , , PID-001 ');
    // Nothing goes out while the user is typing.
    expect(listQueries(api.calls)).toHaveLength(1);

    await waitFor(() => {
      expect(listQueries(api.calls)).toHaveLength(2);
    });
    expect(Object.fromEntries(listQueries(api.calls)[1]!)).toEqual({
      page: '1',
      limit: '25',
      patientName: 'smi,PID-001',
      patientID: 'smi,PID-001',
    });
    await waitFor(async () => {
      expect(await rowsOf()).toHaveLength(1);
    });
    expect(screen.getByText('1 exam')).toBeVisible();
    // The debounce waited for the pause: one search, not one per keystroke.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listQueries(api.calls)).toHaveLength(2);
  });

  it('clears the search with the clear icon, and Escape', async () => {
    api.stub(
      worklistServer({
        exams: (query) => {
          const items = query.get('patientName') === null ? [anna, bruno] : [anna];
          return jsonResponse({ items, totalCount: items.length });
        },
      }),
    );
    renderWorklist();
    await rowsOf();
    const box = screen.getByRole('textbox', { name: /^Search by name/ });

    await userEvent.type(box, 'smith');
    await waitFor(async () => {
      expect(await rowsOf()).toHaveLength(1);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(box).toHaveValue('');
    await waitFor(async () => {
      expect(await rowsOf()).toHaveLength(2);
    });
    const last = listQueries(api.calls).at(-1)!;
    expect(Object.fromEntries(last)).toEqual({ page: '1', limit: '25' });
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();

    await userEvent.type(box, 'mar{Escape}');
    expect(box).toHaveValue('');
  });

  it('suggests what to try when nothing matches, and clears from there', async () => {
    api.stub(
      worklistServer({
        exams: (query) =>
          jsonResponse(
            query.get('patientName') === null
              ? { items: [anna], totalCount: 1 }
              : { items: [], totalCount: 0 },
          ),
      }),
    );
    renderWorklist();
    await rowsOf();

    await userEvent.type(screen.getByRole('textbox', { name: /^Search by name/ }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No exams match “zzz”' })).toBeVisible();
    expect(screen.getByText('Check the spelling of the name.')).toBeVisible();
    expect(screen.getByText('Search by patient ID or accession number instead.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'No exams yet' })).toBeNull();

    const [, fromSuggestions] = screen.getAllByRole('button', { name: 'Clear the search' });
    await userEvent.click(fromSuggestions!);
    expect(await rowsOf()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /No exams match/ })).toBeNull();
  });
});

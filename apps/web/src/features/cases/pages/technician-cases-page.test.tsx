import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_QUEUE_MESSAGES } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { fakeSockets } from '../../../../test/fake-socket';
import {
  aCase,
  caseId,
  casesServer,
  LIST_PATH,
  listQueries,
  modeler,
} from '../testing/cases-server';
import TechnicianCasesPage from './technician-cases-page';

const api = useFetchStub();

/** The case channel of the page last rendered: the test plays its server. */
let channel = fakeSockets();

const renderPage = (entry = '/case-list/technician') => {
  channel = fakeSockets();
  return renderInApp(<TechnicianCasesPage openLiveSocket={channel.open} />, {
    path: '/case-list/technician',
    entry,
    user: modeler(),
  });
};

const table = (name: string) => screen.findByRole('table', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('TechnicianCasesPage: the lists', () => {
  it('shows my cases with the case fields, each linking to its case page', async () => {
    api.stub(
      casesServer({
        mine: [
          aCase(1, {
            urgent: true,
            returned: true,
            comment: 'Redo the lateral landmarks',
            modelingStatus: 'Returned',
            type: 'PreopRod',
            planningStatus: 'Upcoming',
            lastActivityBand: '<5min',
          }),
          aCase(2, { institution: null }),
        ],
      }),
    );
    const { router } = renderPage();

    const rows = within(await table('My cases')).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Patient',
      'Type',
      'Received',
      'Modeling',
      'Planning',
      'Returned',
      'Surgeon and institution',
      'Urgent',
      'Assigned to',
      'Comment',
      'Last update',
    ]);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(
      'Jane DOE1Product ID SP-0001',
    );
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Pre-op with rod',
      expect.stringMatching(/^03\/0[23]\/26$/),
      'Returned',
      'Upcoming',
      'Yes',
      'Maria CHEN, MDLakeside Spine Center',
      'Yes',
      'Lee PARK',
      'Redo the lateral landmarks',
      'Less than 5 min ago',
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[5]).toHaveTextContent('No institution');
    expect(listQueries(api.calls)[0]?.toString()).toBe('view=mine&filter=All&page=1&limit=20');

    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Jane DOE1' }));
    expect(router.state.location.pathname).toBe(`/case/history/${caseId(1)}`);
  });

  it('shows the queue on its tab, without links', async () => {
    api.stub(casesServer({ queue: [aCase(3, { assignee: null })] }));
    renderPage();
    await screen.findByText('You hold no case. Go Online and take a case from the queue.');

    await userEvent.click(screen.getByRole('tab', { name: 'Queue' }));
    const rows = within(await table('Queue')).getAllByRole('row');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell')[7]).toHaveTextContent('Not assigned');
    expect(listQueries(api.calls).at(-1)?.get('view')).toBe('queue');
  });

  it('filters by type and pages by 20', async () => {
    const many = Array.from({ length: 25 }, (_, index) => aCase(index + 1));
    api.stub(casesServer({ mine: many }));
    renderPage();
    await table('My cases');
    expect(screen.getByText('25 cases')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(listQueries(api.calls).at(-1)?.get('page')).toBe('2');
    });
    expect(
      await screen.findByRole('link', { name: 'Jane DOE21' }, { timeout: 5000 }),
    ).toBeVisible();

    const filters = screen.getByRole('radiogroup', { name: 'Case type' });
    await userEvent.click(within(filters).getByRole('radio', { name: 'Post-op' }));
    await waitFor(() => {
      expect(listQueries(api.calls).at(-1)?.toString()).toBe(
        'view=mine&filter=PostOp&page=1&limit=20',
      );
    });
  });

  it('says what to do when a list is empty', async () => {
    api.stub(() => jsonResponse({ items: [], totalCount: 0 }));
    renderPage('/case-list/technician?tab=queue');
    expect(
      await screen.findByText(
        'No case is waiting for you in the queue. Cases appear here as physicians request 3D models.',
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Not assigned' }));
    expect(
      await screen.findByText('No case of this type. Choose “All” to see every case.'),
    ).toBeVisible();
  });

  it('reads the list again in the background when the case channel says: a case taken elsewhere leaves', async () => {
    let queue = [aCase(4, { assignee: null }), aCase(5, { assignee: null })];
    api.stub((call) =>
      call.url.startsWith(`${LIST_PATH}?`)
        ? jsonResponse({ items: queue, totalCount: queue.length })
        : jsonResponse({ message: 'No stub' }, 404),
    );
    const headers: { url: string; background: string | null }[] = [];
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      headers.push({ url, background: new Headers(init?.headers).get('X-Background-Request') });
      return stubbed(url, init);
    });
    renderPage('/case-list/technician?tab=queue');
    expect(await screen.findByText('Jane DOE5')).toBeVisible();

    expect(channel.latest().url).toBe(`ws://${window.location.host}/case-list/ws`);
    channel.latest().serverOpens();
    queue = [aCase(4, { assignee: null })];
    act(() => {
      channel.latest().serverSends({ change: 'Taken', caseId: caseId(5) });
    });
    await waitFor(() => {
      expect(screen.queryByText('Jane DOE5')).not.toBeInTheDocument();
    });
    expect(headers.map((call) => call.background)).toEqual([null, '1']);
  });
});

describe('TechnicianCasesPage: Take next case', () => {
  it('says so when the queue is empty (204)', async () => {
    api.stub(casesServer({}));
    renderPage();
    await screen.findByText('You hold no case. Go Online and take a case from the queue.');

    await userEvent.click(screen.getByRole('button', { name: 'Take next case' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The queue is empty: no case is waiting for you.',
    );
    expect(api.globalFailures).toEqual([]);
  });

  it('shows the refusal of the queue (409), in the user’s words', async () => {
    api.stub(
      casesServer({ next: () => jsonResponse({ message: CASE_QUEUE_MESSAGES.notOnline }, 409) }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Take next case' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Go Online to take a case: a technician on Hold or Offline is given no new cases.',
    );
    expect(api.globalFailures).toEqual([]);
  });

  it('shows a refusal it does not know as the server said it', async () => {
    api.stub(casesServer({ next: () => jsonResponse({ message: 'The queue is paused.' }, 409) }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Take next case' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The queue is paused.');
  });

  it('takes the next case and shows it in My cases', async () => {
    api.stub(casesServer({ queue: [aCase(6)] }));
    renderPage('/case-list/technician?tab=queue');
    await table('Queue');

    await userEvent.click(screen.getByRole('button', { name: 'Take next case' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You took the case of Jane DOE6. It is now in My cases.',
    );
    expect(await screen.findByRole('tab', { name: 'My cases', selected: true })).toBeVisible();
    const rows = within(await table('My cases')).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Jane DOE6' })).toBeVisible();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { fakeSockets } from '../../../../test/fake-socket';
import { TECHNICIANS_POLL_MS } from '../manager-api';
import {
  aCase,
  aTechnician,
  caseId,
  casesServer,
  listQueries,
  TECHNICIANS_PATH,
} from '../testing/cases-server';
import ManagerCasesPage from './manager-cases-page';

const api = useFetchStub();

const manager = aUser('3DS_TECHNICIAN', {
  userId: 'a1b2c3d4-0000-4000-8000-000000000009',
  subrole: 'Manager',
  userRoleProperties: { subRole: 'Manager', inexperienced: false, onlineStatus: null },
});

const TEAM = [
  aTechnician(1, { name: 'Lee PARK' }),
  aTechnician(2, { name: 'Noa NEW', inexperienced: true, onlineStatus: 'Paused' }),
  aTechnician(3, { name: 'Pat PLAN', subRole: 'Planning', onlineStatus: null, activeCases: 2 }),
];

function renderPage(options: Parameters<typeof casesServer>[0], entry = '/case-list/manager') {
  api.stub(casesServer({ technicians: TEAM, ...options }));
  return renderInApp(<ManagerCasesPage openLiveSocket={fakeSockets().open} />, {
    path: '/case-list/manager',
    entry,
    user: manager,
  });
}

const changes = (suffix: string) =>
  api.calls.filter((call: RecordedCall) => call.method !== 'GET' && call.url.includes(suffix));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('ManagerCasesPage: All cases', () => {
  it('offers the technicians fitting each case’s stage, and Unassigned', async () => {
    renderPage({
      all: [
        aCase(1, { stage: 'InitialModeling', assignee: null }),
        aCase(2, { stage: 'ModelingQC', assignee: null }),
        aCase(3, { stage: 'InitialPlanning', assignee: { id: TEAM[0]!.id, name: 'Lee PARK' } }),
        aCase(4, { stage: 'Completed', modelingStatus: 'Completed' }),
      ],
    });
    const modeling = await screen.findByRole('combobox', {
      name: 'Assigned to, case of Jane DOE1',
    });
    expect(listQueries(api.calls)[0]?.toString()).toBe('view=all&filter=All&page=1&limit=20');
    await waitFor(() => {
      expect(optionsOf(modeling)).toEqual(['Unassigned', 'Lee PARK (Online)', 'Noa NEW (Hold)']);
    });
    expect(modeling).toHaveValue('unassigned');
    // QC: experienced technicians only.
    expect(
      optionsOf(screen.getByRole('combobox', { name: 'Assigned to, case of Jane DOE2' })),
    ).toEqual(['Unassigned', 'Lee PARK (Online)']);
    // Planning: the planners, and the current assignee although the stage moved on.
    const planning = screen.getByRole('combobox', { name: 'Assigned to, case of Jane DOE3' });
    expect(optionsOf(planning)).toEqual(['Unassigned', 'Lee PARK', 'Pat PLAN (Offline)']);
    expect(planning).toHaveValue(TEAM[0]!.id);
    // A closed case takes no assignment nor priority.
    expect(
      screen.queryByRole('combobox', { name: 'Assigned to, case of Jane DOE4' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'High priority, case of Jane DOE4' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jane DOE4' })).toHaveAttribute(
      'href',
      `/case/history/${caseId(4)}`,
    );
  });

  it('assigns through the API, says so, and reads the list again', async () => {
    renderPage({
      all: [aCase(1, { assignee: null })],
      manage: () => jsonResponse(aCase(1, { assignee: { id: TEAM[1]!.id, name: 'Noa NEW' } })),
    });
    const select = await screen.findByRole('combobox', { name: 'Assigned to, case of Jane DOE1' });
    await waitFor(() => {
      expect(optionsOf(select)).toContain('Noa NEW (Hold)');
    });
    const listsBefore = listQueries(api.calls).length;

    await userEvent.selectOptions(select, 'Noa NEW (Hold)');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The case of Jane DOE1 is assigned to Noa NEW.',
    );
    expect(changes('/assignee')).toEqual([
      {
        method: 'PATCH',
        url: `/api/v1/cases/${caseId(1)}/assignee`,
        body: { assigneeId: TEAM[1]!.id },
      },
    ]);
    await waitFor(() => {
      expect(listQueries(api.calls).length).toBeGreaterThan(listsBefore);
    });
  });

  it('unassigns with null', async () => {
    renderPage({ all: [aCase(1)], manage: () => jsonResponse(aCase(1, { assignee: null })) });
    const select = await screen.findByRole('combobox', { name: 'Assigned to, case of Jane DOE1' });
    await userEvent.selectOptions(select, 'Unassigned');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The case of Jane DOE1 is unassigned: it is back in the queue.',
    );
    expect(changes('/assignee')[0]?.body).toEqual({ assigneeId: null });
  });

  it('shows the server’s refusal (400) and keeps the assignee shown', async () => {
    const message = 'Quality control is done by another technician than the one who did the work.';
    renderPage({
      all: [aCase(2, { stage: 'ModelingQC', assignee: null })],
      manage: () => jsonResponse({ message }, 400),
    });
    const select = await screen.findByRole('combobox', { name: 'Assigned to, case of Jane DOE2' });
    await waitFor(() => {
      expect(optionsOf(select)).toContain('Lee PARK (Online)');
    });
    await userEvent.selectOptions(select, 'Lee PARK (Online)');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The case of Jane DOE2 could not be assigned. ${message}`,
    );
    expect(select).toHaveValue('unassigned');
    expect(api.globalFailures).toEqual([]);
  });

  it('toggles the priority of an open case', async () => {
    renderPage({ all: [aCase(1)], manage: () => jsonResponse(aCase(1, { priority: 'High' })) });
    const toggle = await screen.findByRole('switch', { name: 'High priority, case of Jane DOE1' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The case of Jane DOE1 now has High priority.',
    );
    expect(changes('/priority')[0]?.body).toEqual({ priority: 'High' });
  });

  it('filters by type', async () => {
    renderPage({ all: [aCase(1)] });
    await screen.findByRole('table', { name: 'All cases' });
    await userEvent.click(screen.getByRole('radio', { name: 'Urgent' }));
    await waitFor(() => {
      expect(listQueries(api.calls).at(-1)?.toString()).toBe(
        'view=all&filter=High&page=1&limit=20',
      );
    });
  });
});

describe('ManagerCasesPage: Pediatric approvals', () => {
  it('approves a request after the confirmation', async () => {
    renderPage({
      approvals: [aCase(5, { pediatric: true, awaitingApproval: true, assignee: null })],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Pediatric approvals' }));
    const table = await screen.findByRole('table', { name: 'Pediatric approvals' });
    expect(listQueries(api.calls).at(-1)?.get('view')).toBe('approvals');

    await userEvent.click(
      within(table).getByRole('button', { name: 'Approve the pediatric request of Jane DOE5' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Approve the pediatric request' });
    expect(dialog).toHaveTextContent('Jane DOE5 is under 18.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes('/approval')).toEqual([]);

    await userEvent.click(
      within(table).getByRole('button', { name: 'Approve the pediatric request of Jane DOE5' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Approve the pediatric request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The request for Jane DOE5 is approved: the case is in the queue.',
    );
    expect(changes('/approval')).toEqual([
      { method: 'POST', url: `/api/v1/cases/${caseId(5)}/approval`, body: undefined },
    ]);
  });

  it('says when the request is already approved (409)', async () => {
    renderPage(
      {
        approvals: [aCase(5, { pediatric: true, awaitingApproval: true })],
        manage: () => jsonResponse({ message: 'This request is already approved.' }, 409),
      },
      '/case-list/manager?tab=approvals',
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the pediatric request of Jane DOE5' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request for Jane DOE5 could not be approved. This request is already approved.',
    );
  });
});

describe('ManagerCasesPage: Technicians', () => {
  const renderTechnicians = (manage?: (call: RecordedCall) => Response | undefined) =>
    renderPage(manage ? { manage } : {}, '/case-list/manager?tab=technicians');

  it('lists the technicians with sub-role, experience, status and open cases', async () => {
    renderTechnicians();
    const table = await screen.findByRole('table', { name: 'Technicians' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Technician', 'Sub-role', 'Experience', 'Status', 'Open cases']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Lee PARK');
    expect(within(rows[1]!).getByRole('img', { name: 'Experienced' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Inexperienced');
    expect(within(rows[3]!).getByRole('combobox', { name: 'Status of Pat PLAN' })).toHaveValue(
      'Offline',
    );
    expect(rows[3]).toHaveTextContent('Planning');
    expect(within(rows[3]!).getAllByRole('cell').at(-1)).toHaveTextContent('2');
  });

  it('asks before putting a technician on Hold, naming them, then sets the status', async () => {
    renderTechnicians();
    const status = await screen.findByRole('combobox', { name: 'Status of Lee PARK' });
    await userEvent.selectOptions(status, 'Hold');
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of Lee PARK' });
    expect(dialog).toHaveTextContent('The status of Lee PARK will change to hold.');
    expect(changes('online-status')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change the status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lee PARK is now Hold.');
    expect(changes('online-status')).toEqual([
      {
        method: 'PATCH',
        url: `/api/v1/users/online-status?userId=${TEAM[0]!.id}`,
        body: { onlineStatus: 'Paused' },
      },
    ]);
  });

  it('asks before Offline too; cancelling changes nothing', async () => {
    renderTechnicians();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Noa NEW' }),
      'Offline',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the status of Noa NEW' });
    expect(dialog).toHaveTextContent('The status of Noa NEW will change to offline.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(changes('online-status')).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Status of Noa NEW' })).toHaveValue('Paused');
  });

  it('sets Online at once, and says a refusal', async () => {
    renderTechnicians(() => jsonResponse({ message: 'This user is not a technician.' }, 409));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Status of Pat PLAN' }),
      'Online',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status of Pat PLAN could not be changed. This user is not a technician.',
    );
    expect(changes('online-status')[0]?.body).toEqual({ onlineStatus: 'Online' });
    expect(api.globalFailures).toEqual([]);
  });

  it('reads the technicians again every 15 s in the background', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const backgrounds: (string | null)[] = [];
    renderTechnicians();
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      if (url === TECHNICIANS_PATH)
        backgrounds.push(new Headers(init?.headers).get('X-Background-Request'));
      return stubbed(url, init);
    });
    await screen.findByRole('table', { name: 'Technicians' });
    act(() => {
      vi.advanceTimersByTime(TECHNICIANS_POLL_MS);
    });
    await waitFor(() => {
      expect(backgrounds).toEqual(['1']);
    });
  });
});

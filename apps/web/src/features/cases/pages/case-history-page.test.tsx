import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASE_COMPLETION_MESSAGES, type CaseSummary, type User } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { aCase, anEntry, caseId, casesServer, modeler } from '../testing/cases-server';
import CaseHistoryPage from './case-history-page';

const api = useFetchStub();

afterEach(() => {
  vi.restoreAllMocks();
});

const ENTRIES = [
  anEntry(1, { event: 'Requested', reason: 'Pediatric', at: '2026-03-02T15:30:00.000Z' }),
  anEntry(2, {
    event: 'Taken',
    actor: { id: modeler().userId, name: 'Lee PARK' },
    assignee: { id: modeler().userId, name: 'Lee PARK' },
    fromStage: 'InitialModeling',
    toStage: 'InitialModeling',
    at: '2026-03-02T15:42:00.000Z',
  }),
  anEntry(3, {
    event: 'ReturnedToQueue',
    actor: null,
    reason: 'HeartbeatLost',
    at: '2026-03-03T17:47:00.000Z',
  }),
  anEntry(4, {
    event: 'Reject',
    fromStage: 'InitialModeling',
    toStage: 'Rejected',
    reason: 'Other',
    comment: 'Films cut at L4',
    at: '2026-03-03T18:47:30.000Z',
  }),
];

function renderCase(
  summary: CaseSummary,
  {
    user = modeler(),
    act,
  }: { user?: User; act?: (call: RecordedCall) => Response | undefined } = {},
) {
  api.stub(casesServer({ history: { case: summary, entries: ENTRIES }, ...(act ? { act } : {}) }));
  return renderInApp(<CaseHistoryPage />, {
    path: '/case/history/:id',
    entry: `/case/history/${summary.id}`,
    user,
  });
}

const actionCalls = () => api.calls.filter((call) => call.url.endsWith('/actions'));
const dialog = (name: string) => screen.findByRole('dialog', { name });
const workButtons = async () => {
  await screen.findByRole('heading', { name: 'Work on the case' });
  return screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');
};

describe('CaseHistoryPage: the case and its history', () => {
  it('shows the case’s fields and its timeline, each entry after the previous one', async () => {
    renderCase(aCase(1, { comment: 'Check T12' }));
    const facts = await screen.findByRole('region', { name: 'Case' });
    expect(within(facts).getByText('Jane DOE1')).toBeVisible();
    expect(within(facts).getByText('SP-0001')).toBeVisible();
    expect(within(facts).getByText('Check T12')).toBeVisible();

    const timeline = screen.getByRole('list', { name: 'History' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Requested');
    expect(items[0]).toHaveTextContent('By Maria CHEN, MD');
    expect(items[0]).toHaveTextContent('Reason: Pediatric patient');
    expect(items[0]).not.toHaveTextContent('after the previous step');
    expect(items[1]).toHaveTextContent('Taken from the queue');
    expect(items[1]).toHaveTextContent('To Lee PARK');
    expect(items[1]).toHaveTextContent('12 min after the previous step');
    expect(items[2]).toHaveTextContent('By System');
    expect(items[2]).toHaveTextContent('Reason: The technician’s connection was lost');
    expect(items[2]).toHaveTextContent('1 day 2 h after the previous step');
    expect(items[3]).toHaveTextContent('Modeling → Rejected');
    expect(items[3]).toHaveTextContent('Reason: Other');
    expect(items[3]).toHaveTextContent('Comment: Films cut at L4');
    expect(items[3]).toHaveTextContent('1 h 00 min after the previous step');
  });

  it('lists the case’s steps with the seed’s step types', async () => {
    // A pediatric case rejected while modeled, before any approval or check.
    renderCase(
      aCase(1, {
        stage: 'Rejected',
        pediatric: true,
        modelingStatus: 'Cancelled',
        planningStatus: 'NotApplicable',
      }),
    );
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RequestApproved / completed',
      'Pediatric approvalCancelled',
      'ModelingCancelled',
      'Modeling quality checkNot applicable',
      'PlanningNot applicable',
      'Release to the surgeonCancelled',
    ]);
  });

  it('says when the case is not found or not the user’s (404)', async () => {
    api.stub(casesServer({}));
    renderInApp(<CaseHistoryPage />, {
      path: '/case/history/:id',
      entry: `/case/history/${caseId(9)}`,
      user: modeler(),
    });
    expect(
      await screen.findByText('This case is not found, or it is not one of yours.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the case list' })).toHaveAttribute(
      'href',
      '/case-list',
    );
    expect(api.globalFailures).toEqual([]);
  });
});

describe('CaseHistoryPage: the work actions', () => {
  it('offers the assigned modeler what the stage allows', async () => {
    renderCase(aCase(1));
    expect(await workButtons()).toEqual(['Open work', 'Send for QC', 'Complete case', 'Reject']);
  });

  it('offers QC its actions, but not to an inexperienced technician', async () => {
    const qc = aCase(1, { stage: 'ModelingQC' });
    const { unmount } = renderCase(qc);
    expect(await workButtons()).toEqual(['Open work', 'Complete case', 'Reject', 'Return']);
    unmount();
    renderCase(qc, { user: modeler({ inexperienced: true }) });
    expect(await workButtons()).toEqual(['Open work']);
  });

  it('offers nothing on a case assigned to someone else, or closed', async () => {
    const { unmount } = renderCase(aCase(1, { assignee: { id: caseId(77), name: 'Sam ROSS' } }));
    expect(
      await screen.findByText('No action is open to you at this stage of the case.'),
    ).toBeVisible();
    unmount();
    renderCase(aCase(1, { stage: 'Completed' }));
    expect(
      await screen.findByText('No action is open to you at this stage of the case.'),
    ).toBeVisible();
  });

  it('opens the work, then the exam in the measurement tool in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderCase(aCase(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Open work' }));

    const link = await screen.findByRole('link', {
      name: 'Open the exam in the measurement tool (new tab)',
    });
    const viewer = `/viewer/${aCase(1).examId}?tool=measure`;
    expect(link).toHaveAttribute('href', viewer);
    expect(open).toHaveBeenCalledWith(viewer, '_blank', 'noopener');
    expect(api.calls.filter((call) => call.url.endsWith('/start'))).toEqual([
      { method: 'POST', url: `/api/v1/cases/${caseId(1)}/start`, body: undefined },
    ]);
  });

  it('completes the modeling with 24 vertebrae, or another count and why', async () => {
    renderCase(aCase(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Complete case' }));
    let modal = await dialog('Complete case');
    const count = within(modal).getByRole('textbox', { name: /Vertebrae counted/ });
    expect(count).toHaveValue('24');

    await userEvent.clear(count);
    await userEvent.type(count, '23');
    await userEvent.click(within(modal).getByRole('button', { name: 'Complete case' }));
    expect(
      await within(modal).findByText(/give the reason to go on with another count/),
    ).toBeVisible();
    expect(actionCalls()).toEqual([]);

    await userEvent.type(
      within(modal).getByRole('textbox', { name: /Why go on with this count/ }),
      'Transitional L6, known to the surgeon',
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Complete case' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(actionCalls().map((call) => call.body)).toEqual([
      {
        action: 'CompleteCase',
        vertebraCount: 23,
        countOverride: 'Transitional L6, known to the surgeon',
      },
    ]);
    expect(await screen.findByText('The case is completed.')).toBeVisible();

    // 24 needs no reason.
    await userEvent.click(screen.getByRole('button', { name: 'Complete case' }));
    modal = await dialog('Complete case');
    await userEvent.click(within(modal).getByRole('button', { name: 'Complete case' }));
    await waitFor(() => {
      expect(actionCalls().at(-1)?.body).toEqual({ action: 'CompleteCase', vertebraCount: 24 });
    });
  });

  it('says that an inexperienced technician’s Complete case goes to QC, before and after', async () => {
    renderCase(aCase(1), {
      user: modeler({ inexperienced: true }),
      act: (call) =>
        call.url.endsWith('/actions')
          ? jsonResponse(aCase(1, { stage: 'ModelingQC', assignee: null }))
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete case' }));
    const modal = await dialog('Complete case');
    expect(within(modal).getByText('An experienced technician will check the work.')).toBeVisible();
    expect(within(modal).queryByText(/go to the surgeon/)).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Complete case' }));
    expect(await screen.findByText('The case is sent for QC.')).toBeVisible();
    expect(screen.queryByText('The case is completed.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (409) in the dialog', async () => {
    renderCase(aCase(1), {
      act: (call) =>
        call.url.endsWith('/actions')
          ? jsonResponse(
              { message: CASE_COMPLETION_MESSAGES.lateralLandmarks(['S1 superior endplate']) },
              409,
            )
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send for QC' }));
    const modal = await dialog('Send for QC');
    await userEvent.click(within(modal).getByRole('button', { name: 'Send for QC' }));
    expect(
      await within(modal).findByText(
        CASE_COMPLETION_MESSAGES.lateralLandmarks(['S1 superior endplate']),
      ),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Send for QC' })).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });

  it('rejects with a reason, and a comment for Other', async () => {
    renderCase(aCase(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const modal = await dialog('Reject the case');
    const submit = within(modal).getByRole('button', { name: 'Reject the case' });

    await userEvent.click(submit);
    expect(await within(modal).findByText('Choose why the case is rejected.')).toBeVisible();

    await userEvent.selectOptions(within(modal).getByRole('combobox', { name: /Reason/ }), 'Other');
    await userEvent.click(submit);
    expect(await within(modal).findByText('Say why in a comment.')).toBeVisible();
    expect(actionCalls()).toEqual([]);

    await userEvent.type(
      within(modal).getByRole('textbox', { name: /Comment/ }),
      'Films cut at L4',
    );
    await userEvent.click(submit);
    await waitFor(() => {
      expect(actionCalls().map((call) => call.body)).toEqual([
        { action: 'Reject', reason: 'Other', comment: 'Films cut at L4' },
      ]);
    });
  });

  it('returns a QC case for rework only with a comment', async () => {
    renderCase(aCase(1, { stage: 'ModelingQC' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Return' }));
    const modal = await dialog('Return for rework');
    expect(within(modal).queryByRole('textbox', { name: /Vertebrae/ })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Return for rework' }));
    expect(await within(modal).findByText('Say why in a comment.')).toBeVisible();

    await userEvent.type(within(modal).getByRole('textbox', { name: /Comment/ }), 'Move C7');
    await userEvent.click(within(modal).getByRole('button', { name: 'Return for rework' }));
    await waitFor(() => {
      expect(actionCalls().map((call) => call.body)).toEqual([
        { action: 'Return', comment: 'Move C7' },
      ]);
    });
  });
});

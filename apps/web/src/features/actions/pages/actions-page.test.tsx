import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import type { CaseSummary } from '@sagitta/domain';
import {
  aCompletedCase,
  actionsServer,
  modelingIdOf,
  MODELS_PATH,
  patientIdOf,
} from '../testing/actions-server';
import ActionsPage from './actions-page';

const api = useFetchStub();

function renderActions(models: readonly CaseSummary[], entry = '/actions') {
  api.stub(actionsServer(models));
  return renderInApp(<ActionsPage />, { path: '/actions', entry, user: aUser('PHYSICIAN') });
}

const noModels: CaseSummary[] = [];

describe('ActionsPage', () => {
  it('has the seed’s four tabs and opens on Approve model', async () => {
    renderActions(noModels);
    expect(screen.getByRole('heading', { level: 1, name: 'Actions' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Actions' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Surgical plan approval',
      'Rod order',
      'Schedule case',
      'Approve model',
    ]);
    expect(screen.getByRole('tab', { name: 'Approve model' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No 3D model is waiting for your approval.')).toBeVisible();
  });

  it.each([
    ['Surgical plan approval', 'plan-approval', 'Comes with surgical strategies and plans.'],
    ['Rod order', 'rod-order', 'Comes with rod ordering.'],
    ['Schedule case', 'schedule-case', 'Comes with surgery scheduling and the case calendar.'],
  ])('says what will fill %s, and keeps the tab in the address', async (name, tab, text) => {
    const { router } = renderActions(noModels);
    await userEvent.click(screen.getByRole('tab', { name }));
    expect(within(screen.getByRole('tabpanel')).getByText(text)).toBeVisible();
    expect(router.state.location.search).toBe(`?tab=${tab}`);
  });

  it('opens on the tab the address names, fetching nothing for an empty one', async () => {
    renderActions(noModels, '/actions?tab=rod-order');
    expect(screen.getByRole('tab', { name: 'Rod order' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Comes with rod ordering.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('lists the completed models the server gives, each linked to its review', async () => {
    renderActions([
      aCompletedCase(4, {
        patient: { ...aCompletedCase(4).patient, familyName: 'Martin', firstName: 'Paul' },
        type: 'PreopRod',
      }),
      aCompletedCase(1),
    ]);
    const table = await screen.findByRole('table', { name: '3D models to approve' });
    expect(screen.getByText('2 models to approve')).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Patient', 'Exam date', 'Model', 'Requested', 'Returned', 'Review']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [martin, durand] = rows as [HTMLElement, HTMLElement];
    expect(within(martin).getByRole('rowheader')).toHaveTextContent('Paul MARTINSGT-000004');
    expect(martin).toHaveTextContent('Pre-op with rod');
    expect(within(martin).getByText('03/01/26', { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-03-01',
    );
    expect(within(martin).getByText(/^03\/19\/26/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-03-19T10:30:00.000Z',
    );
    expect(
      within(martin).getByRole('link', {
        name: 'Review and approve: Paul MARTIN, model returned 03/19/26',
      }),
    ).toHaveAttribute(
      'href',
      // The case's own assessment, not whichever is the patient's newest.
      `/patient/details/${patientIdOf(4)}?tab=ALIGNMENT&assessment=${modelingIdOf(4)}`,
    );
    expect(durand).toHaveTextContent('Lucie DURAND');
    expect(within(durand).getByRole('link', { name: /^Review and approve/ })).toHaveAttribute(
      'href',
      `/patient/details/${patientIdOf(1)}?tab=ALIGNMENT&assessment=${modelingIdOf(1)}`,
    );

    // One call, paged by the server: no scan of the latest exams, no case read per patient.
    expect(api.calls.map((call) => call.url)).toEqual([`${MODELS_PATH}?page=1&limit=20`]);
    expect(api.globalFailures).toEqual([]);
  });

  it('pages by 20', async () => {
    renderActions(Array.from({ length: 23 }, (_, index) => aCompletedCase(index + 1)));
    await screen.findByRole('table', { name: '3D models to approve' });
    expect(screen.getByText('23 models to approve')).toBeVisible();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => {
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    });
    expect(api.calls.at(-1)?.url).toBe(`${MODELS_PATH}?page=2&limit=20`);
  });

  it('says when the list cannot be loaded', async () => {
    api.stub(() => new Response('{"message":"boom"}', { status: 503 }));
    renderInApp(<ActionsPage />, { path: '/actions', user: aUser('PHYSICIAN') });
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The 3D models to approve could not be loaded.',
      );
    });
  });
});

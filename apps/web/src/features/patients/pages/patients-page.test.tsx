import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aRecord } from '../testing/records';
import {
  patientsServer,
  recordQueries,
  renderPatients,
  WORKLIST_STAND_IN,
} from '../testing/render-patients';

const api = useFetchStub();

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('PatientsPage: the tabs', () => {
  it("lists the seed's tabs in order, under the page title", async () => {
    api.stub(patientsServer({}));
    renderPatients('/patient/list?tab=exams');

    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
    const tabs = within(screen.getByRole('tablist', { name: 'Patient lists' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Patient Exams',
      'Surgical Plan',
      'Surgical Strategy',
      'Patient Trends',
      'Surgical Candidates',
      'Favorites',
      'Patient List',
    ]);
    expect(await screen.findByText(WORKLIST_STAND_IN)).toBeVisible();
  });

  it('opens the tab the address names (?tab=), whatever the preference', async () => {
    api.stub(patientsServer({ preferences: { patientsTab: 'patient-list' } }));
    renderPatients('/patient/list?tab=favorites');

    expect(selectedTab()).toHaveTextContent('Favorites');
    await waitFor(() => {
      expect(recordQueries(api.calls)).toEqual([
        { page: '1', limit: '20', tab: 'favorites', sort: 'name' },
      ]);
    });
  });

  it("opens the user's preferred tab when the address names none", async () => {
    api.stub(patientsServer({ preferences: { patientsTab: 'surgical-candidates' } }));
    renderPatients();

    await waitFor(() => {
      expect(selectedTab()).toHaveTextContent('Surgical Candidates');
    });
    const preferences = api.calls.find((call) => call.url.startsWith('/api/v1/portal/'));
    expect(preferences?.url).toBe(
      '/api/v1/portal/preferences/5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
    );
    await waitFor(() => {
      expect(recordQueries(api.calls)[0]?.tab).toBe('surgical-candidates');
    });
  });

  it('opens Patient Exams when the preferences cannot be read, without an error state', async () => {
    api.stub(patientsServer({ preferences: 500 }));
    renderPatients();

    expect(await screen.findByText(WORKLIST_STAND_IN)).toBeVisible();
    expect(selectedTab()).toHaveTextContent('Patient Exams');
    expect(api.globalFailures).toEqual([]);
  });

  it('rewrites ?tab= in place on a switch, and mounts only the active tab', async () => {
    api.stub(patientsServer({ records: [aRecord(1)] }));
    const { router } = renderPatients('/patient/list?tab=exams');
    await screen.findByText(WORKLIST_STAND_IN);

    await userEvent.click(screen.getByRole('tab', { name: 'Patient List' }));

    expect(router.state.location.search).toBe('?tab=patient-list');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('table', { name: 'Patients' })).toBeVisible();
    expect(screen.queryByText(WORKLIST_STAND_IN)).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    api.stub(patientsServer({}));
    const { router } = renderPatients('/patient/list?tab=favorites');

    screen.getByRole('tab', { name: 'Favorites' }).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(router.state.location.search).toBe('?tab=patient-list');
    expect(screen.getByRole('tab', { name: 'Patient List' })).toHaveFocus();
  });

  it.each([
    ['surgical-plan', 'Surgical Plan', /surgical planning/],
    ['surgical-strategy', 'Surgical Strategy', /surgical planning/],
  ])('says which capability fills %s, never a blank tab', (tab, title, capability) => {
    api.stub(patientsServer({}));
    renderPatients(`/patient/list?tab=${tab}`);

    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: title })).toBeVisible();
    expect(within(panel).getByText(capability)).toBeVisible();
    expect(recordQueries(api.calls)).toEqual([]);
  });
});

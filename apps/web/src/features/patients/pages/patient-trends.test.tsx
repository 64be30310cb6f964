import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TrendPatient } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { patientsServer, renderPatients, TRENDS_PATH } from '../testing/render-patients';

const api = useFetchStub();

const aTrendPatient = (n: number, overrides: Partial<TrendPatient> = {}): TrendPatient => ({
  id: `7b1f0c1e-0000-4000-8000-00000000000${String(n)}`,
  productId: `SGT-00000${String(n)}`,
  familyName: `FAMILY${String(n)}`,
  firstName: `Given${String(n)}`,
  assessmentCount: 2 + n,
  lastDate: '2026-06-10',
  ...overrides,
});

const trendCalls = () =>
  api.calls
    .filter((call) => call.url.startsWith(`${TRENDS_PATH}?`))
    .map((call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1])));

describe('PatientsPage: the Patient Trends tab', () => {
  it('lists the patients with trends; a name opens the file on TRENDS', async () => {
    api.stub(
      patientsServer({
        trends: {
          items: [
            aTrendPatient(1),
            aTrendPatient(2, { lastDate: null, familyName: null, firstName: null }),
          ],
          totalCount: 2,
        },
      }),
    );
    const { router } = renderPatients('/patient/list?tab=patient-trends');

    const table = await screen.findByRole('table', { name: 'Patients with trends' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PatientPatient IDApproved assessmentsLast assessment',
      'Given1 FAMILY1SGT-000001306/10/26',
      'Unnamed patientSGT-0000024—Unknown',
    ]);
    // The seed's trends call: limit 50, page 1, no patient.
    expect(trendCalls()).toEqual([{ limit: '50', page: '1' }]);

    await userEvent.click(within(table).getByRole('link', { name: 'Given1 FAMILY1' }));
    expect(router.state.location.pathname).toBe(`/patient/details/${aTrendPatient(1).id}`);
    expect(router.state.location.search).toBe('?tab=TRENDS');
  });

  it('says how patients get there when none has trends (204)', async () => {
    api.stub(patientsServer({ trends: null }));
    renderPatients('/patient/list?tab=patient-trends');

    expect(await screen.findByRole('heading', { name: 'No patient has trends yet' })).toBeVisible();
    expect(screen.getByText(/two of their alignment assessments are approved/)).toBeVisible();
  });

  it('shows a refusal as an error with a retry, never an empty list', async () => {
    api.stub(patientsServer({ trends: 403 }));
    renderPatients('/patient/list?tab=patient-trends');

    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByText('No patient has trends yet')).toBeNull();
  });
});

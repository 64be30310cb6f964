import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser } from '../../../../test/fixtures';
import { aRecord, PATIENT_ID } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
} from '../testing/render-patient-file';

const api = useFetchStub();

const banner = () => screen.findByRole('region', { name: 'Patient' });

describe('PatientFilePage: the banner', () => {
  it('names the patient as seed §3 does and shows who they are', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    const region = await banner();
    expect(within(region).getByRole('heading', { name: 'Lucie DURAND' })).toBeVisible();
    expect(region).toHaveTextContent('55 years, Female');
    expect(region).toHaveTextContent('06/02/71');
    expect(region).toHaveTextContent('MRN-4471');
    expect(region).toHaveTextContent('SGT-000123');
    expect(region).toHaveTextContent('Maria CHEN, MD');
  });

  it('shows the flags as words, and nothing for a pediatric flag the dates cannot tell', async () => {
    api.stub(
      fileServer(
        fileServerState({
          record: aRecord({ pediatric: null, urgent: true, surgicalCandidate: true }),
        }),
      ),
    );
    renderPatientFile();
    const flags = within(await banner()).getByRole('list', { name: 'Patient flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Urgent', 'Surgical candidate']);
  });

  it('marks a pediatric patient', async () => {
    api.stub(fileServer(fileServerState({ record: aRecord({ pediatric: true, age: 10 }) })));
    renderPatientFile();
    expect(within(await banner()).getByText('Pediatric')).toBeVisible();
  });

  it('stars the patient for the caller and shows the star the server then holds', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    renderPatientFile();
    const star = within(await banner()).getByRole('button', { name: 'Add to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    state.record = aRecord({ isFavorite: true });
    await userEvent.click(star);
    expect(callsTo(api.calls, 'PATCH', `/patients/${PATIENT_ID}/is-favorite`)).toEqual([
      expect.objectContaining({ body: { isFavorite: true } }),
    ]);
    const starred = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(starred).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a physician set the surgical candidate and urgent flags', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    renderPatientFile();
    await banner();
    state.record = aRecord({ surgicalCandidate: true });
    await userEvent.click(screen.getByRole('switch', { name: 'Surgical candidate' }));
    expect(callsTo(api.calls, 'PATCH', '/surgical-candidate')).toEqual([
      expect.objectContaining({ body: { isSurgicalCandidate: true } }),
    ]);
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Surgical candidate' })).toBeChecked();
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Urgent' }));
    expect(callsTo(api.calls, 'PATCH', '/urgent')).toEqual([
      expect.objectContaining({ body: { isUrgent: true } }),
    ]);
  });

  it('gives clinical staff the toggles too, but not a sales representative', async () => {
    api.stub(fileServer(fileServerState()));
    const staff = renderPatientFile(aUser('CLINICAL_STAFF'));
    await banner();
    expect(screen.getByRole('switch', { name: 'Urgent' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change primary physician' })).toBeVisible();
    staff.unmount();

    renderPatientFile(aUser('SALES_REPRESENTATIVE'));
    await banner();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Change primary physician' }),
    ).not.toBeInTheDocument();
    // The star is the caller's own: a representative keeps it.
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  });

  it('shows the server’s message when a flag change is refused', async () => {
    const state = fileServerState({
      change: () =>
        new Response(JSON.stringify({ message: 'The patient changed meanwhile' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    api.stub(fileServer(state));
    renderPatientFile();
    await banner();
    await userEvent.click(screen.getByRole('switch', { name: 'Urgent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The patient changed meanwhile');
    expect(api.globalFailures).toEqual([]);
  });

  it('says "Patient not found", with a way back, for a patient missing or out of scope', async () => {
    api.stub(fileServer(fileServerState({ record: null })));
    const { router } = renderPatientFile();
    expect(await screen.findByText('Patient not found')).toBeVisible();
    expect(api.globalFailures).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the patient list' }));
    expect(router.state.location.pathname).toBe('/patient/list');
  });
});

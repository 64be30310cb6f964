import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTierFeatures } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import type * as toasts from '../../../shell/toasts';
import { toast } from '../../../shell/toasts';
import { aRecord, otherSurgeon, PATIENT_ID, surgeon } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
} from '../testing/render-patient-file';

// The page that says "moved" is the Patients page, where the test's toaster is gone: spy on it.
vi.mock('../../../shell/toasts', async (importOriginal) => {
  const actual = await importOriginal<typeof toasts>();
  return { ...actual, toast: vi.fn(actual.toast) };
});

const api = useFetchStub();

afterEach(() => {
  selectedPhysician.write(null);
});

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change primary physician' }));
  return screen.findByRole('dialog', { name: 'Change primary physician' });
}

describe('PatientFilePage: the primary physician change', () => {
  it('gives the patient away, then goes back to the Patients page with a toast', async () => {
    api.stub(fileServer(fileServerState({ physicians: [surgeon, otherSurgeon] })));
    const { router } = renderPatientFile();
    const dialog = await openModal();
    // The current primary physician is not a choice.
    const choice = await within(dialog).findByRole('radio', { name: 'Omar HADDAD' });
    expect(within(dialog).queryByRole('radio', { name: 'Maria CHEN, MD' })).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Change physician' });
    expect(confirm).toBeDisabled();
    await userEvent.click(choice);
    await userEvent.click(confirm);
    expect(callsTo(api.calls, 'PATCH', `/patients/${PATIENT_ID}/primary-physician-id`)).toEqual([
      expect.objectContaining({ body: { primaryPhysicianId: otherSurgeon.id } }),
    ]);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/patient/list');
    });
    expect(toast).toHaveBeenCalledWith({
      type: 'success',
      message: 'The patient now belongs to Omar HADDAD and has left your list.',
    });
  });

  it('stays on the file when staff give the patient to the physician they act for', async () => {
    selectedPhysician.write({
      userId: otherSurgeon.id,
      institutionId: null,
      tierNumber: 3,
      tierFeatures: defaultTierFeatures(3),
      isBetaUser: false,
    });
    const state = fileServerState({ physicians: [surgeon, otherSurgeon] });
    api.stub(fileServer(state));
    const { router } = renderPatientFile(
      aUser('CLINICAL_STAFF', { userId: otherSurgeon.id.replace('b', 'f') }),
    );
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Omar HADDAD' }));
    state.record = aRecord({ primaryPhysician: otherSurgeon });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change physician' }));
    expect(await screen.findByText('Omar HADDAD is now the primary physician.')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/patient/details/${PATIENT_ID}`);
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Patient' })).toHaveTextContent('Omar HADDAD');
    });
  });

  it('shows the server’s message in the dialog on 400 or 409, and stays', async () => {
    api.stub(
      fileServer(
        fileServerState({
          physicians: [otherSurgeon],
          change: () =>
            jsonResponse({ message: 'The physician is not active in this institution' }, 409),
        }),
      ),
    );
    const { router } = renderPatientFile();
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Omar HADDAD' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change physician' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The physician is not active in this institution',
    );
    expect(router.state.location.pathname).toBe(`/patient/details/${PATIENT_ID}`);
    expect(api.globalFailures).toEqual([]);
  });

  it('says when no other physician can take the patient', async () => {
    api.stub(fileServer(fileServerState({ physicians: [surgeon] })));
    renderPatientFile();
    const dialog = await openModal();
    expect(
      await within(dialog).findByText(
        'No other active physician of this institution can take the patient.',
      ),
    ).toBeVisible();
  });
});

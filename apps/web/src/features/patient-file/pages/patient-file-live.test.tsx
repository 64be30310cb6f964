import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultTierFeatures } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser } from '../../../../test/fixtures';
import { selectedPhysician } from '../../../lib/session/selected-physician';
import { aNote, anExam, aRecord, examIdOf, PATIENT_ID, surgeon } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
} from '../testing/render-patient-file';

const api = useFetchStub();

afterEach(() => {
  selectedPhysician.write(null);
  vi.useRealTimers();
});

const CASE_ID = 'c45e0000-0000-4000-8000-000000000001';

const gets = (suffix: string) => callsTo(api.calls, 'GET', suffix).length;

describe('PatientFilePage: the patient record hub', () => {
  it('listens for this patient on this origin, once the record is there', async () => {
    api.stub(fileServer(fileServerState()));
    const { hub } = renderPatientFile();
    await screen.findByRole('region', { name: 'Patient' });
    expect(hub.sockets).toHaveLength(1);
    expect(hub.latest().url).toBe(
      `ws://${window.location.host}/patientrecordhub?patientId=${PATIENT_ID}`,
    );
  });

  it('names the acting physician for clinical staff, who cannot send headers on a socket', async () => {
    selectedPhysician.write({
      userId: surgeon.id,
      institutionId: null,
      tierNumber: 3,
      tierFeatures: defaultTierFeatures(3),
      isBetaUser: false,
    });
    api.stub(fileServer(fileServerState()));
    const { hub } = renderPatientFile(aUser('CLINICAL_STAFF', { userId: aNote(9).author.id }));
    await screen.findByRole('region', { name: 'Patient' });
    expect(hub.latest().url).toBe(
      `ws://${window.location.host}/patientrecordhub?patientId=${PATIENT_ID}&physicianId=${surgeon.id}`,
    );
  });

  it('opens no hub for a patient that is not found', async () => {
    api.stub(fileServer(fileServerState({ record: null })));
    const { hub } = renderPatientFile();
    await screen.findByText('Patient not found');
    expect(hub.sockets).toEqual([]);
  });

  it('shows a note written elsewhere when the hub says one was added', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    const { hub } = renderPatientFile();
    await screen.findByText('No notes on this patient yet.');
    state.notes = [aNote(1)];
    act(() => {
      hub.latest().serverSends({ status: 'NOTE_ADDED', patientId: PATIENT_ID });
    });
    expect(await screen.findByText('Note number 1')).toBeVisible();
  });

  it('refetches the record for flags and the physician, the exams for exams', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    const { hub } = renderPatientFile();
    await screen.findByText('This patient has no exams yet.');
    const records = gets(`/patient-records/${PATIENT_ID}`);
    state.record = aRecord({ urgent: true });
    act(() => {
      hub.latest().serverSends({ status: 'FLAGS_CHANGED', patientId: PATIENT_ID });
    });
    expect(await screen.findByText('Urgent', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(gets(`/patient-records/${PATIENT_ID}`)).toBe(records + 1);

    state.exams = [anExam(1)];
    act(() => {
      hub
        .latest()
        .serverSends({ status: 'EXAM_ADDED', patientId: PATIENT_ID, examId: examIdOf(1) });
    });
    expect(await screen.findByRole('table', { name: 'Patient exams' })).toBeVisible();
  });

  it('reads the 3D cases again when the hub says one changed', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    const { hub } = renderPatientFile();
    await screen.findByText('No 3D model requested yet');
    const reads = gets(`/patients/${PATIENT_ID}/cases`);
    act(() => {
      hub.latest().serverSends({ status: 'CASE_CHANGED', patientId: PATIENT_ID, caseId: CASE_ID });
    });
    await waitFor(() => {
      expect(gets(`/patients/${PATIENT_ID}/cases`)).toBe(reads + 1);
    });
    expect(gets(`/patient-records/${PATIENT_ID}`)).toBe(1);
  });

  it('ignores frames that are not hub messages, or about another patient', async () => {
    api.stub(fileServer(fileServerState()));
    const { hub } = renderPatientFile();
    await screen.findByText('No notes on this patient yet.');
    const before = api.calls.length;
    act(() => {
      hub.latest().serverSends('not json');
      hub.latest().serverSends({ status: 'SOMETHING', patientId: PATIENT_ID });
      hub.latest().serverSends({ status: 'NOTE_ADDED', patientId: aRecord().institution?.id });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls.length).toBe(before);
  });

  it('reconnects after a drop, and closes when the file closes', async () => {
    api.stub(fileServer(fileServerState()));
    const { hub, unmount } = renderPatientFile();
    await screen.findByRole('region', { name: 'Patient' });
    const first = hub.latest();
    first.serverOpens();
    vi.useFakeTimers();
    first.serverDrops();
    expect(hub.sockets).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(hub.sockets).toHaveLength(2);
    vi.useRealTimers();
    unmount();
    await waitFor(() => {
      expect(hub.latest().closed).toBe(true);
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { aNote, noteIdOf, PATIENT_ID, SURGEON_ID } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
} from '../testing/render-patient-file';

const api = useFetchStub();

const notesPanel = () => screen.findByRole('region', { name: /^Notes/ });
const noteBy = (author: string) => screen.findByRole('listitem', { name: `Note by ${author}` });
const myNote = (n: number) =>
  aNote(n, {
    mine: true,
    seen: true,
    author: {
      id: SURGEON_ID,
      firstName: 'Maria',
      lastName: 'Chen',
      suffix: 'MD',
      role: 'PHYSICIAN',
    },
  });

describe('PatientFilePage: the notes', () => {
  it('lists the notes with their author, role and edited mark', async () => {
    api.stub(fileServer(fileServerState({ notes: [aNote(1, { edited: true, seen: true })] })));
    renderPatientFile();
    const note = await noteBy('Sam RIVERA');
    expect(note).toHaveTextContent('Clinical staff');
    expect(note).toHaveTextContent('Note number 1');
    expect(note).toHaveTextContent('edited');
    expect(within(note).queryByText('New')).not.toBeInTheDocument();
    // Not the caller's: no way to change it.
    expect(within(note).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks unseen notes New, reports them read as shown, then drops the mark', async () => {
    let answerView: (response: Response) => void = () => undefined;
    const state = fileServerState({ notes: [aNote(1), aNote(2, { seen: true })] });
    const server = fileServer(state);
    api.stub((call) =>
      call.url.endsWith('/patient-note-view')
        ? new Promise<Response>((resolve) => {
            answerView = resolve;
          })
        : server(call),
    );
    renderPatientFile();
    const [unseen, seen] = await screen.findAllByRole('listitem', { name: 'Note by Sam RIVERA' });
    expect(within(unseen as HTMLElement).getByText('New')).toBeVisible();
    expect(within(seen as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(within(await notesPanel()).getByText('1 new')).toBeVisible();
    await waitFor(() => {
      expect(callsTo(api.calls, 'POST', '/patient-note-view').map((call) => call.url)).toEqual([
        `/api/v1/patient-notes/${noteIdOf(1)}/patient-note-view`,
      ]);
    });
    answerView(jsonResponse({}));
    await waitFor(() => {
      expect(screen.queryByText('New')).not.toBeInTheDocument();
    });
    expect(screen.queryByText('1 new')).not.toBeInTheDocument();
  });

  it('adds a note and shows it once the server has it', async () => {
    const state = fileServerState();
    api.stub(fileServer(state));
    renderPatientFile();
    const field = await screen.findByRole('textbox', { name: 'New note' });
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await userEvent.type(field, '  Call the patient back  ');
    state.notes = [myNote(5)];
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(callsTo(api.calls, 'POST', '/api/v1/patient-notes')).toEqual([
      expect.objectContaining({ body: { patientId: PATIENT_ID, note: 'Call the patient back' } }),
    ]);
    expect(await noteBy('Maria CHEN, MD')).toBeVisible();
    expect(field).toHaveValue('');
  });

  it('says inline, before sending, that <, > and & are refused, and keeps the button off', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    const field = await screen.findByRole('textbox', { name: 'New note' });
    await userEvent.type(field, 'Fusion L4 & L5');
    expect(screen.getByText('Notes cannot contain the characters <, > or &')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(api.calls, 'POST', '/api/v1/patient-notes')).toEqual([]);
  });

  it('says when the note is too long', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    const field = await screen.findByRole('textbox', { name: 'New note' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(2_001));
    expect(screen.getByText('Notes are limited to 2,000 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
  });

  it('shows the server’s 400 message if it still refuses the note', async () => {
    api.stub(
      fileServer(
        fileServerState({
          change: () => jsonResponse({ message: 'note: The patient is not in your care' }, 400),
        }),
      ),
    );
    renderPatientFile();
    await userEvent.type(await screen.findByRole('textbox', { name: 'New note' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('note: The patient is not in your care')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'New note' })).toHaveValue('Hello');
    expect(api.globalFailures).toEqual([]);
  });

  it('edits one’s own note', async () => {
    const state = fileServerState({ notes: [myNote(5)] });
    api.stub(fileServer(state));
    renderPatientFile();
    const note = await noteBy('Maria CHEN, MD');
    await userEvent.click(within(note).getByRole('button', { name: 'Edit your note' }));
    const field = within(note).getByRole('textbox', { name: 'Note' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Surgery moved to May');
    state.notes = [{ ...myNote(5), note: 'Surgery moved to May', edited: true }];
    await userEvent.click(within(note).getByRole('button', { name: 'Save' }));
    expect(callsTo(api.calls, 'PATCH', `/patient-notes/${noteIdOf(5)}`)).toEqual([
      expect.objectContaining({ body: { note: 'Surgery moved to May' } }),
    ]);
    await waitFor(() => {
      expect(within(note).getByText('Surgery moved to May')).toBeVisible();
    });
    expect(within(note).getByText('edited')).toBeVisible();
  });

  it('deletes one’s own note after confirmation, with the patient in the body', async () => {
    const state = fileServerState({ notes: [myNote(5)] });
    api.stub(fileServer(state));
    renderPatientFile();
    const note = await noteBy('Maria CHEN, MD');
    await userEvent.click(within(note).getByRole('button', { name: 'Delete your note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(api.calls, 'DELETE', `/patient-notes/${noteIdOf(5)}`)).toEqual([]);

    await userEvent.click(within(note).getByRole('button', { name: 'Delete your note' }));
    state.notes = [];
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete note' }),
    );
    expect(callsTo(api.calls, 'DELETE', `/patient-notes/${noteIdOf(5)}`)).toEqual([
      expect.objectContaining({ body: { patientId: PATIENT_ID } }),
    ]);
    expect(await screen.findByText('No notes on this patient yet.')).toBeVisible();
  });

  it('shows no form to a role that may not write notes', async () => {
    api.stub(fileServer(fileServerState({ notes: [aNote(1, { seen: true })] })));
    renderPatientFile(aUser('ROD_MANUFACTURER'));
    await noteBy('Sam RIVERA');
    expect(screen.queryByRole('textbox', { name: 'New note' })).not.toBeInTheDocument();
  });
});

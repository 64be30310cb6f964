import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CASE_REQUEST_MESSAGES, EXAM_MESSAGES } from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import type { RecordedCall } from '../../../../test/fetch-stub';
import { aCase } from '../testing/case-fixtures';
import { anExam, examIdOf } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
  type FileServerState,
} from '../testing/render-patient-file';

const api = useFetchStub();

const conflict = (message: string) =>
  jsonResponse({ statusCode: 409, error: 'Conflict', message }, 409);

/** The 3D models section of the file. */
const modelsSection = () => screen.findByRole('region', { name: '3D models' });

/** Opens the request dialog of the exam of 03/11/26 (`anExam(1)`) from its EOS row. */
async function openRequest() {
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Request 3D model: the Acquisition exam of 03/11/26',
    }),
  );
  return screen.findByRole('dialog', { name: 'Request a 3D model' });
}

const requests = () => callsTo(api.calls, 'POST', '/api/v1/cases');

describe('PatientFilePage: 3D models', () => {
  it('says when no 3D model was requested yet', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    expect(
      await within(await modelsSection()).findByText('No 3D model requested yet'),
    ).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });

  it.each([['PresenceOfPatientMotion' as const], ['InsufficientVisibility' as const]])(
    'says the alignment assessment failed, with what to check, when the films were rejected for %s',
    async (rejectionReason) => {
      const state = fileServerState({
        exams: [anExam(1)],
        cases: [aCase(1, { stage: 'Rejected', modelingStatus: 'Cancelled', rejectionReason })],
      });
      api.stub(fileServer(state));
      renderPatientFile();
      const section = await modelsSection();
      expect(
        await within(section).findByText(EXAM_MESSAGES.alignmentAssessmentFailed),
      ).toBeVisible();
      expect(section).not.toHaveTextContent(EXAM_MESSAGES.modelNotProcessed);
    },
  );

  it('lists the cases: type, exam, stage, modeling, approval awaited, rejection reason', async () => {
    const state = fileServerState({
      exams: [anExam(2), anExam(1)],
      cases: [
        aCase(2, { pediatric: true, awaitingApproval: true }),
        aCase(1, {
          type: 'PreopRod',
          stage: 'Rejected',
          modelingStatus: 'Cancelled',
          rejectionReason: 'Other',
          comment: 'The films are cropped above T1.',
        }),
        aCase(3, { type: 'PostOp', stage: 'Completed', modelingStatus: 'Completed' }),
      ],
    });
    api.stub(fileServer(state));
    renderPatientFile(aUser('SALES_REPRESENTATIVE'));
    const section = await modelsSection();
    const list = await within(section).findByRole('list', { name: '3D model requests' });
    const [pediatric, rejected, completed] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await waitFor(() => {
      expect(pediatric).toHaveTextContent('Exam of 03/12/26');
    });
    expect(pediatric).toHaveTextContent('Pre-op');
    expect(pediatric).toHaveTextContent('Being modeled');
    expect(pediatric).toHaveTextContent('Pediatric');
    expect(pediatric).toHaveTextContent('Awaiting 3D manager approval');
    expect(pediatric).toHaveTextContent('ModelingOngoing');
    expect(within(pediatric).getByText(/^03\/15\/26/, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-03-15T10:30:00.000Z',
    );
    expect(rejected).toHaveTextContent('Pre-op with rod');
    expect(rejected).toHaveTextContent('Exam of 03/11/26');
    expect(rejected).toHaveTextContent(EXAM_MESSAGES.modelNotProcessed);
    expect(rejected).toHaveTextContent('Rejected: Other');
    expect(rejected).toHaveTextContent('The films are cropped above T1.');
    expect(rejected).toHaveTextContent('ModelingCancelled');
    // An exam not on the EOS tab's first page: when the model was requested.
    expect(completed).toHaveTextContent('Requested 03/15/26');
    expect(completed).toHaveTextContent('Post-op');
    expect(completed).toHaveTextContent('Completed');
    expect(completed).not.toHaveTextContent('Rejected');
    expect(completed).not.toHaveTextContent(EXAM_MESSAGES.modelNotProcessed);
    // A representative reads the cases and requests none.
    expect(await screen.findByRole('table', { name: 'Patient exams' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Request 3D model/ })).toBeNull();
  });

  it('asks to confirm a pediatric request, then sends it again confirmed', async () => {
    const state: FileServerState = fileServerState({ exams: [anExam(1)] });
    state.change = (call: RecordedCall) => {
      const body = call.body as { pediatricConfirmed?: boolean };
      if (body.pediatricConfirmed !== true)
        return conflict(CASE_REQUEST_MESSAGES.pediatricUnconfirmed);
      const created = aCase(1, { type: 'PreopRod', pediatric: true, awaitingApproval: true });
      state.cases = [created];
      return jsonResponse(created, 201);
    };
    api.stub(fileServer(state));
    renderPatientFile();
    expect(
      await within(await modelsSection()).findByText('No 3D model requested yet'),
    ).toBeVisible();
    const dialog = await openRequest();
    expect(within(dialog).getByText('The Acquisition exam of 03/11/26')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Pre-op' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pre-op with rod' }));
    expect(within(dialog).getByText('Before surgery: a rod will be wanted.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request model' }));

    const confirm = await screen.findByRole('dialog', { name: 'Request a pediatric model?' });
    expect(confirm).toHaveTextContent(
      'This patient is under 18 (or has no birth date). Request a pediatric model? A 3D manager approves it before modeling starts.',
    );
    expect(screen.queryByRole('dialog', { name: 'Request a 3D model' })).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Request pediatric model' }));

    expect(
      await screen.findByText(
        'Pediatric 3D model requested: a 3D manager approves it before modeling starts.',
      ),
    ).toBeVisible();
    expect(requests().map((call) => call.body)).toEqual([
      { examId: examIdOf(1), type: 'PreopRod', pediatricConfirmed: false },
      { examId: examIdOf(1), type: 'PreopRod', pediatricConfirmed: true },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    // The cases are read again: the new one is there.
    const section = await modelsSection();
    expect(await within(section).findByText('Awaiting 3D manager approval')).toBeVisible();
    expect(api.globalFailures).toEqual([]);
  });

  it('sends nothing more when the pediatric request is not confirmed', async () => {
    const state = fileServerState({ exams: [anExam(1)] });
    state.change = () => conflict(CASE_REQUEST_MESSAGES.pediatricUnconfirmed);
    api.stub(fileServer(state));
    renderPatientFile();
    await userEvent.click(
      within(await openRequest()).getByRole('button', { name: 'Request model' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Request a pediatric model?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(requests()).toHaveLength(1);
  });

  it('says why a patient under 7 gets no model, in the dialog', async () => {
    const state = fileServerState({ exams: [anExam(1)] });
    state.change = () => conflict(CASE_REQUEST_MESSAGES.underSeven);
    api.stub(fileServer(state));
    renderPatientFile();
    const dialog = await openRequest();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request model' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A 3D model is not made for a patient under 7 years old at the exam date.',
    );
    expect(screen.queryByRole('dialog', { name: 'Request a pediatric model?' })).toBeNull();
    expect(requests()).toHaveLength(1);
    // The dialog's own refusal: the shell shows no error page.
    expect(api.globalFailures).toEqual([]);
  });

  it.each([
    [
      'an exam without films',
      conflict(EXAM_MESSAGES.noImages),
      'This exam has no lateral or frontal film to model.',
    ],
    [
      'a model waiting for review',
      conflict(CASE_REQUEST_MESSAGES.awaitingReview),
      'The 3D model of this exam is waiting for your review: review it before requesting another.',
    ],
    [
      'an exam out of scope',
      jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Exam not found' }, 404),
      'Exam not found',
    ],
  ])('shows the refusal of %s', async (_name, answer, text) => {
    const state = fileServerState({ exams: [anExam(1)] });
    state.change = () => answer;
    api.stub(fileServer(state));
    renderPatientFile();
    const dialog = await openRequest();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request model' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(api.globalFailures).toEqual([]);
  });

  it('shows progress and takes no second click while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const files = fileServer(fileServerState({ exams: [anExam(1)] }));
    api.stub((call) => (call.method === 'POST' ? pending : files(call)));
    renderPatientFile();
    const dialog = await openRequest();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request model' }));
    await waitFor(() => {
      expect(within(dialog).getByRole('button', { name: 'Request model' })).toBeDisabled();
    });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Post-op' })).toBeDisabled();
    answer(jsonResponse(aCase(1), 201));
    expect(await screen.findByText('3D model requested.')).toBeVisible();
    expect(requests()).toHaveLength(1);
  });

  it('offers a request on exams with films only, to physicians and their staff', async () => {
    api.stub(
      fileServer(
        fileServerState({
          exams: [
            anExam(3, { examType: 'ALIGNMENT_ASSESSMENT_REPORT', imageCount: 0 }),
            anExam(2, { examType: 'ALIGNMENT', examStatus: 'APPROVED' }),
            anExam(1),
          ],
        }),
      ),
    );
    renderPatientFile(aUser('CLINICAL_STAFF'));
    const table = await screen.findByRole('table', { name: 'Patient exams' });
    expect(within(table).getByRole('columnheader', { name: '3D model' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('button', { name: /^Request 3D model/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Request 3D model: the Acquisition exam of 03/11/26']);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  ALIGNMENT_SIGNATURE_MEANING,
  API_PATHS,
  PARAMETER_KEYS,
  PARAMETER_NAMES,
  reasonInWords,
} from '@sagitta/domain';
import { useFetchStub } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { anAssessment, assessmentIdOf, caseA } from '../testing/alignment-fixtures';
import { PATIENT_ID, surgeon } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
  type FileServerState,
} from '../testing/render-patient-file';

const api = useFetchStub();
// The tab renders a 31-row table with dialogs: slow in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

async function openAlignmentTab(state: FileServerState, user = aUser('PHYSICIAN')) {
  api.stub(fileServer(state));
  const rendered = renderPatientFile(user);
  await userEvent.click(await screen.findByRole('tab', { name: 'Alignment' }));
  const table = await screen.findByRole('table', { name: 'Alignment parameters' });
  return { ...rendered, table };
}

/** The cells of a parameter's row: normative, pre-op, planned, actual. */
function rowOf(table: HTMLElement, name: string): string[] {
  // Plain DOM: role queries over a 31-row table are slow in jsdom.
  const header = [...table.querySelectorAll('th[scope="row"]')].find(
    (cell) => cell.textContent === name,
  );
  const row = header?.closest('tr');
  if (row === null || row === undefined) throw new Error(`no row for ${name}`);
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent);
}

describe('PatientFilePage: the ALIGNMENT sub-tab', () => {
  it('lists every engine parameter with normative, pre-op, planned and actual columns; nulls say why', async () => {
    const { table } = await openAlignmentTab(fileServerState({ alignments: [anAssessment()] }));
    const names = [...table.querySelectorAll('th[scope="row"]')].map((cell) => cell.textContent);
    expect(names).toEqual(
      expect.arrayContaining(PARAMETER_KEYS.map((key) => PARAMETER_NAMES[key])),
    );
    expect(names).toHaveLength(PARAMETER_KEYS.length);
    const [normative, preOp, planned, actual] = rowOf(table, PARAMETER_NAMES.PI);
    expect(normative).toBe('51.9° ± 10.0° (35.0° – 85.0°)');
    expect(preOp).toBe(`${(caseA.parameters.PI.value ?? Number.NaN).toFixed(1)}°`);
    expect(planned).toBe('from the surgical plan');
    // No approved post-op assessment: the actual column is empty, said to screen readers.
    expect(actual).toBe('—No assessment for this column');
    // A lateral-only measurement: the frontal values are null with their reason, never 0.
    const cobb = caseA.parameters.cobb;
    if (cobb.value !== null) throw new Error('case A has no frontal film');
    expect(rowOf(table, PARAMETER_NAMES.cobb)[1]).toBe(reasonInWords(cobb.reason));
    expect(within(table).getByRole('columnheader', { name: 'Planned' })).toBeVisible();
  }, 60_000);

  it('fills pre-op from the latest PRE_OP and actual from the latest approved POST_OP', async () => {
    const postOp = anAssessment({
      id: assessmentIdOf(2),
      phase: 'POST_OP',
      state: 'approved',
      userValidatedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
      userValidatedAt: '2026-06-01T10:00:00.000Z',
      approvedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
      approvedAt: '2026-06-01T10:05:00.000Z',
      signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
    });
    const { table } = await openAlignmentTab(
      fileServerState({ alignments: [postOp, anAssessment()] }),
    );
    const [, preOp, , actual] = rowOf(table, PARAMETER_NAMES.PI);
    expect(preOp).toBe(actual);
    expect(screen.getByText('Approved by Maria Chen, MD,', { exact: false })).toBeVisible();
    expect(screen.getByText('Post-op')).toBeVisible();
    // Approved: nothing left to review or sign.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('shows the target systems side by side with their sources', async () => {
    await openAlignmentTab(fileServerState({ alignments: [anAssessment()] }));
    const names = [
      'SRS-Schwab modifiers',
      'GAP score',
      'Roussouly',
      'Ideal lumbar lordosis',
      'Over-correction checks',
    ];
    // Plain DOM: role queries over the page's large table are slow in jsdom.
    const regions = [...document.querySelectorAll('section[aria-label]')]
      .map((region) => region.getAttribute('aria-label'))
      .filter((name) => name !== 'Patient'); // the banner
    expect(regions).toEqual(names);
    const text = document.body.textContent;
    expect(text).toContain(caseA.targets.srsSchwab.source);
    expect(text).toContain(caseA.targets.gap.source);
    expect(text).toContain(caseA.targets.roussouly.source);
    // Each over-correction check says whether it is flagged, or n/a when its value is unknown.
    const checks = document.querySelector('section[aria-label="Over-correction checks"]');
    for (const check of Object.values(caseA.targets.overCorrection)) {
      const state = check.raised === null ? 'n/a' : check.raised ? 'flagged' : 'not flagged';
      expect(checks?.textContent).toContain(`${check.rule}: ${state} (${check.source})`);
    }
  }, 120_000);

  it('shows the assessment the link names (a released model), with the way to the latest', async () => {
    // The newer one is a draft of another exam; the link names the older, ready to review.
    const newer = anAssessment({
      id: assessmentIdOf(2),
      state: 'draft',
      measurement: null,
      createdAt: '2026-05-02T08:00:00.000Z',
    });
    api.stub(fileServer(fileServerState({ alignments: [newer, anAssessment()] })));
    renderPatientFile(aUser('PHYSICIAN'), `?tab=ALIGNMENT&assessment=${assessmentIdOf(1)}`);
    const table = await screen.findByRole('table', { name: 'Alignment parameters' });
    expect(screen.getByRole('heading', { name: /^Alignment assessment of / })).toBeVisible();
    // Its values fill the pre-op column, and it is the one reviewed.
    expect(rowOf(table, PARAMETER_NAMES.PI)[1]).toBe(
      `${(caseA.parameters.PI.value ?? Number.NaN).toFixed(1)}°`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    const [review] = callsTo(api.calls, 'PATCH', '/user-validated');
    expect(review?.url).toContain(assessmentIdOf(1));

    expect(screen.getByText('A newer alignment assessment exists.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Show the latest' }));
    expect(
      await screen.findByRole('heading', { name: 'Latest alignment assessment' }),
    ).toBeVisible();
    expect(screen.getByText('Draft')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
  });

  it('says when the assessment the link names is not in the file, and shows the latest', async () => {
    api.stub(fileServer(fileServerState({ alignments: [anAssessment()] })));
    renderPatientFile(aUser('PHYSICIAN'), `?tab=ALIGNMENT&assessment=${assessmentIdOf(9)}`);
    expect(
      await screen.findByText(
        /The alignment assessment this link names is not in this patient file/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Latest alignment assessment' })).toBeVisible();
  });

  it('says when the patient has no assessment', async () => {
    api.stub(fileServer(fileServerState()));
    renderPatientFile();
    await userEvent.click(await screen.findByRole('tab', { name: 'Alignment' }));
    expect(await screen.findByText(/No alignment assessment yet/)).toBeVisible();
  });

  it('lets the physician review, then sign: a wrong password is said inline and the dialog stays', async () => {
    const state = fileServerState({ alignments: [anAssessment()] });
    let approvals = 0;
    state.change = (call) => {
      if (call.url.endsWith('/user-validated')) {
        state.alignments = [
          anAssessment({
            userValidatedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
            userValidatedAt: '2026-03-14T10:00:00.000Z',
          }),
        ];
        return undefined;
      }
      if (call.url.endsWith('/eos-alignment-status')) {
        approvals += 1;
        const body = call.body as { password: string };
        if (body.password !== 'right-password') {
          return jsonResponse(
            {
              statusCode: 401,
              error: 'Unauthorized',
              message: ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword,
            },
            401,
          );
        }
        state.alignments = [
          anAssessment({
            state: 'approved',
            userValidatedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
            userValidatedAt: '2026-03-14T10:00:00.000Z',
            approvedBy: { id: surgeon.id, name: 'Maria Chen, MD' },
            approvedAt: '2026-03-14T10:05:00.000Z',
            signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
          }),
        ];
      }
      return undefined;
    };
    await openAlignmentTab(state);
    expect(screen.getByText('Not reviewed yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(callsTo(api.calls, 'PATCH', '/user-validated')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    });

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the alignment assessment' });
    expect(within(dialog).getByText(ALIGNMENT_SIGNATURE_MEANING)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword,
    );
    expect(screen.getByRole('dialog')).toBeVisible();
    // Not a lost session: the shell is not told.
    expect(api.globalFailures).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign and approve' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(approvals).toBe(2);
    expect(await screen.findByText('Approved by Maria Chen, MD,', { exact: false })).toBeVisible();
  });

  it.each([['CLINICAL_STAFF' as const], ['SALES_REPRESENTATIVE' as const]])(
    'shows %s no review or signature, only the viewer link',
    async (role) => {
      await openAlignmentTab(fileServerState({ alignments: [anAssessment()] }), aUser(role));
      expect(screen.getByRole('link', { name: 'Open in viewer' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Review' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    },
  );

  it('refetches when /alignmentHub says an assessment of the patient changed', async () => {
    const state = fileServerState({ alignments: [anAssessment()] });
    const { hub } = await openAlignmentTab(state);
    const socket = hub.sockets.find((candidate) => candidate.url.includes(API_PATHS.alignmentHub));
    if (socket === undefined) throw new Error('the tab opened no alignment hub');
    expect(socket.url).toContain(`patientId=${PATIENT_ID}`);
    socket.serverOpens();
    state.alignments = [anAssessment({ state: 'draft', measurement: null })];
    const before = callsTo(api.calls, 'GET', '/eos-alignments').length;
    socket.serverSends({
      change: 'saved',
      patientId: PATIENT_ID,
      examId: anAssessment().examId,
      assessmentId: assessmentIdOf(1),
    });
    expect(await screen.findByText('Draft')).toBeVisible();
    expect(callsTo(api.calls, 'GET', '/eos-alignments').length).toBe(before + 1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@sagitta/domain';
import { useFetchStub, type RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { anExam, examId, modeling } from '../testing/exams';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const api = useFetchStub();

const modeled = anExam({ n: 1, familyName: 'Smith' });
const rejected = anExam({
  n: 2,
  familyName: 'Martin',
  modelings: [modeling('NOT_MODELIZED', 1_700_000_000_000)],
});
const inProgress = anExam({
  n: 3,
  familyName: 'Dupont',
  modelings: [modeling('IA_IN_PROGRESS', Date.now() - 60_000)],
});

/** The worklist's server, and `POST /api/v1/cases` answering a created case. */
function serverWithRequests() {
  const list = worklistServer({ exams: [modeled, rejected, inProgress] });
  return (call: RecordedCall) =>
    call.url === API_PATHS.cases && call.method === 'POST'
      ? jsonResponse({ id: 'c0ffee00-0000-4000-8000-000000000001', awaitingApproval: false }, 201)
      : list(call);
}

const rowOf = async (familyName: string) =>
  (await screen.findByRole('cell', { name: familyName })).closest('tr')!;

describe('WorklistPage: requesting a 3D model from a row (issue 18)', () => {
  it('offers the request only on rows without a model, and sends it for that exam', async () => {
    api.stub(serverWithRequests());
    renderWorklist();
    const row = await rowOf('Martin');
    expect(within(await rowOf('Smith')).queryByRole('button')).toBeNull();
    expect(within(await rowOf('Dupont')).queryByRole('button')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: /Request 3D model: Martin/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a 3D model' });
    expect(within(dialog).getByText(/^Martin/)).toBeInTheDocument();
    const listed = listQueries(api.calls).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request model' }));

    await waitFor(() => {
      const posted = api.calls.find((call) => call.url === API_PATHS.cases);
      expect(posted?.body).toEqual({
        examId: examId(2),
        type: 'PreOp',
        pediatricConfirmed: false,
      });
    });
    // The row's modeling changes with the request: the list is asked again.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(listQueries(api.calls).length).toBeGreaterThan(listed);
    });
  });

  it('offers nothing to a sales representative', async () => {
    api.stub(serverWithRequests());
    renderWorklist(aUser('SALES_REPRESENTATIVE'));
    expect(within(await rowOf('Martin')).queryByRole('button')).toBeNull();
  });
});

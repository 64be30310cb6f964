import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { anExam, examId } from '../testing/exams';
import type { FakeSocket } from '../../../../test/fake-socket';
import { stubUploads, type FakeUpload } from '../testing/fake-uploads';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const api = useFetchStub();
const dicom = (name: string) => new File(['DICM'], name, { type: 'application/dicom' });
const storedAnswer = (fileName: string, acquisitionId: string) => ({
  files: [{ fileName, status: 'stored', statusCode: 201, acquisitionId, warnings: [] }],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openWorklist() {
  api.stub(worklistServer({ exams: [anExam()], developerMode: true }));
  const uploads = stubUploads();
  const { feed } = renderWorklist();
  const panel = within(
    await screen.findByRole('region', { name: 'Import DICOM files (developer mode)' }),
  );
  const socket = feed.latest();
  act(() => {
    socket.serverOpens();
  });
  return { uploads, panel, socket };
}

async function importOne(
  { uploads, panel }: { uploads: FakeUpload[]; panel: ReturnType<typeof within> },
  name: string,
): Promise<FakeUpload> {
  const count = uploads.length;
  await userEvent.upload(panel.getByLabelText('DICOM files to import'), [dicom(name)]);
  await waitFor(() => {
    expect(uploads).toHaveLength(count + 1);
  });
  return uploads[count]!;
}

const announce = (socket: FakeSocket, acquisitionId: string) => {
  act(() => {
    socket.serverSends({ status: 'EXAM_IMPORTED', acquisitionId });
  });
};

const refreshHighlighted = () =>
  screen.getByRole('button', { name: /refresh/i }).getAttribute('data-new-items');

describe("WorklistPage: the user's own imports and the new-item alert", () => {
  it('does not highlight Refresh for exams the user imported; does for others', async () => {
    const page = await openWorklist();
    const listCalls = listQueries(api.calls).length;

    // The server announces the new exam before it answers the upload.
    const first = await importOne(page, 'a.dcm');
    announce(page.socket, examId(1));
    expect(refreshHighlighted()).toBe('false');
    await act(async () => {
      first.respond(200, storedAnswer('a.dcm', examId(1)));
    });
    // The worklist reloads with the new exam: nothing left to refresh for.
    await waitFor(() => {
      expect(listQueries(api.calls).length).toBe(listCalls + 1);
    });
    expect(refreshHighlighted()).toBe('false');

    // With several instances, the announcement may come after the answer.
    const second = await importOne(page, 'b.dcm');
    await act(async () => {
      second.respond(200, storedAnswer('b.dcm', examId(2)));
    });
    announce(page.socket, examId(2));
    expect(refreshHighlighted()).toBe('false');

    // Someone else's exam still asks for a refresh.
    announce(page.socket, examId(3));
    expect(screen.getByRole('button', { name: 'New exams available, refresh' })).toHaveAttribute(
      'data-new-items',
      'true',
    );
  });

  it("highlights Refresh for another's exam announced while the user's file is sent", async () => {
    const page = await openWorklist();
    const upload = await importOne(page, 'a.dcm');
    announce(page.socket, examId(7));
    announce(page.socket, examId(1));
    await act(async () => {
      upload.respond(200, storedAnswer('a.dcm', examId(1)));
    });
    expect(screen.getByRole('button', { name: 'New exams available, refresh' })).toHaveAttribute(
      'data-new-items',
      'true',
    );
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFetchStub } from '../../../../test/fetch-stub';
import { anExam } from '../testing/exams';
import { stubUploads, type FakeUpload } from '../testing/fake-uploads';
import { listQueries, renderWorklist, worklistServer } from '../testing/render-worklist';

const api = useFetchStub();
const dicom = (name: string) => new File(['DICM'], name, { type: 'application/dicom' });

const storedAnswer = (fileName: string) => ({
  files: [{ fileName, status: 'stored', statusCode: 201, warnings: [] }],
});

async function openPanel() {
  api.stub(worklistServer({ exams: [anExam()], developerMode: true }));
  const uploads = stubUploads();
  renderWorklist();
  const panel = await screen.findByRole('region', { name: 'Import DICOM files (developer mode)' });
  return { uploads, panel: within(panel) };
}

const fileItem = (panel: ReturnType<typeof within>, name: string) =>
  within(panel.getByText(name).closest('li') as HTMLElement);

async function sent(uploads: FakeUpload[], count: number): Promise<FakeUpload> {
  await waitFor(() => {
    expect(uploads).toHaveLength(count);
  });
  return uploads[count - 1]!;
}

describe('the DICOM import panel', () => {
  it('is not there outside developer mode', async () => {
    api.stub(worklistServer({ exams: [anExam()], developerMode: false }));
    renderWorklist();
    await screen.findByText('1 exam');
    expect(screen.queryByRole('region', { name: /Import DICOM files/ })).toBeNull();
  });

  it('sends each file on its own, pending then success or error with the server message', async () => {
    const { uploads, panel } = await openPanel();
    await userEvent.upload(panel.getByLabelText('DICOM files to import'), [
      dicom('a.dcm'),
      dicom('b.dcm'),
    ]);

    const first = await sent(uploads, 1);
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/acquisitions/store');
    expect(first.headers.get('X-Requested-With')).toBe('sagitta');
    expect(first.headers.get('Accept')).toBe('application/json');
    expect(first.fileName).toBe('a.dcm');
    expect(fileItem(panel, 'a.dcm').getByText('Sending')).toBeVisible();
    expect(fileItem(panel, 'b.dcm').getByText('Pending')).toBeVisible();

    act(() => {
      first.progress(50, 100);
    });
    expect(
      fileItem(panel, 'a.dcm').getByRole('progressbar', { name: 'Progress of a.dcm' }),
    ).toHaveAttribute('aria-valuenow', '50');
    const listCallsBefore = listQueries(api.calls).length;
    await act(async () => {
      first.respond(200, storedAnswer('a.dcm'));
    });
    expect(fileItem(panel, 'a.dcm').getByText('Success')).toBeVisible();
    expect(fileItem(panel, 'a.dcm').getByText('Imported.')).toBeVisible();

    const second = await sent(uploads, 2);
    expect(second.fileName).toBe('b.dcm');
    await act(async () => {
      second.respond(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Not a DICOM file',
        details: {
          files: [
            {
              fileName: 'b.dcm',
              status: 'error',
              statusCode: 422,
              message: 'Not a DICOM file: no DICM preamble',
              warnings: [],
            },
          ],
        },
      });
    });
    const failed = fileItem(panel, 'b.dcm');
    expect(failed.getByText('Error')).toBeVisible();
    expect(failed.getByText('Not a DICOM file: no DICM preamble')).toBeVisible();
    expect(panel.getByRole('status')).toHaveTextContent(
      'b.dcm: Error. Not a DICOM file: no DICM preamble',
    );

    // A file was stored: the worklist is loaded again, once the run is over.
    await waitFor(() => {
      expect(listQueries(api.calls).length).toBe(listCallsBefore + 1);
    });
  });

  it('ignores a file whose name is already in the list', async () => {
    const { uploads, panel } = await openPanel();
    const input = panel.getByLabelText('DICOM files to import');
    await userEvent.upload(input, [dicom('a.dcm')]);
    await act(async () => {
      uploads[0]!.respond(200, storedAnswer('a.dcm'));
    });

    await userEvent.upload(input, [dicom('a.dcm'), dicom('c.dcm'), dicom('c.dcm')]);
    expect(
      panel.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['a.dcm', 'c.dcm']);
    expect(panel.getByRole('status')).toHaveTextContent(
      '2 files already in the list were ignored.',
    );
    const second = await sent(uploads, 2);
    expect(second.fileName).toBe('c.dcm');
  });

  it('takes dropped files, and shows an answer without details as the error', async () => {
    const { uploads, panel } = await openPanel();
    fireEvent.drop(panel.getByRole('group', { name: 'DICOM file drop zone' }), {
      dataTransfer: { files: [dicom('big.dcm')] },
    });
    const upload = await sent(uploads, 1);
    await act(async () => {
      upload.respond(413, {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'File too large',
      });
    });
    expect(fileItem(panel, 'big.dcm').getByText('File too large')).toBeVisible();
    // Nothing was stored: the worklist is not reloaded.
    expect(listQueries(api.calls)).toHaveLength(1);
  });

  it('says when the server cannot be reached', async () => {
    const { uploads, panel } = await openPanel();
    await userEvent.upload(panel.getByLabelText('DICOM files to import'), [dicom('a.dcm')]);
    await act(async () => {
      uploads[0]!.fail();
    });
    expect(
      fileItem(panel, 'a.dcm').getByText(
        'The file could not be sent: the server could not be reached.',
      ),
    ).toBeVisible();
  });
});

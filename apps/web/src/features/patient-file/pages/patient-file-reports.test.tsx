import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlignmentReport } from '@sagitta/domain';
import { useFetchStub, type FetchAnswer } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';
import { anExam, examIdOf, PATIENT_ID, SURGEON_ID } from '../testing/fixtures';
import {
  callsTo,
  fileServer,
  fileServerState,
  renderPatientFile,
  type FileServerState,
} from '../testing/render-patient-file';

const api = useFetchStub();

afterEach(() => {
  vi.restoreAllMocks();
});

const REPORT_ID = examIdOf(40);

const aReport: AlignmentReport = {
  id: REPORT_ID,
  assessmentId: examIdOf(41),
  assessedExamId: examIdOf(42),
  assessedExamDate: '2026-06-02',
  approvedBy: { id: SURGEON_ID, name: 'Maria CHEN, MD' },
  approvedAt: '2026-06-04T09:30:00.000Z',
  size: 573_440,
};

/** The patient file's server, with the reports list and the PDF answered as given. */
function withReports(
  list: () => Response,
  pdf: () => Response = () =>
    new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: { 'Content-Type': 'application/pdf' },
    }),
  state: Partial<FileServerState> = { preferences: { patientFileTab: 'ALIGNMENT_REPORTS' } },
): FetchAnswer {
  const file = fileServer(fileServerState(state));
  return (call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === '/api/v1/portal/alignment-reports') return list();
    if (path === `/api/v1/portal/alignment-reports/${REPORT_ID}/pdf`) return pdf();
    return file(call);
  };
}

/** The names of the files the page hands to the browser's download (a link's click). */
function savedDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe('PatientFilePage: the alignment reports sub-tab', () => {
  it('lists the reports (approved, exam, approver, size) and downloads one with the keyboard', async () => {
    api.stub(withReports(() => jsonResponse({ items: [aReport] })));
    const saved = savedDownloads();
    renderPatientFile();
    const table = await screen.findByRole('table', { name: 'Alignment assessment reports' });
    const [row] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    expect(row).toHaveTextContent('Alignment of 06/02/26');
    expect(row).toHaveTextContent('Maria CHEN, MD');
    expect(row).toHaveTextContent('560 kB');
    const download = within(row).getByRole('button', {
      name: /^Download PDF: the alignment report approved/,
    });
    download.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(saved).toEqual([`alignment-report-${REPORT_ID}.pdf`]);
    });
    expect(callsTo(api.calls, 'GET', `/alignment-reports/${REPORT_ID}/pdf`)).toHaveLength(1);
    const [list] = callsTo(api.calls, 'GET', '/alignment-reports');
    expect(list?.url).toBe(`/api/v1/portal/alignment-reports?patientId=${PATIENT_ID}`);
    expect(api.globalFailures).toEqual([]);
  });

  it('says so when a download fails, and lets the user try again', async () => {
    api.stub(
      withReports(
        () => jsonResponse({ items: [aReport] }),
        () => jsonResponse({ statusCode: 404, message: 'Alignment report not found' }, 404),
      ),
    );
    renderPatientFile();
    const button = await screen.findByRole('button', { name: /^Download PDF/ });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be downloaded',
    );
    expect(button).toBeEnabled();
    expect(api.globalFailures).toEqual([]);
  });

  it('shows an empty list and a failed list in words', async () => {
    api.stub(withReports(() => jsonResponse({ items: [] })));
    const first = renderPatientFile();
    expect(await screen.findByText(/No alignment assessment has been approved/)).toBeVisible();
    first.unmount();

    api.stub(withReports(() => jsonResponse({ message: 'boom' }, 500)));
    renderPatientFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The alignment reports could not be loaded.',
    );
  });

  it('downloads a report exam of the EOS list as its PDF, where other exams open the viewer', async () => {
    const reportExam = anExam(40, {
      examType: 'ALIGNMENT_ASSESSMENT_REPORT',
      examStatus: 'APPROVED',
      studyDate: '2026-06-02',
      imageCount: 0,
    });
    const exams = { exams: [reportExam, anExam(1)] };
    api.stub(withReports(() => jsonResponse({ items: [aReport] }), undefined, exams));
    const saved = savedDownloads();
    renderPatientFile();
    const table = await screen.findByRole('table', { name: 'Patient exams' });
    const [report, acquisition] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(report).queryByRole('link')).toBeNull();
    await userEvent.click(
      within(report).getByRole('button', {
        name: 'Download PDF: the Alignment assessment report of 06/02/26',
      }),
    );
    await vi.waitFor(() => {
      expect(saved).toEqual([`alignment-report-${REPORT_ID}.pdf`]);
    });
    expect(within(acquisition).getByRole('link', { name: /in the viewer$/ })).toBeVisible();
  });
});

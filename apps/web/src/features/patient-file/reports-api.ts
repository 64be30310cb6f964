import { queryOptions } from '@tanstack/react-query';
import {
  alignmentReportFileName,
  API_PATHS,
  apiUrl,
  type AlignmentReportList,
} from '@sagitta/domain';
import { http } from '../../lib/http';
import { patientFileKey } from './api';

/** `GET /api/v1/portal/alignment-reports?patientId=`: the ALIGNMENT_REPORTS sub-tab's list. */
export const alignmentReportsQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'alignment-reports'), physicianId],
    queryFn: ({ signal }) =>
      http.get<AlignmentReportList>(
        `${API_PATHS.alignmentReports}?${new URLSearchParams({ patientId }).toString()}`,
        { signal },
      ),
  });

/**
 * Downloads a report's PDF: fetched through `lib/http` (a plain link could not send the acting
 * physician), then saved under the server's PHI-free name.
 * @param reportId - the report's exam id
 */
export async function downloadAlignmentReport(reportId: string): Promise<void> {
  const pdf = await http.getBlob(apiUrl(API_PATHS.alignmentReportPdf, { id: reportId }), {
    tolerated: [403, 404],
  });
  const url = URL.createObjectURL(pdf);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = alignmentReportFileName(reportId);
    link.click();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
}

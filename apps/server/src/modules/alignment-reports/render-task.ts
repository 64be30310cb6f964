// Runs on a pool thread (platform/workers): the PDF report's rendering, about a second of CPU
// with both films' previews, off the request thread.
import { renderAlignmentReport, type AlignmentReportInput } from '../alignment-report';

/** The report's PDF bytes (structured-cloned back to the caller). */
export function renderReport(input: AlignmentReportInput): Promise<Uint8Array> {
  return renderAlignmentReport(input);
}

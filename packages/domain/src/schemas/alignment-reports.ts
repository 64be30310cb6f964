import { z } from 'zod';

/**
 * Alignment assessment reports (issue 17): the PDF an approval generates, stored as an exam of
 * type `ALIGNMENT_ASSESSMENT_REPORT` (status `APPROVED`) of the patient, linked to the assessment
 * it reports. `docs/api/alignment.md` describes the list and the download.
 */

/** The answers of the report calls. */
export const ALIGNMENT_REPORT_MESSAGES = {
  reportNotFound: 'Alignment report not found',
  patientNotFound: 'Patient not found',
  /** The assessment changed (another review) between the report's rendering and the signature. */
  changedWhileApproving:
    'This alignment assessment changed while it was being approved: reload it and approve again',
} as const;

/** `GET /api/v1/portal/alignment-reports?patientId=`: the patient's reports. */
export const alignmentReportsQuery = z.object({ patientId: z.uuid() });
export type AlignmentReportsQuery = z.input<typeof alignmentReportsQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** One report as the ALIGNMENT_REPORTS sub-tab lists it. */
export const alignmentReport = z.object({
  /** The report's exam (type `ALIGNMENT_ASSESSMENT_REPORT`): what the download names. */
  id: z.uuid(),
  /** The approved assessment it reports, and the exam that assessment measured. */
  assessmentId: z.uuid(),
  assessedExamId: z.uuid(),
  /** The assessed exam's date, `YYYY-MM-DD`; null when unknown. */
  assessedExamDate: z.iso.date().nullable(),
  approvedBy: person,
  approvedAt: z.iso.datetime(),
  /** The PDF's length in bytes. */
  size: z.number().int().min(0),
});
export type AlignmentReport = z.infer<typeof alignmentReport>;

/** The patient's reports in the caller's scope, newest approval first (a patient has few). */
export const alignmentReportList = z.object({ items: z.array(alignmentReport) });
export type AlignmentReportList = z.infer<typeof alignmentReportList>;

/**
 * The download's file name: the report exam's id and nothing about the patient. A name, MRN or
 * date in it would land in the Downloads folder, the browser's history and any mail it is
 * attached to; the PDF itself carries the banner.
 */
export function alignmentReportFileName(reportId: string): string {
  return `alignment-report-${reportId}.pdf`;
}

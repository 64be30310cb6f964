import {
  ALIGNMENT_REPORT_MESSAGES,
  fullName,
  type AlignmentReportList,
  type PersonName,
} from '@sagitta/domain';
import type { BlobStore } from '../../platform/blobs';
import type { Executor } from '../../platform/db/database';
import { ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { readableRecord } from '../patients/service';
import { personNamesOf } from '../users/service';
import { patientReports, reportExists, reportInScope, type ReportRow } from './repo';

const nameOf = (name: PersonName | undefined) => (name === undefined ? '' : fullName(name));

/** The patient's alignment reports, when the patient is in the caller's scope (else 404). */
export async function listReports(
  db: Executor,
  context: RequestContext,
  patientId: string,
): Promise<AlignmentReportList> {
  const scope = await context.patientScope();
  await readableRecord(db, scope, patientId);
  const rows = await patientReports(db, scope, patientId);
  const names = await personNamesOf(
    db,
    rows.flatMap((row) => (row.approvedBy === null ? [] : [row.approvedBy])),
  );
  return {
    items: rows.flatMap((row) =>
      // A report's assessment is approved (the table's checks): signer and time are there.
      row.approvedBy === null || row.approvedAt === null
        ? []
        : [
            {
              id: row.id,
              assessmentId: row.assessmentId,
              assessedExamId: row.assessedExamId,
              assessedExamDate: row.assessedExamDate,
              approvedBy: { id: row.approvedBy, name: nameOf(names.get(row.approvedBy)) },
              approvedAt: row.approvedAt.toISOString(),
              size: row.size,
            },
          ],
    ),
  };
}

/** A report in the caller's scope; 404 for unknown and out of scope alike, the audit told which. */
async function readableReport(db: Executor, context: RequestContext, id: string) {
  const report = await reportInScope(db, await context.patientScope(), id);
  if (report !== undefined) return report;
  throw new ScopeMiss(
    ALIGNMENT_REPORT_MESSAGES.reportNotFound,
    (await reportExists(db, id)) ? 'other-scope' : 'unknown',
  );
}

/** The report's PDF bytes, with the row that names them. */
export async function reportPdf(
  services: { db: Executor; blobs: BlobStore },
  context: RequestContext,
  id: string,
): Promise<{ report: ReportRow; pdf: Buffer }> {
  const report = await readableReport(services.db, context, id);
  return { report, pdf: await services.blobs.read(report.blobKey) };
}

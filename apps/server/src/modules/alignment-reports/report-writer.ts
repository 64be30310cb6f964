import { alignmentMeasureResponse } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import type { Services } from '../../platform/services';
import { storedFilms } from '../alignment/assessment-shape';
import type { AlignmentReportWriter, ReportedApproval } from '../alignment/review-service';
import type { AlignmentReportInput } from '../alignment-report';
import { gatherReportInput, type ApprovedFacts } from './report-input';
import { blobHeld, insertReport } from './repo';

const RENDER_TASK = new URL('./render-task.ts', import.meta.url);

type WriterServices = Pick<Services, 'blobs' | 'workers'> & { db: Executor };

/** What the report states, from the assessment row as the approval read it. */
function factsOf(approval: ReportedApproval): ApprovedFacts {
  const { row, exam } = approval;
  if (row.measurement === null) throw new Error('an assessment to approve holds its measurement');
  const films = storedFilms(row);
  return {
    patientId: exam.patientId,
    examId: exam.id,
    examDate: exam.studyDate,
    lateral: films.lateral,
    frontal: films.frontal,
    calibration: films.calibration,
    measurement: alignmentMeasureResponse.parse(row.measurement),
    measuredBy: row.placedBy ?? row.completedBy ?? row.createdBy,
    measuredAt: row.placedAt ?? row.completedAt ?? row.createdAt,
    approvedBy: approval.approvedBy,
    approvedAt: approval.approvedAt,
    meaning: approval.meaning,
  };
}

/**
 * The approval's report (issue 17), the app's `AlignmentReportWriter`. Before the approval's
 * transaction: gather the input, render the PDF on the worker pool (about a second with both
 * previews; never on the request thread, never while the assessment's row is locked) and store
 * it (durable once `put` resolves). In the transaction: the report's exam and its link. When the
 * approval does not commit, `discard` removes the blob it stored, unless a report already held
 * the same bytes (blobs are content-addressed).
 */
export function alignmentReportWriter(services: WriterServices): AlignmentReportWriter {
  return async (approval) => {
    const input: AlignmentReportInput = await gatherReportInput(
      services.db,
      services,
      factsOf(approval),
    );
    const pdf = await services.workers.run<Uint8Array>(RENDER_TASK, 'renderReport', input);
    const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    const stored = await services.blobs.put(bytes);
    return {
      blobKey: stored.key,
      record: (tx) =>
        insertReport(tx, {
          assessmentId: approval.row.modelingId,
          assessed: approval.exam,
          blobKey: stored.key,
          size: stored.size,
          createdAt: approval.approvedAt,
        }),
      discard: async () => {
        if (!stored.created || (await blobHeld(services.db, stored.key))) return;
        await services.blobs.delete(stored.key);
      },
    };
  };
}

import type { ExamDetail } from '@sagitta/domain';
import type { Executor } from '../../../platform/db/database';
import { NotFound, ScopeMiss } from '../../../platform/errors/errors';
import type { RequestContext } from '../../../platform/request-context';
import { worklistExamOf } from '../../worklist/service';
import { examExists, examInScope, examInstances } from './repo';
import { scopeOwnerId } from '../../../platform/access/patient-scope';

/** One message for "no such exam" and "not yours": the answer never says which. */
export const EXAM_NOT_FOUND = 'Exam not found';

/** Frontal images first, then lateral, then the rest: the viewer's left-to-right order. */
const VIEW_ORDER = { FRONTAL: 0, LATERAL: 1 } as const;

/**
 * The exam with this id if the caller may read it: one of the physician's own exams, or of the
 * physician a clinical staff member or sales representative acts for (checked), and only a
 * surgical candidate's for a caller set to see only candidates. Anything else is 404, whether
 * it exists or not; the audit trail is told which (one more query, on a miss).
 * @returns the exam's physician id
 */
export async function readableExam(
  db: Executor,
  context: RequestContext,
  acquisitionId: string,
): Promise<{ id: string; physicianId: string }> {
  const scope = await context.patientScope();
  const exam = await examInScope(db, acquisitionId, scope);
  if (exam === undefined) {
    const elsewhere = await examExists(db, acquisitionId);
    throw new ScopeMiss(EXAM_NOT_FOUND, elsewhere ? 'other-scope' : 'unknown');
  }
  return { id: exam.id, physicianId: exam.physicianId ?? scopeOwnerId(scope) };
}

/** The exam with its patient banner and its images, for the viewer. */
export async function examDetail(
  db: Executor,
  context: RequestContext,
  acquisitionId: string,
): Promise<ExamDetail> {
  const exam = await readableExam(db, context, acquisitionId);
  const item = await worklistExamOf(db, exam.id);
  if (item === undefined) throw new NotFound(EXAM_NOT_FOUND);
  const images = await examImages(db, exam.id);
  return {
    ...item,
    images: images.map((image) => ({
      instanceId: image.instanceId,
      seriesDescription: image.seriesDescription,
      view: image.view === 'FRONTAL' || image.view === 'LATERAL' ? image.view : null,
      rows: image.rows,
      columns: image.columns,
      previewAvailable: image.previewStatus !== 'unavailable',
      defaultWindow:
        image.windowCenter === null || image.windowWidth === null
          ? null
          : { center: image.windowCenter, width: image.windowWidth },
      valueRange:
        image.valueMin === null || image.valueMax === null
          ? null
          : { min: image.valueMin, max: image.valueMax },
      photometric: image.photometric,
    })),
  };
}

/** The exam's images (instances with pixels), frontal first, then in series and file order. */
export async function examImages(db: Executor, studyId: string) {
  const rows = await examInstances(db, studyId);
  const rank = (view: string | null) =>
    view === 'FRONTAL' || view === 'LATERAL' ? VIEW_ORDER[view] : 2;
  return rows.filter((row) => row.rows !== null).sort((a, b) => rank(a.view) - rank(b.view));
}

import { CASE_REQUEST_MESSAGES } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { Conflict } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { storedFilms } from './assessment-shape';
import { completeDraft } from './drafting-service';
import {
  findAssessment,
  findExamInScope,
  findModelingState,
  setModelingState,
  type AssessedExam,
} from './repo';

/**
 * What the 3D case workflow (issue 18) does with the alignment assessment its case produces. The
 * cases service has checked the caller's access to the case; these read and change the case's
 * own assessment by its modeling id, inside the case's transaction.
 */

async function caseAssessment(tx: Executor, modelingId: string) {
  const row = await findAssessment(tx, modelingId, { forUpdate: true });
  const exam = row === undefined ? undefined : await findExamInScope(tx, null, row.examId);
  if (row === undefined || exam === undefined) {
    throw new Error(`the case's assessment ${modelingId} has no row or no exam`);
  }
  return { row, exam };
}

/** The landmark names placed on the lateral film of a case's assessment (none: empty). */
export async function caseLateralLandmarks(tx: Executor, modelingId: string): Promise<string[]> {
  const { row } = await caseAssessment(tx, modelingId);
  return Object.keys(storedFilms(row).lateral?.points ?? {});
}

/**
 * Releases a case's assessment to the surgeon: completed now unless its technician already
 * completed it in the measurement tool. Publish `MODELING_SUCCEEDED` after the commit.
 */
export async function releaseCaseAssessment(
  tx: Executor,
  context: RequestContext,
  modelingId: string,
): Promise<AssessedExam> {
  const found = await caseAssessment(tx, modelingId);
  if (found.row.state === 'draft') await completeDraft(tx, context, found);
  return found.exam;
}

/** A rejected case's modeling fails (the worklist shows the failure; `MODELING_FAILED`). */
export async function failCaseAssessment(tx: Executor, modelingId: string): Promise<AssessedExam> {
  const found = await caseAssessment(tx, modelingId);
  await setModelingState(tx, modelingId, 'NOT_MODELIZED');
  return found.exam;
}

/**
 * A new case on the exam's assessment an earlier case left (`openDraft` reused it): a model
 * completed and waiting for the physician's review is refused (409), never modeled over; a
 * modeling a rejected case failed goes back in progress. True when it went back: publish
 * `MODELING_STARTED` after the commit (`announceDraft`). An approved one `openDraft` refused.
 */
export async function reopenCaseAssessment(tx: Executor, modelingId: string): Promise<boolean> {
  const { row } = await caseAssessment(tx, modelingId);
  if (row.state === 'ready-to-review') throw new Conflict(CASE_REQUEST_MESSAGES.awaitingReview);
  if ((await findModelingState(tx, modelingId)) !== 'NOT_MODELIZED') return false;
  await setModelingState(tx, modelingId, 'IA_IN_PROGRESS');
  return true;
}

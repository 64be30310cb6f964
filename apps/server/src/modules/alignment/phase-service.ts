import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  type AlignmentAssessment,
  type AlignmentPhaseChange,
} from '@sagitta/domain';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { assessmentInScope, refuseIfApproved, refuseWhileCaseOpen } from './access';
import { reread } from './assessment-service';
import { applyPhase } from './phase';

/**
 * Pre-op or post-op, changeable until approval. The revision must be the stored one, as for a
 * save. The landmarks and the measurement do not depend on it: a completed assessment stays
 * ready to review, its review kept.
 */
export async function changePhase(
  db: Database,
  context: RequestContext,
  id: string,
  body: AlignmentPhaseChange,
): Promise<AlignmentAssessment> {
  const scope = await context.patientScope();
  const exam = await db.transaction(async (tx) => {
    const found = await assessmentInScope(tx, scope, id, { forUpdate: true });
    refuseIfApproved(found.row);
    await refuseWhileCaseOpen(tx, scope, found.row);
    if (body.revision !== found.row.revision) {
      throw new Conflict(ALIGNMENT_ASSESSMENT_MESSAGES.staleRevision, {
        revision: found.row.revision,
      });
    }
    await applyPhase(tx, context, found, body.phase);
    return found.exam;
  });
  return reread(db, id, exam);
}

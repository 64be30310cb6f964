import { and, eq } from 'drizzle-orm';
import { studies } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';

/** One message for "no such exam" and "not yours": the answer never says which. */
export const EXAM_NOT_FOUND = 'Exam not found';

/**
 * The exam with this id if the caller may read it: one of the physician's own exams, or of the
 * physician a clinical staff member or sales representative acts for (checked). Anything else
 * is 404, whether it exists or not; the audit trail is told which (one more query, on a miss).
 * @returns the exam's physician id
 */
export async function readableExam(
  db: Executor,
  context: RequestContext,
  acquisitionId: string,
): Promise<{ id: string; physicianId: string }> {
  const physicianId = await context.actingPhysicianId();
  const [exam] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, acquisitionId), eq(studies.physicianId, physicianId)));
  if (exam === undefined) {
    const [elsewhere] = await db
      .select({ id: studies.id })
      .from(studies)
      .where(eq(studies.id, acquisitionId));
    throw new ScopeMiss(EXAM_NOT_FOUND, elsewhere === undefined ? 'unknown' : 'other-scope');
  }
  return { id: exam.id, physicianId };
}

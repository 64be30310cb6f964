import { statusAllowsSignIn, type WorklistExam } from '@sagitta/domain';
import type { Database } from '../../../platform/db/database';
import { Conflict, NotFound } from '../../../platform/errors/errors';
import type { AcquisitionEvent } from '../../../platform/realtime/acquisition-events';
import type { EventBus } from '../../../platform/realtime/event-bus';
import type { RequestContext } from '../../../platform/request-context';
import { unassignedExamPage, worklistExamOf } from '../../worklist/service';
import { EXAM_NOT_FOUND } from '../exams/service';
import {
  lockExamWithPatient,
  moveExamToPhysician,
  physicianAccount,
  receivedHeaderValues,
} from './repo';

export const ASSIGNMENT_MESSAGES = {
  alreadyAssigned: 'This exam is already assigned to a physician',
  physicianNotFound: 'Physician not found',
} as const;

/**
 * Exams routed to nobody (no institution or referring-physician tag matched), newest first, with
 * the header values that failed to match, for administrators to assign. Nothing is dropped.
 */
export async function listUnassigned(db: Database, page: { page: number; limit: number }) {
  const { items, totalCount } = await unassignedExamPage(db, {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  const extras = await receivedHeaderValues(
    db,
    items.map((item) => item.id),
  );
  const byId = new Map(extras.map((extra) => [extra.id, extra]));
  return {
    totalCount,
    items: items.map((item) => {
      const extra = byId.get(item.id);
      return {
        ...item,
        institutionName: extra?.institutionName ?? null,
        referringPhysicianName: extra?.referringPhysicianName ?? null,
        receivedAt: (extra?.receivedAt ?? new Date(0)).toISOString(),
      };
    }),
  };
}

/**
 * Gives an unassigned exam to a physician: the exam moves to that physician's record of the
 * patient (same Patient ID at the physician's institution, created if new), and appears in
 * their worklist at once (live feed). An exam already assigned is not moved (409): assignment
 * fixes routing, it does not take exams from one physician to give to another.
 */
export async function assignExam(
  db: Database,
  events: EventBus<AcquisitionEvent>,
  context: RequestContext,
  acquisitionId: string,
  physicianId: string,
): Promise<WorklistExam> {
  await db.transaction(async (tx) => {
    const exam = await lockExamWithPatient(tx, acquisitionId);
    if (exam === undefined) throw new NotFound(EXAM_NOT_FOUND);
    if (exam.physicianId !== null) throw new Conflict(ASSIGNMENT_MESSAGES.alreadyAssigned);
    const physician = await physicianAccount(tx, physicianId);
    if (physician === undefined || !statusAllowsSignIn(physician.status)) {
      throw new NotFound(ASSIGNMENT_MESSAGES.physicianNotFound);
    }
    await moveExamToPhysician(tx, acquisitionId, exam.patient, {
      id: physicianId,
      institutionId: physician.institutionId,
    });
    await context.audit(tx, {
      action: 'acquisition.assign',
      targetType: 'acquisition',
      targetId: acquisitionId,
      outcome: 'success',
      details: { physicianId },
    });
  });
  events.publish({ status: 'EXAM_IMPORTED', acquisitionId, physicianId });
  const assigned = await worklistExamOf(db, acquisitionId);
  if (assigned === undefined) throw new NotFound(EXAM_NOT_FOUND);
  return assigned;
}

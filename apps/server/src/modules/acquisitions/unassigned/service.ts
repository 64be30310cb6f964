import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { ROLE_IDS, statusAllowsSignIn, type WorklistExam } from '@sagitta/domain';
import { patients, studies, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors/errors';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { RequestContext } from '../../platform/request-context';
import { byStudy, examPage } from '../worklist/query';
import { EXAM_NOT_FOUND } from './scope';

export const ASSIGNMENT_MESSAGES = {
  alreadyAssigned: 'This exam is already assigned to a physician',
  physicianNotFound: 'Physician not found',
} as const;

/**
 * Exams routed to nobody (no institution or referring-physician tag matched), newest first, with
 * the header values that failed to match, for administrators to assign. Nothing is dropped.
 */
export async function listUnassigned(db: Database, page: { page: number; limit: number }) {
  const { items, totalCount } = await examPage(db, byStudy(isNull(studies.physicianId)), {
    offset: (page.page - 1) * page.limit,
    limit: page.limit,
  });
  const ids = items.map((item) => item.id);
  const extras =
    ids.length === 0
      ? []
      : await db
          .select({
            id: studies.id,
            institutionName: studies.institutionNameRaw,
            referringPhysicianName: studies.referringPhysicianRaw,
            receivedAt: studies.createdAt,
          })
          .from(studies)
          .where(inArray(studies.id, ids));
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
    const [exam] = await tx
      .select({ physicianId: studies.physicianId, patient: patients })
      .from(studies)
      .innerJoin(patients, eq(patients.id, studies.patientId))
      .where(eq(studies.id, acquisitionId))
      .for('update');
    if (exam === undefined) throw new NotFound(EXAM_NOT_FOUND);
    if (exam.physicianId !== null) throw new Conflict(ASSIGNMENT_MESSAGES.alreadyAssigned);
    const [physician] = await tx
      .select({ institutionId: users.institutionId, status: users.status })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(users.id, physicianId), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)));
    if (physician === undefined || !statusAllowsSignIn(physician.status)) {
      throw new NotFound(ASSIGNMENT_MESSAGES.physicianNotFound);
    }
    const { id: oldPatientId, ...record } = exam.patient;
    const [patient] = await tx
      .insert(patients)
      .values({ ...record, physicianId, institutionId: physician.institutionId })
      .onConflictDoUpdate({
        target: [patients.physicianId, patients.institutionId, patients.patientId],
        set: { physicianId },
      })
      .returning({ id: patients.id });
    if (patient === undefined) throw new Error('The patient upsert returned no row');
    await tx
      .update(studies)
      .set({ patientId: patient.id, physicianId })
      .where(eq(studies.id, acquisitionId));
    const [left] = await tx
      .select({ n: count() })
      .from(studies)
      .where(eq(studies.patientId, oldPatientId));
    if ((left?.n ?? 0) === 0) await tx.delete(patients).where(eq(patients.id, oldPatientId));
    await context.audit(tx, {
      action: 'acquisition.assign',
      targetType: 'acquisition',
      targetId: acquisitionId,
      outcome: 'success',
      details: { physicianId },
    });
  });
  events.publish({ status: 'EXAM_IMPORTED', acquisitionId, physicianId });
  const { items } = await examPage(db, byStudy(eq(studies.id, acquisitionId)), {
    offset: 0,
    limit: 1,
  });
  const [assigned] = items;
  if (assigned === undefined) throw new NotFound(EXAM_NOT_FOUND);
  return assigned;
}

import type { PatientRecord, PhysicianChoices } from '@sagitta/domain';
import type { Database, Executor } from '../../platform/db/database';
import { Conflict, Invalid, ScopeMiss } from '../../platform/errors/errors';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import type { EventBus } from '../../platform/realtime/event-bus';
import type { PatientRecordEvent } from '../../platform/realtime/patient-record-events';
import type { RequestContext } from '../../platform/request-context';
import {
  activePhysiciansOf,
  lockRecord,
  moveRecord,
  physicianHasPatient,
  setFavorite,
  setFlag,
} from './flags-repo';
import { PATIENT_NOT_FOUND, readableRecord, recordOf } from './service';
import { recordExists } from './records-repo';

export const PRIMARY_PHYSICIAN_MESSAGES = {
  notChoosable: "primaryPhysicianId must be an active physician of the patient's institution",
  collision:
    'This physician already has a record of this patient (same institution and MRN): the records cannot be merged here',
} as const;

/** The buses a change tells: the patient record hub, and the worklists' live feed. */
export interface ChangeEvents {
  patientRecordEvents: EventBus<PatientRecordEvent>;
  acquisitionEvents: EventBus<AcquisitionEvent>;
}

async function missOf(db: Executor, id: string): Promise<ScopeMiss> {
  return new ScopeMiss(PATIENT_NOT_FOUND, (await recordExists(db, id)) ? 'other-scope' : 'unknown');
}

/**
 * Stars or unstars a patient for the caller alone (seed §7 is-favorite): anyone who may read the
 * patient may star it; the same answer twice changes nothing. Audited with the new value.
 */
export async function changeFavorite(
  db: Database,
  context: RequestContext,
  id: string,
  isFavorite: boolean,
): Promise<PatientRecord> {
  const scope = await context.patientScope();
  await db.transaction(async (tx) => {
    await readableRecord(tx, scope, id);
    await setFavorite(tx, context.actorUserId, id, isFavorite, context.now);
    await context.audit(tx, {
      action: 'patient.favorite',
      targetType: 'patient',
      targetId: id,
      outcome: 'success',
      details: { isFavorite },
    });
  });
  return recordOf(db, context, id);
}

/**
 * Sets the urgent or surgical-candidate flag of a patient in the scope, audited with the new
 * value only, and tells the patient record hub of the patient's physician.
 */
export async function changeFlag(
  db: Database,
  events: ChangeEvents,
  context: RequestContext,
  id: string,
  flag: { urgent: boolean } | { surgicalCandidate: boolean },
): Promise<PatientRecord> {
  const scope = await context.patientScope();
  const physicianId = await db.transaction(async (tx) => {
    const changed = await setFlag(tx, scope, id, flag, context.now);
    if (changed === undefined) throw await missOf(tx, id);
    await context.audit(tx, {
      action: 'urgent' in flag ? 'patient.urgent' : 'patient.surgical-candidate',
      targetType: 'patient',
      targetId: id,
      outcome: 'success',
      details: flag,
    });
    return changed.physicianId;
  });
  if (physicianId !== null) {
    events.patientRecordEvents.publish({
      status: 'FLAGS_CHANGED',
      patientId: id,
      physicianIds: [physicianId],
    });
  }
  return recordOf(db, context, id);
}

/** Who the patient may be given to: the active physicians of the patient's institution. */
export async function physicianChoices(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<PhysicianChoices> {
  const record = await readableRecord(db, await context.patientScope(), id);
  return { items: await activePhysiciansOf(db, record.institutionId) };
}

/**
 * Gives the patient to another physician of the same institution (issue 16): the record and all
 * its exams move in one transaction, so the patient leaves one worklist and joins the other at
 * once; both hear of it live. A physician who already holds a record of the same patient (same
 * institution and MRN) is refused with 409 and nothing moves: merging two records is not this
 * call's to decide. The same physician again is a no-op.
 */
export async function changePrimaryPhysician(
  db: Database,
  events: ChangeEvents,
  context: RequestContext,
  id: string,
  primaryPhysicianId: string,
): Promise<PatientRecord> {
  const scope = await context.patientScope();
  const moved = await db.transaction(async (tx) => {
    const record = await lockRecord(tx, scope, id);
    if (record === undefined) throw await missOf(tx, id);
    if (record.physicianId === primaryPhysicianId) return undefined;
    const choices = await activePhysiciansOf(tx, record.institutionId);
    if (!choices.some((physician) => physician.id === primaryPhysicianId)) {
      throw new Invalid(PRIMARY_PHYSICIAN_MESSAGES.notChoosable, [
        { field: 'body.primaryPhysicianId', message: PRIMARY_PHYSICIAN_MESSAGES.notChoosable },
      ]);
    }
    if (await physicianHasPatient(tx, record, primaryPhysicianId)) {
      throw new Conflict(PRIMARY_PHYSICIAN_MESSAGES.collision);
    }
    const examIds = await moveRecord(tx, id, primaryPhysicianId, context.now);
    await context.audit(tx, {
      action: 'patient.primary-physician',
      targetType: 'patient',
      targetId: id,
      outcome: 'success',
      details: { fromPhysicianId: record.physicianId, toPhysicianId: primaryPhysicianId },
    });
    return { from: record.physicianId, examIds };
  });
  if (moved !== undefined) announceMove(events, id, moved.from, primaryPhysicianId, moved.examIds);
  return recordOf(db, context, id);
}

/**
 * Tells the patient record hub of both physicians, and both worklists' live feeds of every exam
 * moved (the status an assignment uses, so the worklist offers its refresh).
 */
function announceMove(
  events: ChangeEvents,
  patientId: string,
  from: string | null,
  to: string,
  examIds: readonly string[],
): void {
  const physicianIds = from === null ? [to] : [from, to];
  events.patientRecordEvents.publish({
    status: 'PRIMARY_PHYSICIAN_CHANGED',
    patientId,
    physicianIds,
  });
  for (const acquisitionId of examIds) {
    for (const physicianId of physicianIds) {
      events.acquisitionEvents.publish({ status: 'EXAM_IMPORTED', acquisitionId, physicianId });
    }
  }
}

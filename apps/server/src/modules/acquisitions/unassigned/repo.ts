import { and, count, eq, inArray } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import { patients, studies, userRoles, users } from '../../../db/schema';
import type { Executor } from '../../../platform/db/database';

/** The header values the routing failed to match, and when each exam came, by exam id. */
export async function receivedHeaderValues(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: studies.id,
      institutionName: studies.institutionNameRaw,
      referringPhysicianName: studies.referringPhysicianRaw,
      receivedAt: studies.createdAt,
    })
    .from(studies)
    .where(inArray(studies.id, [...ids]));
}

/** The exam's physician and patient row, locked until the transaction ends. */
export async function lockExamWithPatient(tx: Executor, acquisitionId: string) {
  const [exam] = await tx
    .select({ physicianId: studies.physicianId, patient: patients })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(eq(studies.id, acquisitionId))
    .for('update');
  return exam;
}

/** A physician account (any status) by id: its institution and status; undefined if none. */
export async function physicianAccount(tx: Executor, physicianId: string) {
  const [physician] = await tx
    .select({ institutionId: users.institutionId, status: users.status })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, physicianId), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)));
  return physician;
}

/**
 * Moves the exam to the physician's record of the patient (same Patient ID at the physician's
 * institution, created from `record` if new), and drops the old patient row once no exam is
 * left on it.
 */
export async function moveExamToPhysician(
  tx: Executor,
  acquisitionId: string,
  oldPatient: typeof patients.$inferSelect,
  physician: { id: string; institutionId: string | null },
): Promise<void> {
  // The physician's record is a new patient record: it takes its own product id (the unassigned
  // row may keep other exams, and ids are unique) and starts with no flags.
  const oldPatientId = oldPatient.id;
  const record = {
    patientId: oldPatient.patientId,
    familyName: oldPatient.familyName,
    givenName: oldPatient.givenName,
    birthDate: oldPatient.birthDate,
    birthDateRaw: oldPatient.birthDateRaw,
    sex: oldPatient.sex,
    searchFamily: oldPatient.searchFamily,
    searchGiven: oldPatient.searchGiven,
    searchPatientId: oldPatient.searchPatientId,
  };
  const [patient] = await tx
    .insert(patients)
    .values({ ...record, physicianId: physician.id, institutionId: physician.institutionId })
    .onConflictDoUpdate({
      target: [patients.physicianId, patients.institutionId, patients.patientId],
      set: { physicianId: physician.id },
    })
    .returning({ id: patients.id });
  if (patient === undefined) throw new Error('The patient upsert returned no row');
  await tx
    .update(studies)
    .set({ patientId: patient.id, physicianId: physician.id })
    .where(eq(studies.id, acquisitionId));
  const [left] = await tx
    .select({ n: count() })
    .from(studies)
    .where(eq(studies.patientId, oldPatientId));
  if ((left?.n ?? 0) === 0) await tx.delete(patients).where(eq(patients.id, oldPatientId));
}

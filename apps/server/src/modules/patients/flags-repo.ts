import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { ROLE_IDS, statusAllowsSignIn, USER_STATUSES } from '@sagitta/domain';
import { patientFavorites, patients, studies, userRoles, users } from '../../db/schema';
import { patientsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** Statuses of an account in use: a physician one may give a patient to. */
const ACTIVE_STATUSES = USER_STATUSES.filter(statusAllowsSignIn);

/** Stars or unstars a record for a user; saying it twice changes nothing. */
export async function setFavorite(
  tx: Executor,
  userId: string,
  patientId: string,
  isFavorite: boolean,
  now: Date,
): Promise<void> {
  if (isFavorite) {
    await tx
      .insert(patientFavorites)
      .values({ userId, patientId, createdAt: now })
      .onConflictDoNothing();
    return;
  }
  await tx
    .delete(patientFavorites)
    .where(and(eq(patientFavorites.userId, userId), eq(patientFavorites.patientId, patientId)));
}

/** Sets one of the record's flags and its updated time; undefined when it left the scope. */
export async function setFlag(
  tx: Executor,
  scope: PatientScope,
  patientId: string,
  flag: { urgent: boolean } | { surgicalCandidate: boolean },
  now: Date,
) {
  const [row] = await tx
    .update(patients)
    .set({ ...flag, updatedAt: now })
    .where(and(eq(patients.id, patientId), patientsInScope(scope)))
    .returning({ id: patients.id, physicianId: patients.physicianId });
  return row;
}

/** The active physicians of an institution (none for a record without one), by name. */
export async function activePhysiciansOf(db: Executor, institutionId: string | null) {
  if (institutionId === null) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.institutionId, institutionId),
        eq(userRoles.roleId, ROLE_IDS.PHYSICIAN),
        inArray(users.status, ACTIVE_STATUSES),
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id);
}

/** The record in the scope, locked until the transaction ends. */
export async function lockRecord(tx: Executor, scope: PatientScope, patientId: string) {
  const [row] = await tx
    .select({
      id: patients.id,
      physicianId: patients.physicianId,
      institutionId: patients.institutionId,
      mrn: patients.patientId,
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientsInScope(scope)))
    .for('update');
  return row;
}

/** Whether the physician already has another record of this patient (institution and MRN). */
export async function physicianHasPatient(
  tx: Executor,
  record: { id: string; institutionId: string | null; mrn: string },
  physicianId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        eq(patients.physicianId, physicianId),
        record.institutionId === null
          ? isNull(patients.institutionId)
          : eq(patients.institutionId, record.institutionId),
        eq(patients.patientId, record.mrn),
        ne(patients.id, record.id),
      ),
    );
  return row !== undefined;
}

/** Gives the record and every one of its exams to the physician; the moved exams' ids. */
export async function moveRecord(
  tx: Executor,
  patientId: string,
  physicianId: string,
  now: Date,
): Promise<string[]> {
  await tx.update(patients).set({ physicianId, updatedAt: now }).where(eq(patients.id, patientId));
  const moved = await tx
    .update(studies)
    .set({ physicianId })
    .where(eq(studies.patientId, patientId))
    .returning({ id: studies.id });
  return moved.map((row) => row.id);
}

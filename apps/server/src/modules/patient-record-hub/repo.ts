import { and, eq } from 'drizzle-orm';
import { patients, studies } from '../../db/schema';
import {
  examsInScope,
  patientsInScope,
  type PatientScope,
} from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';

/** Whether the patient is in the scope (of its physician, a candidate for candidates-only). */
export async function isPatientInScope(
  db: Executor,
  scope: PatientScope,
  patientId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientsInScope(scope)))
    .limit(1);
  return row !== undefined;
}

/** Whether a patient record exists at all (what a refused open was, for the trail). */
export async function patientExists(db: Executor, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  return row !== undefined;
}

/** The patient of an exam in the scope, or undefined (an exam elsewhere, or none). */
export async function patientOfExam(
  db: Executor,
  scope: PatientScope,
  examId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(and(eq(studies.id, examId), examsInScope(scope)))
    .limit(1);
  return row?.patientId ?? undefined;
}

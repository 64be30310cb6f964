import { eq, sql } from 'drizzle-orm';
import type { CaseStage, NotificationPreferences, RejectionReason } from '@sagitta/domain';
import { cases, patients, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** A closed case as its physician's notification reads it. */
export interface CaseNotificationRow {
  stage: CaseStage;
  rejectionReason: RejectionReason | null;
  physicianNotifiedAt: Date | null;
  patientId: string;
  /** The case's alignment assessment: what the physician reviews. */
  modelingId: string;
  productPatientId: string;
  physicianId: string;
  physicianEmail: string;
  physicianFirstName: string;
  physicianActive: boolean;
  preferences: NotificationPreferences;
}

/**
 * A case with its physician and patient id, the case row locked until the caller's transaction
 * ends: two runs of its notification job (a retry, another instance) run one after the other,
 * and the second sees the first's mark.
 */
export async function lockCaseNotification(
  tx: Executor,
  caseId: string,
): Promise<CaseNotificationRow | undefined> {
  const [row] = await tx
    .select({
      stage: cases.stage,
      rejectionReason: cases.rejectionReason,
      physicianNotifiedAt: cases.physicianNotifiedAt,
      patientId: cases.patientId,
      modelingId: cases.modelingId,
      productPatientId: patients.productId,
      physicianId: cases.physicianId,
      physicianEmail: users.email,
      physicianFirstName: users.firstName,
      physicianActive: sql<boolean>`${users.status} = 'Active'`,
      preferences: users.notificationPreferences,
    })
    .from(cases)
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .innerJoin(users, eq(users.id, cases.physicianId))
    .where(eq(cases.id, caseId))
    .for('update', { of: cases });
  return row;
}

/** Marks the physician told of the case's outcome (whether or not an email went). */
export async function markPhysicianNotified(tx: Executor, caseId: string, at: Date): Promise<void> {
  await tx.update(cases).set({ physicianNotifiedAt: at }).where(eq(cases.id, caseId));
}

import { z } from 'zod';
import { PATIENT_RECORD_HUB_STATUSES, type PatientRecordHubStatus } from '@sagitta/domain';

/**
 * Something changed on a patient record (issue 16): a note, a flag, its primary physician, a new
 * or changed exam. `physicianIds` are the physicians whose patient it is (two when the primary
 * physician changed: the one it left and the one it joined): the patient record hub sends the
 * event only to browsers in the scope of one of them. Never carries PHI (no note text, no name).
 */
export interface PatientRecordEvent {
  status: PatientRecordHubStatus;
  patientId: string;
  physicianIds: string[];
  noteId?: string;
  examId?: string;
}

/** How an event read back from Redis is checked before any hub hears of it. */
export const patientRecordEvent: z.ZodType<PatientRecordEvent> = z.strictObject({
  status: z.enum(PATIENT_RECORD_HUB_STATUSES),
  patientId: z.guid(),
  physicianIds: z.array(z.guid()).max(2),
  noteId: z.guid().optional(),
  examId: z.guid().optional(),
});

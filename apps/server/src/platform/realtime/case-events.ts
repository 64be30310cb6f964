import { z } from 'zod';
import { CASE_EVENTS, CASE_STAGES, type CaseEvent, type CaseStage } from '@sagitta/domain';

/**
 * A 3D case changed (issue 18): requested, taken, started, moved on, assigned, prioritised,
 * approved or handed back to the queue. What it carries decides who hears of it: the technicians
 * it concerns, the queue stages it left or joined (the technicians who take those), the physician
 * and the patient (their scope). Ids and codes only: never a name.
 */
export interface CaseChange {
  /** The history's word for the change. */
  change: CaseEvent;
  caseId: string;
  /** The stage after the change. */
  stage: CaseStage;
  /** The stages at which the case waited in the queue, before or after the change. */
  queueStages: CaseStage[];
  /** The technicians it concerns: its assignee and the author of its work, before and after. */
  technicianIds: string[];
  physicianId: string;
  patientId: string;
}

/** How an event read back from Redis is checked before any channel hears of it. */
export const caseChange: z.ZodType<CaseChange> = z.strictObject({
  change: z.enum(CASE_EVENTS),
  caseId: z.guid(),
  stage: z.enum(CASE_STAGES),
  queueStages: z.array(z.enum(CASE_STAGES)).max(2),
  technicianIds: z.array(z.guid()).max(4),
  physicianId: z.guid(),
  patientId: z.guid(),
});

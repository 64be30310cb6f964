import { z } from 'zod';
import { ALIGNMENT_HUB_CHANGES, type AlignmentHubChange } from '@sagitta/domain';

/**
 * An alignment assessment changed (issue 17): opened, saved, its phase, completed, reviewed or
 * approved. The alignment hub sends it to browsers following the patient whose exam is in their
 * scope (checked per browser, in SQL). Ids only: never a value, a landmark or a name.
 */
export interface AlignmentEvent {
  change: AlignmentHubChange;
  patientId: string;
  examId: string;
  assessmentId: string;
}

/** How an event read back from Redis is checked before any hub hears of it. */
export const alignmentEvent: z.ZodType<AlignmentEvent> = z.strictObject({
  change: z.enum(ALIGNMENT_HUB_CHANGES),
  patientId: z.guid(),
  examId: z.guid(),
  assessmentId: z.guid(),
});

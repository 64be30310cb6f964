import { z } from 'zod';
import { WORKLIST_FEED_STATUSES, type WorklistFeedStatus } from '@sagitta/domain';

/**
 * Something happened to an exam: it was imported, or its modeling changed. `physicianId` is whose
 * exam it is (null while unassigned): the live feed sends the event only to that physician and to
 * the users acting for them.
 */
export interface AcquisitionEvent {
  status: WorklistFeedStatus;
  acquisitionId: string;
  physicianId: string | null;
}

/** How an event read back from Redis is checked before any feed hears of it. */
export const acquisitionEvent: z.ZodType<AcquisitionEvent> = z.strictObject({
  status: z.enum(WORKLIST_FEED_STATUSES),
  // Any hex uuid, as PostgreSQL's uuid type takes: ids are not all of RFC 9562's version 4.
  acquisitionId: z.guid(),
  physicianId: z.guid().nullable(),
});

import type { WorklistFeedStatus } from '@sagitta/domain';

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

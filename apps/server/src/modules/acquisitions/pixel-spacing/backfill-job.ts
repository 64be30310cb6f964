import type { Services } from '../../../platform/services';
import { BlobNotFound } from '../../../platform/blobs';
import { parseDicomHeaderOffThread } from '../dicom/parse-header';
import { enqueueJob } from '../../../platform/jobs/queue';
import type { Executor } from '../../../platform/db/database';
import {
  queueBackfillIfNeeded,
  READ_PIXEL_SPACING_JOB,
  storeHeaderSpacing,
  unreadInstances,
} from './repo';

export { READ_PIXEL_SPACING_JOB };

/**
 * At server start: queues the backfill when instances imported before migration 0016 are
 * unread and no backfill is queued yet (`queueBackfillIfNeeded`).
 * @returns whether a job was queued
 */
export async function queuePixelSpacingBackfill(db: Executor, now: Date): Promise<boolean> {
  return await queueBackfillIfNeeded(db, now);
}

/** Instances read per run: a run stays well within the job's lock (5 minutes). */
export const BACKFILL_BATCH = 200;

/**
 * The backfill of migration 0016 (issue 17): reads again the stored file of each instance
 * imported before the import kept the header's pixel spacing, and keeps what it gives, as the
 * import does (`headerPixelSpacing`). A batch per run; while unread rows remain, the run queues
 * the next one. Idempotent: only unread rows are written. A file that is gone or no longer
 * parses gives no spacing (`NONE`: the film is uncalibrated, as an import of it would be); any
 * other failure (a disk error) throws, and the queue retries the run later.
 */
export function readPixelSpacingJob(
  services: Pick<Services, 'database' | 'blobs' | 'clock'>,
  batchSize = BACKFILL_BATCH,
) {
  return async (): Promise<void> => {
    const { database, blobs, clock } = services;
    const batch = await unreadInstances(database.db, batchSize);
    for (const instance of batch) {
      let bytes: Buffer | null;
      try {
        bytes = await blobs.read(instance.blobKey);
      } catch (error) {
        if (!(error instanceof BlobNotFound)) throw error;
        bytes = null;
      }
      const parsed = bytes === null ? null : await parseDicomHeaderOffThread(bytes);
      const spacing = parsed?.ok === true ? (parsed.header.image?.pixelSpacing ?? null) : null;
      await storeHeaderSpacing(database.db, instance.id, spacing);
    }
    if (batch.length === batchSize) {
      await enqueueJob(database.db, clock.now(), { kind: READ_PIXEL_SPACING_JOB, payload: {} });
    }
  };
}

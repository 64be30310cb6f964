import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { recordAudit } from '../audit/audit';
import { BlobNotFound, type BlobKey, type BlobStore } from '../blobs';
import type { Executor } from '../db/database';
import { enqueueJob } from '../jobs/queue';
import type { Services } from '../services';
import { referencedBlobKeys } from './references';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How old an unnamed blob must be before it is removed. A writer stores a blob (or stores the
 * same content again, which refreshes it) and then commits the row that names it, seconds later;
 * a day is far beyond any of them, and an orphan is PHI nobody can reach, kept for a day at most.
 */
export const ORPHAN_BLOB_GRACE_MS = 24 * HOUR_MS;

/** How often the sweep runs. */
export const ORPHAN_SWEEP_EVERY_MS = 24 * HOUR_MS;

export const BLOB_ORPHAN_SWEEP_JOB = 'blobs.orphan-sweep';

/** Keys checked against the database per lookup. */
const BATCH = 500;

type SweepServices = Pick<Services, 'database' | 'blobs' | 'clock'>;

export interface OrphanSweep {
  /** Blobs listed. */
  examined: number;
  /** Orphans removed. */
  removed: number;
}

async function storedAtOf(blobs: BlobStore, key: BlobKey): Promise<Date | null> {
  try {
    return await blobs.storedAt(key);
  } catch (error) {
    if (error instanceof BlobNotFound) return null; // removed meanwhile
    throw error;
  }
}

/** Removes the blobs of `keys` that no row names and that were stored before `cutoff`. */
async function removeOrphans(
  { database, blobs }: SweepServices,
  keys: readonly BlobKey[],
  cutoff: number,
): Promise<number> {
  const named = await referencedBlobKeys(database.db, keys);
  let removed = 0;
  for (const key of keys) {
    if (named.has(key)) continue;
    // Read after the rows: a writer stores (or stores again) before it commits the row naming
    // the blob, so a blob about to be named looks new here, whichever comes first.
    const storedAt = await storedAtOf(blobs, key);
    if (storedAt === null || storedAt.getTime() > cutoff) continue;
    if (await blobs.delete(key)) removed += 1;
  }
  return removed;
}

/**
 * Removes the blobs that no row names (`BLOB_KEY_COLUMNS`) and that were stored more than
 * `graceMs` ago: what a crash between storing a file and committing its row leaves (an import,
 * a preview, an approval's report). Idempotent: two sweeps at once remove each orphan once.
 */
export async function sweepOrphanBlobs(
  services: SweepServices,
  graceMs = ORPHAN_BLOB_GRACE_MS,
): Promise<OrphanSweep> {
  const cutoff = services.clock.now().getTime() - graceMs;
  const sweep: OrphanSweep = { examined: 0, removed: 0 };
  let batch: BlobKey[] = [];
  const flush = async () => {
    sweep.removed += await removeOrphans(services, batch, cutoff);
    sweep.examined += batch.length;
    batch = [];
  };
  for await (const key of services.blobs.keys()) {
    batch.push(key);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return sweep;
}

/**
 * The sweep as a job of the queue: it runs, records what it removed in the audit trail (as the
 * system), and queues its next run. A failed run is retried by the queue; the next start queues
 * it again if no run is queued.
 */
export function blobOrphanSweepJob(services: SweepServices) {
  return async (): Promise<void> => {
    const { examined, removed } = await sweepOrphanBlobs(services);
    const now = services.clock.now();
    await services.database.db.transaction(async (tx) => {
      if (removed > 0) {
        await recordAudit(tx, now, {
          actorUserId: null,
          action: 'blob.orphans.remove',
          targetType: 'blob-store',
          outcome: 'success',
          clientIp: null,
          details: { examined, removed, graceHours: ORPHAN_BLOB_GRACE_MS / HOUR_MS },
        });
      }
      await enqueueJob(tx, now, {
        kind: BLOB_ORPHAN_SWEEP_JOB,
        payload: {},
        runAfter: new Date(now.getTime() + ORPHAN_SWEEP_EVERY_MS),
      });
    });
  };
}

/** Queues a sweep at once unless one is queued (or running): what each start does. */
export async function queueOrphanSweep(db: Executor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // One instance at a time decides: two starting together queue one sweep.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${BLOB_ORPHAN_SWEEP_JOB}, 0))`,
    );
    const [queued] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.kind, BLOB_ORPHAN_SWEEP_JOB))
      .limit(1);
    if (queued === undefined) {
      await enqueueJob(tx, now, { kind: BLOB_ORPHAN_SWEEP_JOB, payload: {} });
    }
  });
}

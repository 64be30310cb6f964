import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HeaderSpacing } from '@sagitta/domain';
import { instances, jobs } from '../../../db/schema';
import type { Executor } from '../../../platform/db/database';
import { insertJobs } from '../../../platform/jobs/job-row';

/** What `execute` answers on both drivers (PGlite's results and node-postgres' QueryResult). */
const queuedRows = z.object({ rows: z.array(z.unknown()) });

/** The job that reads the header spacing of instances imported before migration 0016. */
export const READ_PIXEL_SPACING_JOB = 'read-pixel-spacing';

/** Instances whose header spacing has not been read yet (the partial index's rows), by id. */
export async function unreadInstances(db: Executor, limit: number) {
  return await db
    .select({ id: instances.id, blobKey: instances.blobKey })
    .from(instances)
    .where(isNull(instances.pixelSpacingSource))
    .orderBy(asc(instances.id))
    .limit(limit);
}

/**
 * Keeps what an instance's header gives (null: no usable spacing, `NONE`). Only a row still
 * unread is written: a second run, or a run racing another worker, changes nothing.
 */
export async function storeHeaderSpacing(
  db: Executor,
  instanceId: string,
  spacing: HeaderSpacing | null,
): Promise<void> {
  await db
    .update(instances)
    .set({
      pixelSpacingSource: spacing?.source ?? 'NONE',
      pixelSpacingRowMm: spacing?.pixelSpacingMm[0] ?? null,
      pixelSpacingColumnMm: spacing?.pixelSpacingMm[1] ?? null,
    })
    .where(and(eq(instances.id, instanceId), isNull(instances.pixelSpacingSource)));
}

/**
 * Queues the backfill when some instance is unread and no such job is queued already: one
 * statement, so two servers starting together queue it once or, at worst, twice (harmless: the
 * job is idempotent). Cheap when nothing is unread: the partial index is empty.
 * @returns whether a job was queued
 */
export async function queueBackfillIfNeeded(db: Executor, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    ${insertJobs(
      { kind: sql`${READ_PIXEL_SPACING_JOB}::text`, payload: sql`'{}'::jsonb` },
      sql`${now.toISOString()}::timestamptz`,
      sql`WHERE EXISTS (SELECT 1 FROM ${instances} WHERE ${instances.pixelSpacingSource} IS NULL)
        AND NOT EXISTS (SELECT 1 FROM ${jobs} WHERE ${jobs.kind} = ${READ_PIXEL_SPACING_JOB})`,
    )}
    RETURNING id`);
  return queuedRows.parse(result).rows.length > 0;
}

import type { SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { insertSelect, type SqlRow, type ValuesOrSql } from '../db/insert-select';

export interface JobRequest {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this time (a return after 15 minutes); at once when left out. */
  runAfter?: Date;
}

type JobRow = typeof jobs.$inferInsert;

/**
 * A queued job's row: due at once (or at its `runAfter`), created now, not yet tried. The one definition of it, for
 * `enqueueJob` (values) and for a statement that queues its jobs itself (SQL expressions,
 * `insertJobs`): a change to the `jobs` table is made here, and type-checked for both.
 */
export function newJobRow(job: JobRequest, now: Date): JobRow;
export function newJobRow(job: { kind: SQL; payload: SQL }, now: SQL): SqlRow<typeof jobs>;
export function newJobRow(job: ValuesOrSql<JobRequest>, now: Date | SQL): ValuesOrSql<JobRow> {
  return { kind: job.kind, payload: job.payload, runAfter: job.runAfter ?? now, createdAt: now };
}

/**
 * Queues one job per row of `from` (a FROM … WHERE … clause) as `enqueueJob` would, inside a
 * larger statement: in its transaction, so the job exists exactly when that statement commits.
 */
export function insertJobs(job: { kind: SQL; payload: SQL }, now: SQL, from: SQL): SQL {
  return insertSelect(jobs, newJobRow(job, now), from);
}

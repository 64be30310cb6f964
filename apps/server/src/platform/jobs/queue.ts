import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import type { ForegroundWork } from './foreground';
import { newJobRow, type JobRequest } from './job-row';

/** A job is given up after this many failed runs; it stays in the table with its last error. */
export const MAX_JOB_ATTEMPTS = 5;
/** How long a claimed job is another worker's; a worker that died loses it after this. */
const LOCK_MS = 5 * 60_000;
/** Failed jobs wait 10 s, 20 s, 40 s … before their next run. */
const RETRY_BASE_MS = 10_000;
/**
 * While foreground requests run, jobs wait at most this long past their due time: a batch of
 * uploads delays previews, a day-long migration does not starve them.
 */
export const MAX_YIELD_MS = 30_000;

export type { JobRequest } from './job-row';

/** Runs the jobs of one kind; throwing makes the job run again later. */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** Where the worker reports; pino's logger fits. */
export interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the change that asks
 * for it commits. Call `JobWorker.kick()` after the commit to run it without waiting for a poll.
 */
export async function enqueueJob(executor: Executor, now: Date, job: JobRequest): Promise<void> {
  await executor.insert(jobs).values(newJobRow(job, now));
}

/**
 * Runs due jobs one at a time (preview rendering is CPU-bound; one per process keeps requests
 * responsive on a small machine). Polls every `pollMs` and whenever kicked. A job is claimed by
 * locking it for `LOCK_MS` with `FOR UPDATE SKIP LOCKED`, so several server instances share the
 * table and a job whose worker died runs again; a finished job is deleted. While `foreground`
 * work runs (uploads), no job starts until it has waited `MAX_YIELD_MS`; the worker looks again
 * when the foreground ends.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private running: Promise<number> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Database;
      clock: Clock;
      log: JobLog;
      pollMs?: number;
      foreground?: ForegroundWork;
    },
  ) {
    options.foreground?.onIdle(() => {
      this.kick();
    });
  }

  handle(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    if (this.timer !== null) return;
    this.timer = setInterval(() => {
      this.look();
    }, this.options.pollMs ?? 5_000);
    this.timer.unref();
    this.kick();
  }

  /**
   * Runs what is due soon, without waiting; call after committing an enqueue. Nothing during
   * foreground work: its end kicks, and the poll finds the jobs that waited too long.
   */
  kick(): void {
    if (this.options.foreground?.busy !== true) this.look();
  }

  /** A pass over due jobs, in the background; during foreground work, only overdue ones. */
  private look(): void {
    // The foreground's quiet timer may end after the server stopped.
    if (this.stopped) return;
    this.drain({ yieldToForeground: true }).catch((error: unknown) => {
      this.options.log.error({ err: error }, 'job pass failed');
    });
  }

  /**
   * Runs every due job, then resolves with how many ran; with `yieldToForeground` (kicks and
   * polls), only those that have waited long enough during foreground work. One pass at a time;
   * a call during a pass makes it look again before it ends.
   */
  drain(options: { yieldToForeground?: boolean } = {}): Promise<number> {
    if (this.running !== null) {
      this.again = true;
      return this.running;
    }
    const pass = async (): Promise<number> => {
      let ran = 0;
      do {
        this.again = false;
        while (await this.runOne(options.yieldToForeground === true)) ran += 1;
      } while (this.lookAgain());
      return ran;
    };
    this.running = pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops polling and waits for the job in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private lookAgain(): boolean {
    return this.again;
  }

  /** Claims and runs one due job; false when none is due. */
  private async runOne(yieldToForeground: boolean): Promise<boolean> {
    const { db, clock, log, foreground } = this.options;
    const now = clock.now();
    const yielding = yieldToForeground && foreground?.busy === true;
    const dueBy = yielding ? new Date(now.getTime() - MAX_YIELD_MS) : now;
    // One statement claims the next due job: the sub-select locks it (skipping jobs other
    // workers hold) and the update marks it, in the statement's own transaction.
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          lte(jobs.runAfter, dueBy),
          lt(jobs.attempts, MAX_JOB_ATTEMPTS),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(jobs.runAfter)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(jobs)
      .set({
        lockedUntil: new Date(now.getTime() + LOCK_MS),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts });
    if (job === undefined) return false;
    const handler = this.handlers.get(job.kind);
    try {
      if (handler === undefined) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(job.payload as Record<string, unknown>);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      const { attempts } = job; // this run included
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, kind: job.kind, attempts, err: error }, 'job failed');
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 500),
          runAfter: new Date(clock.now().getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
        })
        .where(eq(jobs.id, job.id));
    }
    return true;
  }
}

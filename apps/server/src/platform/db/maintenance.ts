import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './database';

export interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** After start-up has settled (migrations, seeding, the demo's imports), not during it. */
const FIRST_RUN_AFTER_MS = 5 * 60 * 1000;
const EVERY_MS = 60 * 60 * 1000;

/**
 * What PostgreSQL's autovacuum does on a server, done for PGlite, which has no autovacuum
 * worker: `VACUUM (ANALYZE)` every hour. Without it the planner never gets statistics (every
 * prefix search is planned as if it matched one row), the tables that churn (the job queue,
 * the instances whose preview status changes) keep every dead row, and no page is ever marked
 * all-visible. PGlite runs in this thread, so the pass holds the process for its duration: after
 * the first, it skips all-visible pages and takes little. A PostgreSQL server needs none of it.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: MaintenanceLog,
    private readonly timing = { firstRunAfterMs: FIRST_RUN_AFTER_MS, everyMs: EVERY_MS },
  ) {}

  start(): void {
    if (this.handle.kind !== 'pglite' || this.timer !== null) return;
    const schedule = (delay: number) => {
      this.timer = setTimeout(() => {
        void this.runNow().finally(() => {
          if (this.timer !== null) schedule(this.timing.everyMs);
        });
      }, delay);
      this.timer.unref();
    };
    schedule(this.timing.firstRunAfterMs);
  }

  /** One pass now; never rejects (a failed pass is logged, the next one comes anyway). */
  runNow(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async pass(): Promise<void> {
    const started = performance.now();
    try {
      await this.handle.db.execute(sql`VACUUM (ANALYZE)`);
      this.log.info(
        { ms: Math.round(performance.now() - started) },
        'database vacuumed and analyzed',
      );
    } catch (error) {
      this.log.error({ err: error }, 'database maintenance failed');
    }
  }
}

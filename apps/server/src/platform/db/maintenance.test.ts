import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database';
import { EmbeddedMaintenance } from './maintenance';
import { openPglite } from './open';

/** What the maintenance logged, to read back. */
function recordingLog() {
  const lines: { level: 'info' | 'error'; message: string }[] = [];
  return {
    lines,
    info: (_details: object, message: string) => lines.push({ level: 'info', message }),
    error: (_details: object, message: string) => lines.push({ level: 'error', message }),
  };
}

async function studiesAnalyzed(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.db
    .select({ reltuples: sql<number>`reltuples` })
    .from(sql`pg_class`)
    .where(sql`relname = 'studies'`);
  // -1: never vacuumed nor analyzed (PostgreSQL 14+).
  return row !== undefined && row.reltuples >= 0;
}

const until = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200 && !(await condition()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('EmbeddedMaintenance (PGlite has no autovacuum)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite(new PGlite());
  });
  afterAll(() => handle.close());

  it('vacuums and analyzes the embedded database on its schedule until stopped', async () => {
    expect(await studiesAnalyzed(handle)).toBe(false);
    const log = recordingLog();
    const maintenance = new EmbeddedMaintenance(handle, log, { firstRunAfterMs: 10, everyMs: 30 });
    maintenance.start();
    await until(async () => log.lines.length >= 2);
    await maintenance.stop();
    expect(await studiesAnalyzed(handle)).toBe(true);
    expect(log.lines.slice(0, 2)).toEqual([
      { level: 'info', message: 'database vacuumed and analyzed' },
      { level: 'info', message: 'database vacuumed and analyzed' },
    ]);
    const after = log.lines.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.lines).toHaveLength(after); // stopped: no pass since
  });

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const fresh = await openPglite(new PGlite());
    try {
      const log = recordingLog();
      const asServer: DatabaseHandle = { ...fresh, kind: 'postgres' };
      const maintenance = new EmbeddedMaintenance(asServer, log, {
        firstRunAfterMs: 1,
        everyMs: 1,
      });
      maintenance.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await maintenance.stop();
      expect(log.lines).toEqual([]);
      expect(await studiesAnalyzed(fresh)).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('logs a failed pass instead of throwing', async () => {
    const closed = await openPglite(new PGlite());
    await closed.close();
    const log = recordingLog();
    await new EmbeddedMaintenance(closed, log).runNow();
    expect(log.lines).toEqual([{ level: 'error', message: 'database maintenance failed' }]);
  });
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { instances, jobs, series } from '../../db/schema';
import { auditRowsSince, lastAuditId } from '../../../test/audit-rows';
import { insertExam } from '../../../test/exams';
import { useTestApp } from '../../../test/harness';
import { LocalBlobStore } from '../blobs';
import { folderOf } from '../blobs/local-write';
import { BLOB_KEY_COLUMNS } from './references';
import {
  BLOB_ORPHAN_SWEEP_JOB,
  blobOrphanSweepJob,
  ORPHAN_BLOB_GRACE_MS,
  ORPHAN_SWEEP_EVERY_MS,
  queueOrphanSweep,
  sweepOrphanBlobs,
} from './sweep';

const t = useTestApp();
const HOUR_MS = 60 * 60 * 1000;

const store = () => t.app.services.blobs;

/** Dates a local blob's file as if it had been stored `ms` before the app's clock. */
async function storedAgo(key: string, ms: number): Promise<void> {
  const blobs = store();
  if (!(blobs instanceof LocalBlobStore)) throw new Error('the tests run on the local store');
  const when = new Date(t.clock.now().getTime() - ms);
  await fs.utimes(path.join(folderOf(blobs.root, key), key), when, when);
}

/** A new blob no row names. */
const anOrphan = async () => (await store().put(randomBytes(64))).key;

const sweepJobs = () =>
  t.database.db.select().from(jobs).where(eq(jobs.kind, BLOB_ORPHAN_SWEEP_JOB));

beforeAll(async () => {
  // The sweep each start queues has run (nothing to remove yet) and queued the next, a day on.
  await t.app.services.jobs.drain();
});

describe('the orphan blob sweep', () => {
  it('removes an unnamed blob stored over a day ago; keeps the named, the young and one stored again', async () => {
    const old = await anOrphan();
    await storedAgo(old, ORPHAN_BLOB_GRACE_MS + HOUR_MS);
    const young = await anOrphan();
    await storedAgo(young, ORPHAN_BLOB_GRACE_MS - HOUR_MS);
    // Stored two days ago, then stored again (an import of the same file about to be named).
    const bytes = randomBytes(64);
    const again = (await store().put(bytes)).key;
    await storedAgo(again, 2 * ORPHAN_BLOB_GRACE_MS);
    expect((await store().put(bytes)).created).toBe(false);
    // A DICOM file an instance names, stored long ago.
    const named = (await store().put(randomBytes(64))).key;
    const examId = await insertExam(t.database.db, { physicianId: await t.userIdOf('surgeon') });
    const [file] = await t.database.db
      .select({ id: instances.id })
      .from(instances)
      .innerJoin(series, eq(series.id, instances.seriesId))
      .where(eq(series.studyId, examId));
    if (file === undefined) throw new Error('an exam with its instance');
    await t.database.db.update(instances).set({ blobKey: named }).where(eq(instances.id, file.id));
    await storedAgo(named, 30 * ORPHAN_BLOB_GRACE_MS);

    const sweep = await sweepOrphanBlobs(t.app.services);

    expect(sweep.removed).toBe(1);
    expect(sweep.examined).toBeGreaterThanOrEqual(4);
    expect(await store().exists(old)).toBe(false);
    for (const kept of [young, again, named]) expect(await store().exists(kept)).toBe(true);
    // A second sweep finds nothing more.
    expect((await sweepOrphanBlobs(t.app.services)).removed).toBe(0);
  });

  it('as a job: records what it removed in the audit trail and queues its next run a day later', async () => {
    await t.database.db.delete(jobs).where(eq(jobs.kind, BLOB_ORPHAN_SWEEP_JOB));
    const since = await lastAuditId(t.database.db);
    const old = await anOrphan();
    await storedAgo(old, 2 * ORPHAN_BLOB_GRACE_MS);
    await blobOrphanSweepJob(t.app.services)();
    expect(await store().exists(old)).toBe(false);
    const [row, ...others] = await auditRowsSince(t.database.db, since, 'blob.orphans.remove');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      actorUserId: null,
      targetType: 'blob-store',
      outcome: 'success',
      details: { removed: 1, graceHours: 24 },
    });
    const next = new Date(t.clock.now().getTime() + ORPHAN_SWEEP_EVERY_MS);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, BLOB_ORPHAN_SWEEP_JOB), eq(jobs.runAfter, next)));
    expect(queued).toHaveLength(1);
    // Nothing removed: no audit row.
    const quiet = await lastAuditId(t.database.db);
    await blobOrphanSweepJob(t.app.services)();
    expect(await auditRowsSince(t.database.db, quiet, 'blob.orphans.remove')).toEqual([]);
  });

  it('is queued by a start only when no run is queued', async () => {
    const before = (await sweepJobs()).length;
    expect(before).toBeGreaterThanOrEqual(1);
    await Promise.all([
      queueOrphanSweep(t.database.db, t.clock.now()),
      queueOrphanSweep(t.database.db, t.clock.now()),
    ]);
    expect(await sweepJobs()).toHaveLength(before);
    await t.database.db.delete(jobs).where(eq(jobs.kind, BLOB_ORPHAN_SWEEP_JOB));
    await Promise.all([
      queueOrphanSweep(t.database.db, t.clock.now()),
      queueOrphanSweep(t.database.db, t.clock.now()),
    ]);
    expect(await sweepJobs()).toHaveLength(1);
  });

  it('knows every column of the schema that names a blob', () => {
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable),
    );
    const blobColumns = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      return columns
        .filter((column) => column.name.endsWith('blob_key'))
        .map((column) => `${name}.${column.name}`);
    });
    const listed = BLOB_KEY_COLUMNS.map(
      (column) => `${getTableConfig(column.table).name}.${column.name}`,
    );
    expect(listed.sort()).toEqual(blobColumns.sort());
    expect(listed).toHaveLength(3);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, instances, jobs } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit/audit';
import { createBlobStore, type BlobStore } from '../../../platform/blobs';
import { enqueueJob } from '../../../platform/jobs/queue';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { useTestApp } from '../../../../test/harness';
import { RENDER_PREVIEWS_JOB } from '../previews/render-job';
import { importDicomFile } from './service';

/**
 * The filing statement writes its job and audit rows itself (one statement per upload); these
 * tests hold those rows to what `enqueueJob` and `recordAudit` write for the same request, column
 * by column, so the two cannot drift apart.
 */
const t = useTestApp();
const dicom = new DicomVariants();
let scratch = '';
let blobs: BlobStore;

beforeAll(async () => {
  // Nothing may run (and delete) the job between its filing and the look at it.
  await t.app.services.jobs.stop();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-filed-rows-'));
  blobs = createBlobStore({ root: path.join(scratch, 'blobs'), clock: t.clock });
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  dicom.dispose();
});

/** Every column but the id, which each writer draws anew. */
const withoutId = <R extends { id: unknown }>(row: R) => ({ ...row, id: undefined });

async function jobsOf(instanceId: string) {
  const found = await t.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'instanceId' = ${instanceId}`);
  return found.map(withoutId);
}

async function auditRowsOf(instanceId: string) {
  const found = await t.database.db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.details}->>'instanceId' = ${instanceId}`);
  return found.map(withoutId);
}

describe('the rows the filing statement writes for the platform', () => {
  it('are the rows enqueueJob and recordAudit write for the same job and the same event', async () => {
    const actorUserId = await t.userIdOf('surgeon');
    const clientIp = '192.0.2.10';
    const result = await importDicomFile(
      { db: t.database.db, blobs, clock: t.clock },
      dicom.original('mr-small.dcm'),
      { userId: actorUserId, roles: ['PHYSICIAN'] },
      { actorUserId, clientIp },
    );
    if (result.status !== 'stored') throw new Error(`not stored: ${JSON.stringify(result)}`);
    const [instance] = await t.database.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.sopInstanceUid, result.sopInstanceUid));
    const instanceId = instance?.id ?? '';

    const filedJobs = await jobsOf(instanceId);
    const filedAudit = await auditRowsOf(instanceId);
    expect(filedJobs).toHaveLength(1);
    expect(filedAudit).toHaveLength(1);

    const now = t.clock.now();
    await enqueueJob(t.database.db, now, {
      kind: RENDER_PREVIEWS_JOB,
      payload: { instanceId },
    });
    await recordAudit(t.database.db, now, {
      actorUserId,
      action: 'acquisition.store',
      targetType: 'acquisition',
      targetId: result.studyId,
      outcome: 'success',
      clientIp,
      details: { statusCode: 201, instanceId },
    });
    // Ids aside, the filed row and the platform writer's row are the same row.
    const [filedJob, queued] = await jobsOf(instanceId);
    const [filedEvent, recorded] = await auditRowsOf(instanceId);
    expect(queued).toBeDefined();
    expect(filedJob).toEqual(queued);
    expect(recorded).toBeDefined();
    expect(filedEvent).toEqual(recorded);
  });
});

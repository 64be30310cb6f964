import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { importAnswer } from '@sagitta/domain';
import { instances, jobs, series } from '../../../db/schema';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { insertExam } from '../../../../test/exams';
import { as, useTestApp } from '../../../../test/harness';
import { multipartBody } from '../../../../test/multipart';
import { readPixelSpacingJob } from './backfill-job';
import { queueBackfillIfNeeded, READ_PIXEL_SPACING_JOB } from './repo';

const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});

/** Uploads the files as the surgeon; their instance rows, in the order sent. */
async function upload(...files: { bytes: Buffer; sopInstanceUid: string }[]) {
  const response = await as(t.app, await t.sessionOf('surgeon'), {
    method: 'POST',
    url: '/api/acquisitions/store',
    ...multipartBody(files.map((file, index) => ({ name: `f${index}.dcm`, bytes: file.bytes }))),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(importAnswer.parse(response.json()).files).toHaveLength(files.length);
  return await spacingOf(files.map((file) => file.sopInstanceUid));
}

async function spacingOf(sopInstanceUids: string[]) {
  const rows = await t.database.db
    .select({
      uid: instances.sopInstanceUid,
      id: instances.id,
      source: instances.pixelSpacingSource,
      row: instances.pixelSpacingRowMm,
      column: instances.pixelSpacingColumnMm,
    })
    .from(instances)
    .where(inArray(instances.sopInstanceUid, sopInstanceUids));
  return sopInstanceUids.map((uid) => rows.find((row) => row.uid === uid));
}

const queuedBackfills = async () =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, READ_PIXEL_SPACING_JOB))).length;

describe('the header spacing of an import (issue 17)', () => {
  it('keeps Pixel Spacing, Imager Pixel Spacing and their absence from real files', async () => {
    const mr = dicom.variant('mr-small.dcm');
    const ct = dicom.variant('ct-small.dcm');
    const imager = dicom.variant('sc-8bit-img2dcm.dcm', ['(0018,1164)=0.2\\0.25']);
    const bare = dicom.variant('sc-8bit-img2dcm.dcm');
    const zero = dicom.variant('mr-small.dcm', ['(0028,0030)=0\\0']);
    const rows = await upload(mr, ct, imager, bare, zero);
    expect(rows.map((row) => [row?.source, row?.row, row?.column])).toEqual([
      ['PIXEL_SPACING', 0.3125, 0.3125],
      ['PIXEL_SPACING', 0.661468, 0.661468],
      ['IMAGER_PIXEL_SPACING', 0.2, 0.25],
      ['NONE', null, null],
      // A zero spacing is no calibration: null, never 0.
      ['NONE', null, null],
    ]);
  });

  it('refuses a row that would keep a spacing of 0 or a source without its spacing', async () => {
    const [row] = await upload(dicom.variant('mr-small.dcm'));
    const id = row?.id ?? '';
    for (const change of [
      { pixelSpacingRowMm: 0 },
      { pixelSpacingColumnMm: null },
      { pixelSpacingSource: 'NONE' },
      { pixelSpacingSource: 'GUESS' },
    ]) {
      await expect(
        t.database.db.update(instances).set(change).where(eq(instances.id, id)),
      ).rejects.toThrow();
    }
  });
});

describe('the backfill of instances imported before migration 0016', () => {
  it('reads their headers again, once, and leaves every other row alone', async () => {
    const files = [
      dicom.variant('mr-small.dcm'),
      dicom.variant('sc-8bit-img2dcm.dcm', ['(0018,1164)=0.15\\0.15', '(0018,1114)=1.5']),
      dicom.variant('sc-8bit-img2dcm.dcm'),
    ];
    const imported = await upload(...files);
    await t.app.services.jobs.drain(); // the preview jobs
    // A row whose file is gone (a fixture's blob key names no blob).
    const examId = await insertExam(t.database.db, { physicianId: null });
    const seriesIds = t.database.db
      .select({ id: series.id })
      .from(series)
      .where(eq(series.studyId, examId));
    const [lost] = await t.database.db
      .select({ uid: instances.sopInstanceUid })
      .from(instances)
      .where(inArray(instances.seriesId, seriesIds));
    const uids = [...files.map((file) => file.sopInstanceUid), lost?.uid ?? ''];
    // As a database upgraded from before 0016 has them: never read.
    await t.database.db
      .update(instances)
      .set({ pixelSpacingSource: null, pixelSpacingRowMm: null, pixelSpacingColumnMm: null })
      .where(inArray(instances.sopInstanceUid, uids));

    expect(await queueBackfillIfNeeded(t.database.db, t.clock.now())).toBe(true);
    expect(await queueBackfillIfNeeded(t.database.db, t.clock.now()), 'queued once').toBe(false);
    expect(await queuedBackfills()).toBe(1);
    await t.app.services.jobs.drain();

    const read = await spacingOf(uids);
    expect(read.map((row) => row?.source)).toEqual([
      'PIXEL_SPACING',
      'IMAGER_PIXEL_SPACING',
      'NONE',
      'NONE',
    ]);
    expect(read[0]).toMatchObject(imported[0] ?? {});
    expect(read[1]?.row).toBeCloseTo(0.1, 12);
    expect(read[1]?.column).toBeCloseTo(0.1, 12);
    expect(await queuedBackfills(), 'done: no job left').toBe(0);
    expect(await queueBackfillIfNeeded(t.database.db, t.clock.now()), 'nothing left').toBe(false);

    // Idempotent: another run (a retry, a second server) changes nothing.
    const before = await t.database.db.select().from(instances);
    await readPixelSpacingJob(t.app.services)();
    expect(await t.database.db.select().from(instances)).toEqual(before);
  });

  it('reads a batch per run and queues the next run while unread rows remain', async () => {
    const files = [
      dicom.variant('mr-small.dcm'),
      dicom.variant('ct-small.dcm'),
      dicom.variant('sc-8bit-img2dcm.dcm'),
    ];
    await upload(...files);
    await t.app.services.jobs.drain(); // the preview jobs
    const uids = files.map((file) => file.sopInstanceUid);
    await t.database.db
      .update(instances)
      .set({ pixelSpacingSource: null, pixelSpacingRowMm: null, pixelSpacingColumnMm: null })
      .where(inArray(instances.sopInstanceUid, uids));
    const unread = async () => (await spacingOf(uids)).filter((row) => row?.source === null);

    await readPixelSpacingJob(t.app.services, 2)();
    expect(await unread(), 'a batch of two read').toHaveLength(1);
    expect(await queuedBackfills(), 'the next run queued').toBe(1);
    await t.app.services.jobs.drain();
    expect(await unread()).toHaveLength(0);
    expect((await spacingOf(uids)).map((row) => row?.source)).toEqual([
      'PIXEL_SPACING',
      'PIXEL_SPACING',
      'NONE',
    ]);
    expect(await queuedBackfills(), 'done: no job left').toBe(0);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  institutions,
  instances,
  patients,
  series,
  studies,
} from '../../../db/schema';
import { createBlobStore, type BlobStore } from '../../../platform/blobs';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { useTestApp, type DemoUser } from '../../../../test/harness';
import { institutionIdOf, newInstitution } from '../../../../test/institutions';
import { giveReferringTag } from '../../../../test/referring-tags';
import { importDicomFile, type ImportDeps, type Uploader } from './service';

const t = useTestApp();
/** As the store route passes it for a device's upload. */
const audit = { actorUserId: null, clientIp: '192.0.2.10' };
const dicom = new DicomVariants();
let scratch = '';
let blobs: BlobStore;
const deps = (): ImportDeps => ({ db: t.database.db, blobs, clock: t.clock });
const device = (): Uploader => ({ deviceInstitutionId: lakesideId });
let lakesideId = '';

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sagitta-import-'));
  blobs = createBlobStore({ root: path.join(scratch, 'blobs'), clock: t.clock });
  const [lakeside] = await t.database.db
    .select({ id: institutions.id })
    .from(institutions)
    .where(eq(institutions.name, 'Lakeside Spine Center'));
  lakesideId = lakeside?.id ?? '';
  await giveReferringTag(t, await t.userIdOf('surgeon'), 'CHEN^MARIA');
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  dicom.dispose();
});

const bytesOf = (name: string) => dicom.original(name);
const variant = (name: string, tags: string[] = []) => dicom.variant(name, tags);

async function rowCounts() {
  const db = t.database.db;
  const countOf = async (table: typeof patients | typeof studies | typeof series) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    patients: await countOf(patients),
    studies: await countOf(studies),
    series: await countOf(series),
    instances: (await db.select({ n: count() }).from(instances))[0]?.n,
  };
}

async function patientOf(studyId: string) {
  const [row] = await t.database.db
    .select({ patient: patients, study: studies })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(eq(studies.id, studyId));
  if (row === undefined) throw new Error(`no study ${studyId}`);
  return row;
}

describe('importDicomFile', () => {
  it('stores a real file: its blob and its patient, study, series and instance rows', async () => {
    const bytes = bytesOf('mr-small.dcm');
    const result = await importDicomFile(deps(), bytes, device(), audit);
    expect(result).toMatchObject({
      status: 'stored',
      sopInstanceUid: '1.3.6.1.4.1.5962.1.1.4.1.1.20040826185059.5457',
    });
    if (result.status !== 'stored') return;
    const [instance] = await t.database.db
      .select()
      .from(instances)
      .where(eq(instances.sopInstanceUid, result.sopInstanceUid));
    expect(instance).toMatchObject({ size: bytes.length, rows: 64, columns: 64, frames: 1 });
    expect(await blobs.read(instance?.blobKey ?? '')).toEqual(bytes);
    const { patient, study } = await patientOf(result.studyId);
    expect(patient).toMatchObject({
      patientId: '4MR1',
      familyName: 'CompressedSamples',
      givenName: 'MR1',
      searchFamily: 'compressedsamples',
      searchPatientId: '4mr1',
      // TOSHIBA is no institution: unassigned, remembered at the device's site.
      physicianId: null,
      institutionId: lakesideId,
    });
    expect(study).toMatchObject({ studyDate: '2004-08-26', studyDateRaw: '20040826' });
  });

  it('answers a second import of the same instance as already stored, adding nothing', async () => {
    const file = variant('mr-small.dcm');
    const first = await importDicomFile(deps(), file.bytes, device(), audit);
    const before = await rowCounts();
    const again = await importDicomFile(deps(), file.bytes, device(), audit);
    expect(first).toMatchObject({ status: 'stored', newExam: true });
    expect(again).toEqual({ ...first, status: 'already-stored', newExam: false, warnings: [] });
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['not-dicom.txt', 400, 'Not a DICOM file'],
    ['not-dicom.bmp', 400, 'Not a DICOM file'],
    ['mr-truncated.dcm', 400, /truncated/iu],
    ['mr-small-cut-in-header.dcm', 400, /truncated/iu],
    ['missing-sop-uid.dcm', 422, 'Missing SOP Instance UID (0008,0018)'],
    ['missing-patient-id.dcm', 422, 'Missing Patient ID (0010,0020)'],
  ])('refuses %s with %i and leaves no row', async (name, status, message) => {
    const before = await rowCounts();
    const result = await importDicomFile(deps(), bytesOf(name), device(), audit);
    expect(result).toMatchObject({ status });
    expect('message' in result ? result.message : '').toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a file above the size limit with 413', async () => {
    const result = await importDicomFile(
      { ...deps(), maxUploadBytes: 1000 },
      bytesOf('mr-small.dcm'),
      device(),
      audit,
    );
    expect(result).toMatchObject({ status: 413 });
  });

  it('routes an exact institution name and referring-physician tag to that physician', async () => {
    const file = variant('mr-small.dcm', [
      '(0008,0080)=Lakeside Spine Center',
      '(0008,0090)=CHEN^MARIA',
    ]);
    const result = await importDicomFile(deps(), file.bytes, device(), audit);
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    const { patient, study } = await patientOf(result.studyId);
    expect(patient.physicianId).toBe(await t.userIdOf('surgeon'));
    expect(patient.institutionId).toBe(lakesideId);
    expect(study).toMatchObject({
      referringPhysicianRaw: 'CHEN^MARIA',
      institutionNameRaw: 'Lakeside Spine Center',
    });
  });

  it.each([
    ['another case of the tag', ['(0008,0080)=Lakeside Spine Center', '(0008,0090)=Chen^Maria']],
    ['another case of the name', ['(0008,0080)=lakeside spine center', '(0008,0090)=CHEN^MARIA']],
    ['no institution name', ['(0008,0080)=', '(0008,0090)=CHEN^MARIA']],
  ])('leaves an exam with %s unassigned', async (_, tags) => {
    const result = await importDicomFile(
      deps(),
      variant('mr-small.dcm', tags).bytes,
      {
        userId: await t.userIdOf('admin'),
        roles: ['SYSTEM_ADMINISTRATOR'],
      },
      audit,
    );
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient.physicianId).toBeNull();
  });

  it("gives a physician's own unmatched upload to that physician, at their own institution", async () => {
    const surgeonT1 = await t.userIdOf('surgeon.t1');
    const file = variant('mr-small.dcm', ['(0008,0080)=Nowhere Clinic']);
    const result = await importDicomFile(
      deps(),
      file.bytes,
      {
        userId: surgeonT1,
        roles: ['PHYSICIAN'],
      },
      audit,
    );
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient).toMatchObject({
      physicianId: surgeonT1,
      institutionId: await institutionIdOf(t, 'Harbor Orthopedics'),
    });
  });

  it("keeps an unmatched device upload unassigned, at the device's site", async () => {
    const file = variant('mr-small.dcm', ['(0008,0080)=Nowhere Clinic', '(0008,0090)=CHEN^MARIA']);
    const result = await importDicomFile(deps(), file.bytes, device(), audit);
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient).toMatchObject({
      physicianId: null,
      institutionId: lakesideId,
    });
  });

  it.each<[string, string, DemoUser[]]>([
    ['only a non-physician holds the tag', 'STAFF^TAG', ['staff']],
    ['the physician works at another institution', 'HARBOR^TAG', ['surgeon.t1']],
  ])('routes nobody when %s', async (_, tag, holders) => {
    for (const holder of holders) {
      await giveReferringTag(t, await t.userIdOf(holder), tag);
    }
    const file = variant('mr-small.dcm', [
      '(0008,0080)=Lakeside Spine Center',
      `(0008,0090)=${tag}`,
    ]);
    const result = await importDicomFile(deps(), file.bytes, device(), audit);
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient).toMatchObject({
      physicianId: null,
      institutionId: lakesideId,
    });
  });

  it('never routes to a deleted institution, even of the same name', async () => {
    const name = 'Closed Spine Clinic';
    const closedId = await newInstitution(t, name);
    const physician = await t.userIdOf('surgeon.t1');
    await giveReferringTag(t, physician, 'CLOSED^TAG');
    await t.database.db
      .update(institutions)
      .set({ deletedAt: new Date() })
      .where(eq(institutions.id, closedId));
    const file = variant('mr-small.dcm', [`(0008,0080)=${name}`, '(0008,0090)=CLOSED^TAG']);
    const result = await importDicomFile(
      deps(),
      file.bytes,
      {
        userId: await t.userIdOf('admin'),
        roles: ['SYSTEM_ADMINISTRATOR'],
      },
      audit,
    );
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient).toMatchObject({
      physicianId: null,
      institutionId: null,
    });
  });

  it('routes a matched upload of a physician to the matched physician, not the uploader', async () => {
    const file = variant('mr-small.dcm', [
      '(0008,0080)=Lakeside Spine Center',
      '(0008,0090)=CHEN^MARIA',
    ]);
    const result = await importDicomFile(
      deps(),
      file.bytes,
      {
        userId: await t.userIdOf('surgeon2'),
        roles: ['PHYSICIAN'],
      },
      audit,
    );
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect((await patientOf(result.studyId)).patient.physicianId).toBe(await t.userIdOf('surgeon'));
  });

  it('keeps invalid dates raw with a null date and a warning, never guessed', async () => {
    // The dump2dcm fixture has Study Date `2024.03.05` and Patient Birth Date `1961`.
    const result = await importDicomFile(
      deps(),
      variant('ct-16bit-dump2dcm.dcm').bytes,
      device(),
      audit,
    );
    if (result.status !== 'stored') throw new Error(JSON.stringify(result));
    expect(result.warnings).toHaveLength(2);
    const { patient, study } = await patientOf(result.studyId);
    expect(study).toMatchObject({ studyDate: null, studyDateRaw: '2024.03.05' });
    expect(patient).toMatchObject({ birthDate: null, birthDateRaw: '1961' });
  });

  it('files a second instance of a known study under the same patient and study', async () => {
    const first = variant('mr-small.dcm');
    const stored = await importDicomFile(deps(), first.bytes, device(), audit);
    if (stored.status !== 'stored') throw new Error(JSON.stringify(stored));
    const [known] = await t.database.db
      .select({ uid: studies.studyInstanceUid })
      .from(studies)
      .where(eq(studies.id, stored.studyId));
    const second = variant('mr-small.dcm', [`(0020,000D)=${known?.uid ?? ''}`]);
    const before = await rowCounts();
    const result = await importDicomFile(deps(), second.bytes, device(), audit);
    expect(result).toMatchObject({ status: 'stored', studyId: stored.studyId });
    const after = await rowCounts();
    expect(after).toEqual({
      ...before,
      series: (before.series ?? 0) + 1,
      instances: (before.instances ?? 0) + 1,
    });
  });

  it('writes an audit row with each stored file, none for one already stored or for the seed', async () => {
    const auditsOf = (studyId: string) =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'acquisition.store'), eq(auditEvents.targetId, studyId)));
    const surgeonId = await t.userIdOf('surgeon');
    const byUser = { actorUserId: surgeonId, clientIp: '192.0.2.20' };
    const file = variant('mr-small.dcm');
    const stored = await importDicomFile(
      deps(),
      file.bytes,
      { userId: surgeonId, roles: ['PHYSICIAN'] },
      byUser,
    );
    if (stored.status !== 'stored') throw new Error(JSON.stringify(stored));
    const [instance] = await t.database.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.sopInstanceUid, stored.sopInstanceUid));
    expect(await auditsOf(stored.studyId)).toEqual([
      expect.objectContaining({
        ...byUser,
        targetType: 'acquisition',
        outcome: 'success',
        details: { statusCode: 201, instanceId: instance?.id },
      }),
    ]);
    await importDicomFile(deps(), file.bytes, { userId: surgeonId, roles: ['PHYSICIAN'] }, byUser);
    expect(await auditsOf(stored.studyId)).toHaveLength(1);

    const seeded = await importDicomFile(deps(), variant('ct-small.dcm').bytes, device(), null);
    if (seeded.status !== 'stored') throw new Error(JSON.stringify(seeded));
    expect(await auditsOf(seeded.studyId)).toEqual([]);
  });

  it('stores concurrent imports of one file once', async () => {
    const file = variant('mr-small.dcm', ['(0010,0020)=CONCURRENT-1']);
    const before = await rowCounts();
    const results = await Promise.all(
      [1, 2, 3].map(() => importDicomFile(deps(), file.bytes, device(), audit)),
    );
    expect(results.map((result) => result.status).sort()).toEqual([
      'already-stored',
      'already-stored',
      'stored',
    ]);
    const after = await rowCounts();
    expect(after.instances).toBe((before.instances ?? 0) + 1);
    expect(after.studies).toBe((before.studies ?? 0) + 1);
    expect(after.patients).toBe((before.patients ?? 0) + 1);
  });
});

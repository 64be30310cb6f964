import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { importAnswer, type ImportedFile } from '@sagitta/domain';
import {
  aieConfigurations,
  auditEvents,
  instances,
  jobs,
  patients,
  studies,
} from '../../../db/schema';
import { SESSION_COOKIE } from '../../../platform/auth/tokens';
import type { AcquisitionEvent } from '../../../platform/realtime/acquisition-events';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { as, type DemoUser, useTestApp } from '../../../../test/harness';
import { newInstitution } from '../../../../test/institutions';
import { multipartBody, type UploadFile } from '../../../../test/multipart';

const STORE = '/api/acquisitions/store';
const t = useTestApp({ MAX_UPLOAD_MB: '1' });
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});

async function upload(user: DemoUser, files: UploadFile[]) {
  return as(t.app, await t.sessionOf(user), {
    method: 'POST',
    url: STORE,
    ...multipartBody(files),
  });
}

const filesOf = (body: unknown): ImportedFile[] => importAnswer.parse(body).files;

const storeAudits = () =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, 'acquisition.store'))
    .orderBy(auditEvents.id);

describe('POST /api/acquisitions/store', () => {
  it('stores a physician’s upload, assigns it to them, queues its previews and announces it', async () => {
    const heard: AcquisitionEvent[] = [];
    const unsubscribe = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const file = dicom.variant('mr-small.dcm');
    const response = await upload('surgeon', [{ name: 'mr.dcm', bytes: file.bytes }]);
    unsubscribe();

    expect(response.statusCode).toBe(200);
    const [answer] = filesOf(response.json());
    expect(answer).toMatchObject({
      fileName: 'mr.dcm',
      status: 'stored',
      statusCode: 201,
      sopInstanceUid: file.sopInstanceUid,
      warnings: [],
    });
    const surgeonId = await t.userIdOf('surgeon');
    const [study] = await t.database.db
      .select()
      .from(studies)
      .where(eq(studies.studyInstanceUid, file.studyInstanceUid));
    expect(study).toMatchObject({ id: answer?.acquisitionId, physicianId: surgeonId });
    expect(heard).toEqual([
      { status: 'EXAM_IMPORTED', acquisitionId: study?.id, physicianId: surgeonId },
    ]);
    const [instance] = await t.database.db
      .select()
      .from(instances)
      .where(eq(instances.sopInstanceUid, file.sopInstanceUid));
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'render-previews'));
    expect(queued.map((job) => job.payload)).toContainEqual({ instanceId: instance?.id });
  });

  it('files a Patient ID into one record per practice: the same ID in another practice is another patient', async () => {
    const patientId = `TWIN-${String(Date.now())}`;
    const files = [0, 1, 2].map(() => dicom.variant('mr-small.dcm', [`(0010,0020)=${patientId}`]));
    for (const [user, file] of [
      ['surgeon', files[0]],
      ['surgeon2', files[1]],
      ['surgeon', files[2]],
    ] as const) {
      if (file === undefined) throw new Error('three files');
      const response = await upload(user, [{ name: 'mr.dcm', bytes: file.bytes }]);
      expect(response.statusCode, response.body).toBe(200);
    }
    const records = await t.database.db
      .select({ id: patients.id, physicianId: patients.physicianId })
      .from(patients)
      .where(eq(patients.patientId, patientId));
    // surgeon@'s two exams share one record; surgeon2@'s practice has its own.
    expect(records).toHaveLength(2);
    expect(new Set(records.map((record) => record.physicianId))).toEqual(
      new Set([await t.userIdOf('surgeon'), await t.userIdOf('surgeon2')]),
    );
    const exams = await t.database.db
      .select({ patientId: studies.patientId })
      .from(studies)
      .where(
        inArray(
          studies.patientId,
          records.map((record) => record.id),
        ),
      );
    const perRecord = records.map(
      (record) => exams.filter((exam) => exam.patientId === record.id).length,
    );
    expect(perRecord.sort()).toEqual([1, 2]);
  });

  it('answers the same file sent again as already stored, and announces nothing', async () => {
    const file = dicom.variant('ct-small.dcm');
    await upload('surgeon', [{ name: 'ct.dcm', bytes: file.bytes }]);
    const audited = (await storeAudits()).length;
    const heard: AcquisitionEvent[] = [];
    const unsubscribe = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const again = await upload('surgeon', [{ name: 'ct.dcm', bytes: file.bytes }]);
    unsubscribe();
    expect(again.statusCode).toBe(200);
    expect(filesOf(again.json())[0]).toMatchObject({ status: 'already-stored', statusCode: 200 });
    expect(heard).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(instances)
      .where(eq(instances.sopInstanceUid, file.sopInstanceUid));
    expect(rows).toHaveLength(1);
    // Its audit row is written once the answer has gone out: wait for it, so that it cannot land
    // among the next test's rows.
    await expect.poll(async () => (await storeAudits()).length).toBe(audited + 1);
  });

  it('audits each stored file with its exam, and a request that stored nothing once', async () => {
    const before = (await storeAudits()).length;
    const first = dicom.variant('mr-small.dcm');
    const second = dicom.variant('ct-small.dcm');
    const response = await upload('surgeon', [
      { name: 'first.dcm', bytes: first.bytes },
      { name: 'second.dcm', bytes: second.bytes },
      { name: 'notes.txt', bytes: Buffer.from('not a DICOM file') },
    ]);
    expect(response.statusCode).toBe(200);
    const answers = filesOf(response.json());
    const surgeonId = await t.userIdOf('surgeon');
    const storedRow = (acquisitionId: string | undefined) =>
      expect.objectContaining({
        actorUserId: surgeonId,
        targetType: 'acquisition',
        targetId: acquisitionId,
        outcome: 'success',
        clientIp: '127.0.0.1',
        details: { statusCode: 201, instanceId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      });
    // One row per stored file, written with its rows; none for the refused text file.
    expect((await storeAudits()).slice(before)).toEqual([
      storedRow(answers[0]?.acquisitionId),
      storedRow(answers[1]?.acquisitionId),
    ]);

    // A request that stored nothing is audited by the audit trail once its answer has gone out:
    // wait for that row before the next request, or the two rows may land in either order.
    const storeAuditCount = async () => (await storeAudits()).length;
    const again = await upload('surgeon', [{ name: 'first.dcm', bytes: first.bytes }]);
    expect(filesOf(again.json())[0]?.status).toBe('already-stored');
    await expect.poll(storeAuditCount).toBe(before + 3);
    const refused = await upload('surgeon', [{ name: 'notes.txt', bytes: Buffer.from('text') }]);
    expect(refused.statusCode).toBe(400);
    await expect.poll(storeAuditCount).toBe(before + 4);
    expect((await storeAudits()).slice(before + 2)).toEqual([
      expect.objectContaining({ actorUserId: surgeonId, outcome: 'success', targetId: null }),
      expect.objectContaining({ actorUserId: surgeonId, outcome: 'failure', targetId: null }),
    ]);
  });

  it('answers each file of a batch on its own: bad files never stop the good ones', async () => {
    const good = dicom.variant('mr-small.dcm');
    const alsoGood = dicom.variant('ct-small.dcm', ['(0010,0030)=19800230']);
    const response = await upload('surgeon', [
      { name: 'notes.txt', bytes: dicom.original('not-dicom.txt') },
      { name: 'good.dcm', bytes: good.bytes },
      { name: 'no-patient.dcm', bytes: dicom.original('missing-patient-id.dcm') },
      { name: 'cut.dcm', bytes: dicom.original('mr-small-cut-in-header.dcm') },
      { name: 'big.dcm', bytes: Buffer.alloc(1024 * 1024 + 1, 1) },
      { name: 'bad-date.dcm', bytes: alsoGood.bytes },
    ]);
    expect(response.statusCode).toBe(200);
    const files = filesOf(response.json());
    expect(files.map((file) => [file.fileName, file.statusCode])).toEqual([
      ['notes.txt', 400],
      ['good.dcm', 201],
      ['no-patient.dcm', 422],
      ['cut.dcm', 400],
      ['big.dcm', 413],
      ['bad-date.dcm', 201],
    ]);
    expect(files[0]?.message).toBe('Not a DICOM file');
    expect(files[2]?.message).toBe('Missing Patient ID (0010,0020)');
    expect(files[4]?.message).toBe('The file is larger than the limit of 1 MB');
    expect(files[5]?.warnings).toEqual([
      expect.stringContaining('Patient Birth Date (0010,0030) stored as unknown'),
    ]);
  });

  it('answers a request whose every file failed with that error, listing the files', async () => {
    const response = await upload('surgeon', [
      { name: 'a.txt', bytes: dicom.original('not-dicom.txt') },
      { name: 'b.bmp', bytes: dicom.original('not-dicom.bmp') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      message: 'Not a DICOM file',
      details: { files: [{ fileName: 'a.txt' }, { fileName: 'b.bmp' }] },
    });
  });

  it('refuses a body that is not multipart, and a multipart body without a file', async () => {
    const json = await t.callAs('surgeon', 'POST', STORE, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const empty = await as(t.app, await t.sessionOf('surgeon'), {
      method: 'POST',
      url: STORE,
      ...multipartBody([]),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No file was sent');
  });

  it.each(['staff', 'rep', 'modeler', 'rods', 'useradmin'] as const)(
    'refuses %s (403) before reading the files',
    async (user) => {
      const file = dicom.variant('mr-small.dcm');
      const response = await upload(user, [{ name: 'mr.dcm', bytes: file.bytes }]);
      expect(response.statusCode).toBe(403);
      const rows = await t.database.db
        .select()
        .from(instances)
        .where(eq(instances.sopInstanceUid, file.sopInstanceUid));
      expect(rows).toEqual([]);
    },
  );

  it('lets a system administrator upload; an unmatched exam then waits unassigned', async () => {
    const file = dicom.variant('mr-small.dcm');
    const response = await upload('admin', [{ name: 'mr.dcm', bytes: file.bytes }]);
    expect(response.statusCode).toBe(200);
    const [study] = await t.database.db
      .select()
      .from(studies)
      .where(eq(studies.studyInstanceUid, file.studyInstanceUid));
    expect(study?.physicianId).toBeNull();
  });

  it('refuses anonymous callers and unknown bearer tokens with 401', async () => {
    const body = multipartBody([{ name: 'mr.dcm', bytes: dicom.variant('mr-small.dcm').bytes }]);
    expect((await t.app.inject({ method: 'POST', url: STORE, ...body })).statusCode).toBe(401);
    const bearer = await t.app.inject({
      method: 'POST',
      url: STORE,
      payload: body.payload,
      headers: { ...body.headers, authorization: 'Bearer not-a-token' },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('refuses a cookie session without the same-origin proof (CSRF)', async () => {
    const session = await t.sessionOf('surgeon');
    const body = multipartBody([{ name: 'mr.dcm', bytes: dicom.variant('mr-small.dcm').bytes }]);
    const response = await t.app.inject({
      method: 'POST',
      url: STORE,
      payload: body.payload,
      headers: { ...body.headers, cookie: `${SESSION_COOKIE}=${session.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Cross-site request refused');
  });

  it('accepts an on-site device with its token, routes by header and marks the AIE active', async () => {
    const institutionName = 'Harbor Imaging Device Site';
    const institutionId = await newInstitution(t, institutionName);
    const key = await t.callAs('admin', 'POST', '/auth/api/v1/client-access-key', {
      institutionId,
    });
    const exchange = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/client-access-key/token',
      payload: { key: key.json().key, secret: key.json().secret },
    });
    const token: string = exchange.json().token;
    t.clock.advance(120);

    const file = dicom.variant('mr-small.dcm', [`(0008,0080)=${institutionName}`]);
    const body = multipartBody([{ name: 'mr.dcm', bytes: file.bytes }]);
    const response = await t.app.inject({
      method: 'POST',
      url: STORE,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const [study] = await t.database.db
      .select()
      .from(studies)
      .where(eq(studies.studyInstanceUid, file.studyInstanceUid));
    expect(study).toMatchObject({ physicianId: null, institutionNameRaw: institutionName });
    const [aie] = await t.database.db
      .select({ lastActiveAt: aieConfigurations.lastActiveAt })
      .from(aieConfigurations)
      .where(eq(aieConfigurations.institutionId, institutionId));
    expect(aie?.lastActiveAt).toEqual(t.clock.now());
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'acquisition.store'), eq(auditEvents.outcome, 'success')));
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(token);
  });
});

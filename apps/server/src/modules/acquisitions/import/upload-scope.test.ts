import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importAnswer, type ImportedFile } from '@sagitta/domain';
import { auditEvents, instances, patients, series, studies } from '../../../db/schema';
import { DEMO_INSTITUTIONS } from '../../../demo/accounts';
import type { AcquisitionEvent } from '../../../platform/realtime/acquisition-events';
import { deviceAuthorization } from '../../../../test/devices';
import { DicomVariants, type Variant } from '../../../../test/dicom-fixtures/variants';
import { as, type DemoUser, useTestApp } from '../../../../test/harness';
import { institutionIdOf } from '../../../../test/institutions';
import { multipartBody } from '../../../../test/multipart';
import { giveReferringTag } from '../../../../test/referring-tags';

// Issue 14, items 2 and 3: an upload never joins an exam outside the uploader's scope, and routes
// only within the uploader's institution.
const STORE = '/api/acquisitions/store';
const t = useTestApp();
const dicom = new DicomVariants();
/** surgeon@'s tag, as the demo gives it. */
const CHEN = 'CHEN^MARIA^^^MD';
const LAKESIDE = DEMO_INSTITUTIONS.lakeside.name;
let lakesideDevice = '';
let harborDevice = '';

beforeAll(async () => {
  await giveReferringTag(t, await t.userIdOf('surgeon'), CHEN);
  lakesideDevice = await deviceAuthorization(t, await institutionIdOf(t, LAKESIDE));
  harborDevice = await deviceAuthorization(
    t,
    await institutionIdOf(t, DEMO_INSTITUTIONS.harbor.name),
  );
});
afterAll(() => {
  dicom.dispose();
});

type Sender = DemoUser | { authorization: string };

async function send(
  sender: Sender,
  file: Variant,
): Promise<{ status: number; body: string; file: ImportedFile }> {
  const body = multipartBody([{ name: 'x.dcm', bytes: file.bytes }]);
  const response =
    typeof sender === 'string'
      ? await as(t.app, await t.sessionOf(sender), { method: 'POST', url: STORE, ...body })
      : await t.app.inject({
          method: 'POST',
          url: STORE,
          payload: body.payload,
          headers: { ...body.headers, authorization: sender.authorization },
        });
  const files =
    response.statusCode === 200
      ? importAnswer.parse(response.json()).files
      : importAnswer.parse(response.json().details).files;
  const [answer] = files;
  if (answer === undefined) throw new Error(response.body);
  return { status: response.statusCode, body: response.body, file: answer };
}

async function examOf(studyInstanceUid: string) {
  const [row] = await t.database.db
    .select({
      id: studies.id,
      physicianId: studies.physicianId,
      institutionId: patients.institutionId,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(eq(studies.studyInstanceUid, studyInstanceUid));
  return row;
}

async function instancesOf(studyId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(eq(series.studyId, studyId));
  return row?.n ?? 0;
}

async function rowCounts() {
  const db = t.database.db;
  return {
    patients: (await db.select({ n: count() }).from(patients))[0]?.n,
    studies: (await db.select({ n: count() }).from(studies))[0]?.n,
    series: (await db.select({ n: count() }).from(series))[0]?.n,
    instances: (await db.select({ n: count() }).from(instances))[0]?.n,
  };
}

/** An exam of surgeon@, as the Lakeside device sends it: its UIDs are what an attacker copies. */
async function surgeonsExam(): Promise<{ file: Variant; seriesUid: string; studyId: string }> {
  const seriesUid = `2.25.${Date.now()}${Math.floor(Math.random() * 1e9)}`;
  const file = dicom.variant('mr-small.dcm', [
    `(0008,0080)=${LAKESIDE}`,
    `(0008,0090)=${CHEN}`,
    `(0020,000E)=${seriesUid}`,
  ]);
  const stored = await send({ authorization: lakesideDevice }, file);
  expect(stored.file.status).toBe('stored');
  const exam = await examOf(file.studyInstanceUid);
  expect(exam?.physicianId).toBe(await t.userIdOf('surgeon'));
  return { file, seriesUid, studyId: exam?.id ?? '' };
}

describe('an upload never joins an exam outside the uploader’s scope', () => {
  it('refuses another physician’s file naming surgeon@’s study with 409, revealing no id', async () => {
    const target = await surgeonsExam();
    const before = await rowCounts();
    const attack = dicom.variant('ct-small.dcm', [
      `(0020,000D)=${target.file.studyInstanceUid}`,
      `(0008,0080)=${LAKESIDE}`,
    ]);
    const answer = await send('surgeon2', attack);
    expect(answer.status).toBe(409);
    expect(answer.file).toMatchObject({ status: 'error', statusCode: 409 });
    expect(answer.file.message).toBe(IMPORT_MESSAGES.examOutOfScope);
    expect(answer.body).not.toContain(target.studyId);
    expect(await instancesOf(target.studyId)).toBe(1);
    expect(await rowCounts()).toEqual(before);
  });

  it('audits each refused file, even in a request that stored another', async () => {
    const target = await surgeonsExam();
    const refusals = async () =>
      (
        await t.database.db
          .select({ details: auditEvents.details })
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.action, 'acquisition.store'),
              eq(auditEvents.outcome, 'failure'),
              eq(auditEvents.actorUserId, await t.userIdOf('surgeon2')),
            ),
          )
      ).filter((row) => JSON.stringify(row.details).includes('409'));
    const before = (await refusals()).length;
    const good = dicom.variant('mr-small.dcm');
    const attack = dicom.variant('ct-small.dcm', [`(0020,000D)=${target.file.studyInstanceUid}`]);
    const response = await as(t.app, await t.sessionOf('surgeon2'), {
      method: 'POST',
      url: STORE,
      ...multipartBody([
        { name: 'good.dcm', bytes: good.bytes },
        { name: 'attack.dcm', bytes: attack.bytes },
      ]),
    });
    expect(importAnswer.parse(response.json()).files.map((file) => file.statusCode)).toEqual([
      201, 409,
    ]);
    await expect.poll(async () => (await refusals()).length).toBe(before + 1);
    expect(JSON.stringify(await refusals())).not.toContain(target.studyId);
  });

  it('refuses a file of a new study naming surgeon@’s series, writing nothing', async () => {
    const target = await surgeonsExam();
    const before = await rowCounts();
    const attack = dicom.variant('ct-small.dcm', [`(0020,000E)=${target.seriesUid}`]);
    const answer = await send('surgeon2', attack);
    expect(answer.file).toMatchObject({ statusCode: 409, message: IMPORT_MESSAGES.examOutOfScope });
    expect(answer.body).not.toContain(target.studyId);
    expect(await instancesOf(target.studyId)).toBe(1);
    expect(await rowCounts()).toEqual(before);
    expect(await examOf(attack.studyInstanceUid)).toBeUndefined();
  });

  it('refuses a device of another institution, and an administrator, the same way', async () => {
    const target = await surgeonsExam();
    for (const sender of [{ authorization: harborDevice }, 'admin'] as const) {
      const attack = dicom.variant('ct-small.dcm', [`(0020,000D)=${target.file.studyInstanceUid}`]);
      const answer = await send(sender, attack);
      expect(answer.file.statusCode).toBe(409);
      expect(answer.body).not.toContain(target.studyId);
    }
    expect(await instancesOf(target.studyId)).toBe(1);
  });

  it('answers a reused SOP Instance UID as already stored, with the exam’s id only for its owner', async () => {
    const target = await surgeonsExam();
    const stranger = await send('surgeon2', target.file);
    expect(stranger.status).toBe(200);
    expect(stranger.file).toMatchObject({ status: 'already-stored', statusCode: 200 });
    expect(stranger.file.acquisitionId).toBeUndefined();
    expect(stranger.body).not.toContain(target.studyId);
    const owner = await send('surgeon', target.file);
    expect(owner.file).toMatchObject({ status: 'already-stored', acquisitionId: target.studyId });
  });

  it('lets each uploader go on with an exam of its own', async () => {
    // A physician's own exam, file after file.
    const own = dicom.variant('mr-small.dcm', ['(0008,0080)=Nowhere Clinic']);
    const first = await send('surgeon2', own);
    const second = await send(
      'surgeon2',
      dicom.variant('ct-small.dcm', [`(0020,000D)=${own.studyInstanceUid}`]),
    );
    expect(second.file).toMatchObject({
      status: 'stored',
      acquisitionId: first.file.acquisitionId,
    });
    // An administrator's upload routed to surgeon@ by its header: the administrator may send the
    // rest of the study, though the exam is surgeon@'s now.
    const routed = dicom.variant('mr-small.dcm', [
      `(0008,0080)=${LAKESIDE}`,
      `(0008,0090)=${CHEN}`,
    ]);
    const byAdmin = await send('admin', routed);
    const more = dicom.variant('ct-small.dcm', [
      `(0020,000D)=${routed.studyInstanceUid}`,
      `(0008,0080)=${LAKESIDE}`,
      `(0008,0090)=${CHEN}`,
    ]);
    expect((await send('admin', more)).file).toMatchObject({
      status: 'stored',
      acquisitionId: byAdmin.file.acquisitionId,
    });
    // The site's device goes on with any exam of its institution.
    const target = await surgeonsExam();
    const fromSite = await send(
      { authorization: lakesideDevice },
      dicom.variant('ct-small.dcm', [`(0020,000D)=${target.file.studyInstanceUid}`]),
    );
    expect(fromSite.file).toMatchObject({ status: 'stored', acquisitionId: target.studyId });
    expect(await instancesOf(target.studyId)).toBe(2);
  });
});

describe('an upload routes only within the uploader’s institution', () => {
  async function heardDuring(action: () => Promise<unknown>): Promise<AcquisitionEvent[]> {
    const heard: AcquisitionEvent[] = [];
    const unsubscribe = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    try {
      await action();
    } finally {
      unsubscribe();
    }
    return heard;
  }

  it.each<[string, () => Sender, string]>([
    ['a Harbor physician', () => 'surgeon.t1', 'surgeon.t1'],
    ['a Harbor device', () => ({ authorization: harborDevice }), ''],
  ])(
    'leaves %s’s file naming Lakeside and surgeon@’s tag unassigned, at Harbor, with no alert to surgeon@',
    async (_, sender) => {
      const file = dicom.variant('mr-small.dcm', [
        `(0008,0080)=${LAKESIDE}`,
        `(0008,0090)=${CHEN}`,
      ]);
      const surgeonId = await t.userIdOf('surgeon');
      const heard = await heardDuring(() => send(sender(), file));
      expect(await examOf(file.studyInstanceUid)).toMatchObject({
        physicianId: null,
        institutionId: await institutionIdOf(t, DEMO_INSTITUTIONS.harbor.name),
      });
      expect(heard.filter((event) => event.physicianId === surgeonId)).toEqual([]);
    },
  );

  it('still routes a Lakeside device’s and a Lakeside physician’s file by its tag', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    for (const sender of [{ authorization: lakesideDevice }, 'surgeon2'] as const) {
      const file = dicom.variant('mr-small.dcm', [
        `(0008,0080)=${LAKESIDE}`,
        `(0008,0090)=${CHEN}`,
      ]);
      await send(sender, file);
      expect((await examOf(file.studyInstanceUid))?.physicianId).toBe(surgeonId);
    }
  });
});

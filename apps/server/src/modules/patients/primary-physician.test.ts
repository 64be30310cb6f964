import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, patientRecord, physicianChoices, worklistPage } from '@sagitta/domain';
import { patients, studies, users } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { type DemoUser, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { callActing, makePatient, withId, type MadePatient } from '../../../test/patients';
import { PRIMARY_PHYSICIAN_MESSAGES } from './changes-service';

const t = useTestApp();
const WORKLIST = '/patient-list/api/v1/acquisitions';

let surgeonId = '';
let surgeon2Id = '';
let lakeside = '';

const worklistIds = async (user: DemoUser) =>
  worklistPage
    .parse((await callActing(t, user, 'GET', `${WORKLIST}?limit=200`)).json())
    .items.map((exam) => exam.id);
const move = (patient: MadePatient, primaryPhysicianId: string, user: DemoUser = 'surgeon') =>
  callActing(t, user, 'PATCH', withId(API_PATHS.patientPrimaryPhysician, patient.id), {
    ...(user === 'staff' ? { physicianId: surgeonId } : {}),
    payload: { primaryPhysicianId },
  });
async function stateOf(patient: MadePatient) {
  const [record] = await t.database.db
    .select({ physicianId: patients.physicianId, updatedAt: patients.updatedAt })
    .from(patients)
    .where(eq(patients.id, patient.id));
  const exams = await t.database.db
    .select({ physicianId: studies.physicianId })
    .from(studies)
    .where(eq(studies.patientId, patient.id));
  return { record, exams: exams.map((exam) => exam.physicianId) };
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  lakeside = await institutionIdOf(t, 'Lakeside Spine Center');
});

describe('the primary physician', () => {
  it('offers the active physicians of the patient’s institution', async () => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      examDates: ['2026-01-01'],
    });
    const response = await callActing(
      t,
      'surgeon',
      'GET',
      withId(API_PATHS.patientPhysicianChoices, patient.id),
    );
    expect(response.statusCode).toBe(200);
    const ids = physicianChoices.parse(response.json()).items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([surgeonId, surgeon2Id]));
    expect(ids).not.toContain(await t.userIdOf('surgeon.t1')); // another institution
  });

  it('moves the record and all its exams to the new physician’s worklist, audited', async () => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      patientId: 'MOVE-1',
      examDates: ['2026-01-01', '2026-02-01'],
    });
    expect(await worklistIds('surgeon')).toEqual(expect.arrayContaining(patient.examIds));
    const since = await lastAuditId(t.database.db);
    const heard: { hub: unknown[]; feed: unknown[] } = { hub: [], feed: [] };
    const stopHub = t.app.services.patientRecordEvents.subscribe((event) => heard.hub.push(event));
    const stopFeed = t.app.services.acquisitionEvents.subscribe((event) => heard.feed.push(event));
    const response = await move(patient, surgeon2Id, 'staff');
    expect(response.statusCode).toBe(200);
    expect(patientRecord.parse(response.json()).primaryPhysician?.id).toBe(surgeon2Id);
    expect((await stateOf(patient)).exams).toEqual([surgeon2Id, surgeon2Id]);
    expect(await worklistIds('surgeon2')).toEqual(expect.arrayContaining(patient.examIds));
    const left = await worklistIds('surgeon');
    expect(left.filter((id) => patient.examIds.includes(id))).toEqual([]);
    const [row] = await awaitAuditRows(t.database.db, since, 'patient.primary-physician');
    expect(row).toMatchObject({
      targetType: 'patient',
      targetId: patient.id,
      details: { fromPhysicianId: surgeonId, toPhysicianId: surgeon2Id },
    });
    await expect.poll(() => heard.feed.length).toBe(4);
    stopHub();
    stopFeed();
    expect(heard.hub).toEqual([
      {
        status: 'PRIMARY_PHYSICIAN_CHANGED',
        patientId: patient.id,
        physicianIds: [surgeonId, surgeon2Id],
      },
    ]);
    // Both worklists' live feeds hear of every exam moved.
    expect(heard.feed).toEqual(
      expect.arrayContaining(
        patient.examIds.flatMap((acquisitionId) =>
          [surgeonId, surgeon2Id].map((physicianId) => ({
            status: 'EXAM_IMPORTED',
            acquisitionId,
            physicianId,
          })),
        ),
      ),
    );
    // The old physician no longer sees it.
    const gone = await callActing(t, 'surgeon', 'GET', withId(API_PATHS.patientRecord, patient.id));
    expect(gone.statusCode).toBe(404);
  });

  it('refuses with 409, moving nothing, when the physician already has this patient', async () => {
    const spec = { institutionId: lakeside, patientId: 'TWICE-1', examDates: ['2026-01-01'] };
    const patient = await makePatient(t, { ...spec, physicianId: surgeonId });
    await makePatient(t, { ...spec, physicianId: surgeon2Id });
    const before = await stateOf(patient);
    const response = await move(patient, surgeon2Id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PRIMARY_PHYSICIAN_MESSAGES.collision);
    expect(await stateOf(patient)).toEqual(before);
  });

  it.each([
    ['a physician of another institution', 'surgeon.t1'],
    ['a user who is not a physician', 'staff'],
  ] as const)('refuses %s with 400 naming primaryPhysicianId', async (_label, user) => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      examDates: ['2026-01-01'],
    });
    const before = await stateOf(patient);
    const response = await move(patient, await t.userIdOf(user));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('primaryPhysicianId');
    expect(await stateOf(patient)).toEqual(before);
  });

  it('refuses a deactivated physician of the institution with 400, moving nothing', async () => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      examDates: ['2026-01-01'],
    });
    const before = await stateOf(patient);
    const setStatus = (status: 'Active' | 'Deactivated') =>
      t.database.db.update(users).set({ status }).where(eq(users.id, surgeon2Id));
    await setStatus('Deactivated');
    const response = await move(patient, surgeon2Id);
    // Back to active before asserting, so that a failure leaves the other tests their physician.
    await setStatus('Active');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PRIMARY_PHYSICIAN_MESSAGES.notChoosable);
    expect(await stateOf(patient)).toEqual(before);
  });

  it('answers 200 and changes nothing for the same physician', async () => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      examDates: ['2026-01-01'],
    });
    const before = await stateOf(patient);
    const response = await move(patient, surgeonId);
    expect(response.statusCode).toBe(200);
    expect(await stateOf(patient)).toEqual(before);
  });

  it('refuses a malformed id with 400, and a sales representative with 403', async () => {
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId: lakeside,
      examDates: ['2026-01-01'],
    });
    const malformed = await move(patient, 'nobody');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('primaryPhysicianId');
    const rep = await callActing(
      t,
      'rep',
      'PATCH',
      withId(API_PATHS.patientPrimaryPhysician, patient.id),
      { physicianId: surgeonId, payload: { primaryPhysicianId: surgeon2Id } },
    );
    expect(rep.statusCode).toBe(403);
  });
});

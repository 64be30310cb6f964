import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessHistoryPage,
  API_PATHS,
  latestExamsV1Page,
  latestExamsV2Page,
  LOOKAHEAD_LIMIT,
  lookaheadResult,
  measure,
  modelingRecord,
  patientExamPage,
  patientRecord,
  patientRecordDetail,
  patientRecordPage,
} from '@sagitta/domain';
import { auditEvents, modelings, patientNotes } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';
import { callActing, makePatient, withId, type MadePatient } from '../../../test/patients';
import { clinicalRequest } from '@sagitta/domain/alignment/clinical-vectors';
import {
  assessmentIn,
  callFor,
  clinicalSave,
  examWithFilm,
  paths,
} from '../alignment/assessment-fixtures';

const t = useTestApp();

let surgeonId = '';
let nunez: MadePatient; // pediatric, candidate, two exams, one modeled
let smith: MadePatient;
let adams: MadePatient; // one undated exam
let modelingId = '';

const list = async (query: string, user: 'surgeon' | 'staff' | 'rep' = 'surgeon') =>
  callActing(t, user, 'GET', `${API_PATHS.patientRecords}?${query}`, { physicianId: surgeonId });
const names = (response: { json: () => unknown }) =>
  patientRecordPage.parse(response.json()).items.map((item) => item.familyName);

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  const institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
  const mine = { physicianId: surgeonId, institutionId };
  nunez = await makePatient(t, {
    ...mine,
    familyName: 'Núñez',
    givenName: 'José',
    patientId: 'MRN-1',
    birthDate: '2016-05-01',
    sex: 'M',
    examDates: ['2024-01-01', '2026-01-10'],
    surgicalCandidate: true,
  });
  smith = await makePatient(t, {
    ...mine,
    familyName: 'Smith',
    givenName: 'John',
    patientId: 'MRN-2',
    birthDate: '1950-01-01',
    examDates: ['2025-06-01'],
  });
  adams = await makePatient(t, {
    ...mine,
    familyName: 'Adams',
    givenName: 'Zoe',
    patientId: 'MRN-3',
    examDates: [null],
  });
  const [modeling] = await t.database.db
    .insert(modelings)
    .values({
      studyId: nunez.examIds[1] ?? '',
      creationTimestamp: 1_700_000_000_000,
      state: 'MODELIZED',
    })
    .returning({ id: modelings.id });
  modelingId = modeling?.id ?? '';
  // Another practice's patient that every search below would find.
  await makePatient(t, {
    physicianId: await t.userIdOf('surgeon2'),
    institutionId,
    familyName: 'Núñez',
    givenName: 'José',
    patientId: 'MRN-1',
    examDates: ['2026-02-01'],
  });
});

describe('GET patient-records', () => {
  it("lists the physician's records by name, in the API's shape", async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const page = patientRecordPage.parse(response.json());
    expect(page.totalCount).toBe(3);
    expect(page.items.map((item) => item.familyName)).toEqual(['Adams', 'Núñez', 'Smith']);
    const record = page.items[1];
    expect(record).toMatchObject({
      id: nunez.id,
      mrn: 'MRN-1',
      firstName: 'José',
      pediatric: true,
      surgicalCandidate: true,
      urgent: false,
      isFavorite: false,
      lastExamDate: '2026-01-10',
      examCount: 2,
      primaryPhysician: { id: surgeonId },
      institution: { name: 'Lakeside Spine Center' },
    });
    expect(record?.productId).toMatch(/^SGT-\d{6}$/);
    expect(record?.age).toBeGreaterThanOrEqual(10);
    expect(page.items[0]).toMatchObject({
      pediatric: null,
      pediatricUnknownReason: expect.any(String),
    });
  });

  it('sorts by last exam, newest first, records without a dated exam last', async () => {
    expect(names(await list('sort=last-exam'))).toEqual(['Núñez', 'Smith', 'Adams']);
  });

  it('searches with the comma prefix rule over names, MRN and product id', async () => {
    const all = patientRecordPage.parse((await list('')).json());
    const smithProductId = all.items.find((item) => item.id === smith.id)?.productId ?? '';
    expect(names(await list('search=nun'))).toEqual(['Núñez']);
    expect(names(await list('search=smith,john'))).toEqual(['Smith']);
    expect(names(await list('search=smith,jose'))).toEqual([]);
    expect(names(await list('search=mrn-3'))).toEqual(['Adams']);
    expect(names(await list(`search=${smithProductId.toLowerCase()}`))).toEqual(['Smith']);
    expect(names(await list('search=zzz'))).toEqual([]);
  });

  it('pages with page and limit, counting every record', async () => {
    const page = patientRecordPage.parse((await list('page=2&limit=1')).json());
    expect(page).toMatchObject({ totalCount: 3, items: [{ familyName: 'Núñez' }] });
    expect(patientRecordPage.parse((await list('page=9')).json())).toEqual({
      items: [],
      totalCount: 3,
    });
  });

  it('has a surgical candidates tab', async () => {
    expect(names(await list('tab=surgical-candidates'))).toEqual(['Núñez']);
  });

  it('has a favorites tab with each user’s own stars', async () => {
    const star = await callActing(
      t,
      'staff',
      'PATCH',
      withId(API_PATHS.patientFavorite, smith.id),
      {
        physicianId: surgeonId,
        payload: { isFavorite: true },
      },
    );
    expect(star.statusCode).toBe(200);
    expect(patientRecord.parse(star.json()).isFavorite).toBe(true);
    expect(names(await list('tab=favorites', 'staff'))).toEqual(['Smith']);
    expect(names(await list('tab=favorites'))).toEqual([]);
    // Starring twice changes nothing; unstarring empties the tab.
    for (const isFavorite of [true, false, false]) {
      const again = await callActing(
        t,
        'staff',
        'PATCH',
        withId(API_PATHS.patientFavorite, smith.id),
        {
          physicianId: surgeonId,
          payload: { isFavorite },
        },
      );
      expect(again.statusCode).toBe(200);
    }
    expect(names(await list('tab=favorites', 'staff'))).toEqual([]);
  });

  it.each([
    'tab=starred',
    'sort=age',
    'limit=0',
    'limit=201',
    'page=0',
    `search=${'a'.repeat(257)}`,
  ])('refuses %s with 400 naming the field', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(query.split('=')[0]);
  });

  it('leaves one audit row listing the records read, without names', async () => {
    const since = await lastAuditId(t.database.db);
    await list('search=nun');
    // Rows of the calls before may still be on their way (written after the answer): this one's.
    const rows = await awaitAuditRows(t.database.db, since, 'patient.list.read');
    const [row, ...others] = rows.filter((each) => each.outcome === 'success');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      targetType: 'patient',
      actorUserId: surgeonId,
      outcome: 'success',
    });
    expect(row?.details?.ids).toEqual([nunez.id]);
    expect(JSON.stringify(row)).not.toMatch(/n[uú]ñ?n?ez|jos[eé]/i);
  });
});

describe('GET patient-records/{id}', () => {
  it('answers the record with its latest exam per type and its note counts', async () => {
    const staffId = await t.userIdOf('staff');
    const at = new Date();
    await t.database.db.insert(patientNotes).values([
      {
        patientId: nunez.id,
        authorUserId: staffId,
        authorRole: 'CLINICAL_STAFF',
        note: 'a',
        createdAt: at,
      },
      {
        patientId: nunez.id,
        authorUserId: surgeonId,
        authorRole: 'PHYSICIAN',
        note: 'b',
        createdAt: at,
      },
    ]);
    const response = await callActing(
      t,
      'surgeon',
      'GET',
      withId(API_PATHS.patientRecord, nunez.id),
    );
    expect(response.statusCode).toBe(200);
    const detail = patientRecordDetail.parse(response.json());
    expect(detail.latestExams.map((exam) => [exam.id, exam.examType, exam.examStatus])).toEqual([
      [nunez.examIds[1], 'ACQUISITION', null],
    ]);
    expect(detail.latestExams[0]?.modeling).toMatchObject({ id: modelingId, state: 'MODELIZED' });
    expect([detail.noteCount, detail.unseenNoteCount]).toEqual([2, 1]);
    const staff = await callActing(t, 'staff', 'GET', withId(API_PATHS.patientRecord, nunez.id), {
      physicianId: surgeonId,
    });
    expect(patientRecordDetail.parse(staff.json()).unseenNoteCount).toBe(1);
  });

  it('leaves one audit row naming the patient', async () => {
    const since = await lastAuditId(t.database.db);
    await callActing(t, 'surgeon', 'GET', withId(API_PATHS.patientRecord, smith.id));
    const rows = (await awaitAuditRows(t.database.db, since, 'patient.read')).filter(
      (row) => row.targetId === smith.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetType: 'patient',
      targetId: smith.id,
      outcome: 'success',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await callActing(
      t,
      'surgeon',
      'GET',
      withId(API_PATHS.patientRecord, UNKNOWN_ID),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Patient not found');
    const malformed = await callActing(t, 'surgeon', 'GET', withId(API_PATHS.patientRecord, 'x'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('id');
  });
});

describe('exams', () => {
  it("lists one patient's exams newest first, paged", async () => {
    const url = `${withId(API_PATHS.patientExams, nunez.id)}?limit=1&page=2`;
    const page = patientExamPage.parse((await callActing(t, 'surgeon', 'GET', url)).json());
    expect(page.totalCount).toBe(2);
    expect(page.items.map((exam) => [exam.id, exam.studyDate, exam.modeling])).toEqual([
      [nunez.examIds[0], '2024-01-01', null],
    ]);
  });

  it("lists each patient's latest exam, newest first (v1, v2, candidates)", async () => {
    const v1 = latestExamsV1Page.parse(
      (await callActing(t, 'surgeon', 'GET', API_PATHS.latestExams)).json(),
    );
    expect(v1.totalCount).toBe(3);
    expect(v1.items.map((item) => [item.patient.id, item.exam.id])).toEqual([
      [nunez.id, nunez.examIds[1]],
      [smith.id, smith.examIds[0]],
      [adams.id, adams.examIds[0]],
    ]);
    expect(v1.items[0]?.exam).not.toHaveProperty('modeling');
    const v2 = latestExamsV2Page.parse(
      (await callActing(t, 'surgeon', 'GET', `${API_PATHS.latestExamsV2}?limit=1`)).json(),
    );
    expect(v2.totalCount).toBe(3);
    expect(v2.items[0]?.exam.modeling?.id).toBe(modelingId);
    const candidates = latestExamsV2Page.parse(
      (await callActing(t, 'surgeon', 'GET', API_PATHS.surgicalCandidateExams)).json(),
    );
    expect(candidates.items.map((item) => item.patient.id)).toEqual([nunez.id]);
  });

  it('audits a latest-exams read once, listing the patients', async () => {
    // The previous test's rows are written after its answers: let them land first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = await lastAuditId(t.database.db);
    await callActing(t, 'surgeon', 'GET', API_PATHS.surgicalCandidateExams);
    const rows = await awaitAuditRows(t.database.db, since, 'patient.candidate-exams.read');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.details?.ids).toEqual([nunez.id]);
  });

  it('refuses a bad page with 400', async () => {
    const response = await callActing(t, 'surgeon', 'GET', `${API_PATHS.latestExams}?page=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('page');
  });

  it('answers a modeling of an exam in scope, audited on its patient, else 404', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await callActing(t, 'surgeon', 'GET', withId(API_PATHS.modeling, modelingId));
    expect(response.statusCode).toBe(200);
    expect(modelingRecord.parse(response.json())).toMatchObject({
      examId: nunez.examIds[1],
      patientId: nunez.id,
      creationTimestamp: '1700000000000',
      // Not an alignment assessment: no parameters.
      clinicalParameters: null,
    });
    const rows = await awaitAuditRows(t.database.db, since, 'modeling.read');
    expect(rows.map((row) => row.targetId)).toEqual([nunez.id]);
    const unknown = await callActing(t, 'surgeon', 'GET', withId(API_PATHS.modeling, UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a modeling’s clinical parameters', () => {
  it('are the completed alignment assessment’s measured parameters, null while it is a draft', async () => {
    const { examId } = await examWithFilm(t, {
      physicianId: await t.userIdOf('surgeon'),
      familyName: 'Clinical',
    });
    const draft = assessmentIn(
      await callFor(t, 'surgeon', 'POST', paths.list, { payload: { examId } }),
    );
    const read = async () => {
      const response = await callActing(t, 'surgeon', 'GET', withId(API_PATHS.modeling, draft.id));
      expect(response.statusCode, response.body).toBe(200);
      return modelingRecord.parse(response.json()).clinicalParameters;
    };
    expect(await read()).toBeNull();
    const save = { payload: clinicalSave('A', draft.revision) };
    assessmentIn(await callFor(t, 'surgeon', 'PUT', paths.landmarks(draft.id), save));
    assessmentIn(await callFor(t, 'surgeon', 'POST', paths.complete(draft.id)));
    const { parameters } = measure(clinicalRequest('A'));
    const measured = await read();
    expect(measured?.PI.value).toBeCloseTo(parameters.PI.value ?? Number.NaN, 6);
    // A value the lateral film cannot give stays null with its reason, never 0.
    expect(measured?.cobb).toEqual(parameters.cobb);
  });
});

describe('lookahead', () => {
  const look = (q: string) =>
    callActing(t, 'surgeon', 'GET', `${API_PATHS.patientLookahead}?q=${encodeURIComponent(q)}`);

  it('finds patients by prefix, and answers 204 with no body when none', async () => {
    const found = await look('nu');
    expect(found.statusCode).toBe(200);
    expect(lookaheadResult.parse(found.json()).items.map((item) => item.id)).toEqual([nunez.id]);
    const none = await look('zzz');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
  });

  it('answers at most ten records when more match, the first by name', async () => {
    const institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
    const made: string[] = [];
    // Made here, after the tests above that count the physician's records.
    for (let n = 1; n <= LOOKAHEAD_LIMIT + 1; n += 1) {
      const patient = await makePatient(t, {
        physicianId: surgeonId,
        institutionId,
        familyName: `Quist${String(n).padStart(2, '0')}`,
        givenName: 'Ann',
        examDates: ['2025-01-01'],
      });
      made.push(patient.id);
    }
    const response = await look('quist');
    expect(response.statusCode).toBe(200);
    const ids = lookaheadResult.parse(response.json()).items.map((item) => item.id);
    expect(LOOKAHEAD_LIMIT).toBe(10);
    expect(ids).toEqual(made.slice(0, 10));
  });

  it('refuses an empty q with 400', async () => {
    const response = await look('  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('q');
  });
});

describe('flags', () => {
  it('marks a patient urgent and a candidate, audited with the new value only', async () => {
    const since = await lastAuditId(t.database.db);
    const heard: unknown[] = [];
    const stop = t.app.services.patientRecordEvents.subscribe((event) => heard.push(event));
    const urgent = await callActing(
      t,
      'staff',
      'PATCH',
      withId(API_PATHS.patientUrgent, adams.id),
      {
        physicianId: surgeonId,
        payload: { isUrgent: true },
      },
    );
    expect(urgent.statusCode).toBe(200);
    expect(patientRecord.parse(urgent.json())).toMatchObject({
      urgent: true,
      surgicalCandidate: false,
    });
    const candidate = await callActing(
      t,
      'surgeon',
      'PATCH',
      withId(API_PATHS.patientSurgicalCandidate, adams.id),
      { payload: { isSurgicalCandidate: true } },
    );
    expect(patientRecord.parse(candidate.json())).toMatchObject({
      urgent: true,
      surgicalCandidate: true,
    });
    await expect.poll(() => heard.length).toBe(2);
    stop();
    expect(heard[0]).toEqual({
      status: 'FLAGS_CHANGED',
      patientId: adams.id,
      physicianIds: [surgeonId],
    });
    const [row] = await awaitAuditRows(t.database.db, since, 'patient.urgent');
    expect(JSON.stringify(row?.details)).toBe('{"urgent":true}');
    expect(row).toMatchObject({
      targetType: 'patient',
      targetId: adams.id,
      details: { urgent: true },
    });
    const back = await callActing(
      t,
      'surgeon',
      'PATCH',
      withId(API_PATHS.patientSurgicalCandidate, adams.id),
      { payload: { isSurgicalCandidate: false } },
    );
    expect(back.statusCode).toBe(200);
  });

  it('refuses a missing or wrong value with 400 naming it, and a sales rep with 403', async () => {
    const url = withId(API_PATHS.patientUrgent, adams.id);
    const bad = await callActing(t, 'surgeon', 'PATCH', url, { payload: { isUrgent: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('isUrgent');
    const rep = await callActing(t, 'rep', 'PATCH', url, {
      physicianId: surgeonId,
      payload: { isUrgent: true },
    });
    expect(rep.statusCode).toBe(403);
  });
});

describe('access history', () => {
  it('shows the physician who read the patient, newest first', async () => {
    await callActing(t, 'staff', 'GET', withId(API_PATHS.patientRecord, smith.id), {
      physicianId: surgeonId,
    });
    await awaitAuditRows(t.database.db, 0, 'patient.read');
    const url = withId(API_PATHS.patientAccessHistory, smith.id);
    await expect
      .poll(async () => {
        const page = accessHistoryPage.parse((await callActing(t, 'surgeon', 'GET', url)).json());
        return page.items.some(
          (item) => item.action === 'patient.read' && item.roles.includes('CLINICAL_STAFF'),
        );
      })
      .toBe(true);
    const page = accessHistoryPage.parse((await callActing(t, 'surgeon', 'GET', url)).json());
    const times = page.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());
    const staff = await callActing(t, 'staff', 'GET', url, { physicianId: surgeonId });
    expect(staff.statusCode).toBe(200);
  });

  it('pages with page and limit, counting every row', async () => {
    const institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
    // A record of its own, so that no other test's reads are in its history.
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId,
      familyName: 'Paged',
      examDates: ['2025-01-01'],
    });
    await t.database.db.insert(auditEvents).values(
      ['2025-03-01', '2025-02-01', '2025-01-01'].map((day) => ({
        occurredAt: new Date(`${day}T12:00:00Z`),
        actorUserId: surgeonId,
        action: 'patient.read',
        targetType: 'patient',
        targetId: patient.id,
        outcome: 'success' as const,
      })),
    );
    // The first read of this history: its own audit row is written after the answer.
    const response = await callActing(
      t,
      'surgeon',
      'GET',
      `${withId(API_PATHS.patientAccessHistory, patient.id)}?page=2&limit=1`,
    );
    expect(response.statusCode).toBe(200);
    const page = accessHistoryPage.parse(response.json());
    expect(page.totalCount).toBe(3);
    expect(page.items.map((item) => item.at)).toEqual(['2025-02-01T12:00:00.000Z']);
  });

  it('names the roles the actor held then, today’s only for rows that did not record them', async () => {
    const institutionId = await institutionIdOf(t, 'Lakeside Spine Center');
    const patient = await makePatient(t, {
      physicianId: surgeonId,
      institutionId,
      familyName: 'Roles',
      examDates: ['2025-01-01'],
    });
    const row = { actorUserId: surgeonId, targetType: 'patient', targetId: patient.id };
    await t.database.db.insert(auditEvents).values([
      // Read while the account was a clinical staff member's; written before roles were kept.
      {
        ...row,
        occurredAt: new Date('2025-02-01T12:00:00Z'),
        action: 'patient.read',
        outcome: 'success',
        actorRoles: ['CLINICAL_STAFF'],
      },
      {
        ...row,
        occurredAt: new Date('2025-01-01T12:00:00Z'),
        action: 'patient.read',
        outcome: 'success',
      },
    ]);
    const url = withId(API_PATHS.patientAccessHistory, patient.id);
    const since = await lastAuditId(t.database.db);
    const first = accessHistoryPage.parse((await callActing(t, 'surgeon', 'GET', url)).json());
    expect(first.items.map((item) => item.roles)).toEqual([['CLINICAL_STAFF'], ['PHYSICIAN']]);
    // A read through the API records the roles its caller holds.
    const [read] = await awaitAuditRows(t.database.db, since, 'patient.access-history.read', 1, {
      targetId: patient.id,
    });
    expect(read?.actorRoles).toEqual(['PHYSICIAN']);
  });

  it('refuses a sales representative with 403', async () => {
    const response = await callActing(
      t,
      'rep',
      'GET',
      withId(API_PATHS.patientAccessHistory, smith.id),
      { physicianId: surgeonId },
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Smith');
  });
});

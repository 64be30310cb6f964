import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALIGNMENT_ASSESSMENT_MESSAGES,
  ALIGNMENT_ENGINE_VERSION,
  ALIGNMENT_SIGNATURE_MEANING,
  EXAM_MESSAGES,
} from '@sagitta/domain';
import { clinicalExpectation } from '@sagitta/domain/alignment/clinical-vectors';
import { alignmentAssessments, modelings, studies } from '../../db/schema';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { DEMO_PASSWORD, useTestApp } from '../../../test/harness';
import { assessmentIn, callFor, clinicalSave, examWithFilm, paths } from './assessment-fixtures';

const t = useTestApp();
let surgeonId = '';
let examId = '';
let patientId = '';

const asSurgeon = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  callFor(t, 'surgeon', method, url, payload === undefined ? {} : { payload });

async function examRow(id: string) {
  const [row] = await t.database.db.select().from(studies).where(eq(studies.id, id));
  return row;
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  // Case A's patient is 30 on the exam date: GAP age points 0.
  ({ examId, patientId } = await examWithFilm(t, {
    physicianId: surgeonId,
    familyName: 'Lifecycle',
    birthDate: '1996-03-01',
    studyDate: '2026-04-10',
  }));
});

describe('alignment assessment lifecycle: draft → save → complete → validate → approve', () => {
  let id = '';

  it('opens a draft once: 201, then 200 with the same assessment', async () => {
    const since = await lastAuditId(t.database.db);
    const created = await asSurgeon('POST', paths.list, { examId });
    expect(created.statusCode).toBe(201);
    const draft = assessmentIn(created);
    id = draft.id;
    expect(draft).toMatchObject({
      examId,
      patientId,
      state: 'draft',
      measurement: null,
      lateral: null,
      revision: 0,
      engineVersion: null,
    });
    const again = await asSurgeon('POST', paths.list, { examId });
    expect(again.statusCode).toBe(200);
    expect(assessmentIn(again).id).toBe(id);
    const [modeling] = await t.database.db.select().from(modelings).where(eq(modelings.id, id));
    expect(modeling).toMatchObject({
      studyId: examId,
      modelType: 'Alignment',
      state: 'IA_IN_PROGRESS',
    });
    const rows = await awaitAuditRows(t.database.db, since, 'alignment-assessment.open', 2);
    expect(rows[0]).toMatchObject({ targetId: id, outcome: 'success' });
  });

  it('reads the latest by exam and by id, each read audited', async () => {
    const since = await lastAuditId(t.database.db);
    const latest = await asSurgeon('GET', `${paths.list}?examId=${examId}`);
    expect(assessmentIn(latest).id).toBe(id);
    expect(assessmentIn(await asSurgeon('GET', paths.one(id))).id).toBe(id);
    const rows = await awaitAuditRows(t.database.db, since, 'alignment-assessment.read', 2);
    expect(rows.map((row) => row.targetId)).toEqual([examId, id]);
  });

  it('saves landmarks with the revision read; a stale revision is refused (409), nothing written', async () => {
    const saved = assessmentIn(await asSurgeon('PUT', paths.landmarks(id), clinicalSave('A', 0)));
    expect(saved).toMatchObject({
      state: 'draft',
      revision: 1,
      placedBy: { id: surgeonId },
      pixelSpacingMm: { lateral: 0.5, frontal: null },
      calibration: { lateral: { source: 'PIXEL_SPACING', pixelSpacingMm: 0.5 } },
    });
    expect(saved.lateral?.points.S1a).toEqual([1181, 2399]);
    const stale = await asSurgeon('PUT', paths.landmarks(id), {
      ...clinicalSave('B', 0),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ details: { revision: 1 } });
    const after = assessmentIn(await asSurgeon('GET', paths.one(id)));
    expect(after.revision).toBe(1);
    expect(after.lateral?.points.S1a).toEqual([1181, 2399]);
  });

  it('refuses bad input with 400 naming the field, never 500, and writes nothing', async () => {
    const unknownName = await asSurgeon('PUT', paths.landmarks(id), {
      revision: 1,
      lateral: { points: { S1x: [1, 2] } },
      calibration: {},
    });
    expect(unknownName.statusCode).toBe(400);
    expect(unknownName.body).toContain('S1x');
    const huge = await t.app.inject({
      method: 'PUT',
      url: paths.landmarks(id),
      headers: { ...(await t.sessionOf('surgeon')).headers, 'content-type': 'application/json' },
      payload: '{"revision":1,"lateral":{"points":{"S1a":[1e400,2]}},"calibration":{}}',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('S1a');
    const noSpacing = await asSurgeon('PUT', paths.landmarks(id), {
      revision: 1,
      calibration: { lateral: { source: 'PIXEL_SPACING' } },
    });
    expect(noSpacing.statusCode).toBe(400);
    expect(noSpacing.body).toContain('pixelSpacingMm');
    expect((await asSurgeon('GET', paths.one('not-a-uuid'))).statusCode).toBe(400);
    expect(assessmentIn(await asSurgeon('GET', paths.one(id))).revision).toBe(1);
  });

  it('refuses review and approval before completion (409)', async () => {
    expect((await asSurgeon('PATCH', paths.validated(id))).statusCode).toBe(409);
    const approve = await asSurgeon('PATCH', paths.status(id), {
      eosAlignmentStatus: 'Approved',
      password: DEMO_PASSWORD,
    });
    expect(approve.statusCode).toBe(409);
  });

  it('completes: case A measured exactly, age from the birth date at the exam date, exam ready to review', async () => {
    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const done = assessmentIn(await asSurgeon('POST', paths.complete(id)));
    stop();
    expect(heard).toEqual([
      { status: 'MODELING_SUCCEEDED', acquisitionId: examId, physicianId: surgeonId },
    ]);
    const expected = clinicalExpectation('A');
    expect(done.state).toBe('ready-to-review');
    expect(done.age).toBe(30);
    expect(done.engineVersion).toBe(ALIGNMENT_ENGINE_VERSION);
    const parameters = done.measurement?.parameters;
    for (const key of ['PI', 'PT', 'SS', 'LL', 'SVA', 'TPA'] as const) {
      expect(
        Math.abs((parameters?.[key].value ?? NaN) - (expected[key] ?? NaN)),
      ).toBeLessThanOrEqual(0.05 + 1e-9);
    }
    expect(done.measurement?.targets.gap.points.age).toBe(expected.gapPoints[4]);
    expect(await examRow(examId)).toMatchObject({
      examType: 'ALIGNMENT',
      examStatus: 'READY_TO_REVIEW',
    });
    const [modeling] = await t.database.db.select().from(modelings).where(eq(modelings.id, id));
    expect(modeling?.state).toBe('MODELIZED');
    expect((await asSurgeon('POST', paths.complete(id))).statusCode).toBe(409);
  });

  it('lets only the exam physician review it', async () => {
    const byStaff = await callFor(t, 'staff', 'PATCH', paths.validated(id), {
      physicianId: surgeonId,
    });
    expect(byStaff.statusCode).toBe(403);
    const reviewed = assessmentIn(await asSurgeon('PATCH', paths.validated(id)));
    expect(reviewed.userValidatedBy?.id).toBe(surgeonId);
    expect(reviewed.userValidatedAt).not.toBeNull();
  });

  it('refuses a wrong password with 401: nothing approved, the refusal audited without the password', async () => {
    const since = await lastAuditId(t.database.db);
    const wrong = await asSurgeon('PATCH', paths.status(id), {
      eosAlignmentStatus: 'Approved',
      password: 'Not-The-Password-42',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: ALIGNMENT_ASSESSMENT_MESSAGES.wrongPassword,
      details: [{ field: 'body.password' }],
    });
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.approve');
    expect(row?.outcome).toBe('denied');
    expect(JSON.stringify(row)).not.toContain('Not-The-Password-42');
    const still = assessmentIn(await asSurgeon('GET', paths.one(id)));
    expect(still).toMatchObject({
      state: 'ready-to-review',
      approvedBy: null,
      signatureMeaning: null,
    });
    expect((await examRow(examId))?.examStatus).toBe('READY_TO_REVIEW');
  });

  it('approves with the password: the signature stored and carried by the audit row', async () => {
    const since = await lastAuditId(t.database.db);
    const approved = assessmentIn(
      await asSurgeon('PATCH', paths.status(id), {
        eosAlignmentStatus: 'Approved',
        password: DEMO_PASSWORD,
      }),
    );
    expect(approved).toMatchObject({
      state: 'approved',
      approvedBy: { id: surgeonId },
      signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
    });
    expect(approved.approvedAt).not.toBeNull();
    expect((await examRow(examId))?.examStatus).toBe('APPROVED');
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.approve');
    expect(row).toMatchObject({ outcome: 'success', actorUserId: surgeonId, targetId: id });
    expect(row?.details).toMatchObject({
      signedBy: surgeonId,
      signatureMeaning: ALIGNMENT_SIGNATURE_MEANING,
      signatureMethod: 'password',
    });
    expect(JSON.stringify(row)).not.toContain(DEMO_PASSWORD);
  });

  it('keeps the approved assessment immutable: every change is 409 "Alignment exam locked"', async () => {
    const attempts = [
      asSurgeon('PUT', paths.landmarks(id), clinicalSave('B', 3)),
      asSurgeon('POST', paths.complete(id)),
      asSurgeon('PATCH', paths.validated(id)),
      asSurgeon('PATCH', paths.status(id), {
        eosAlignmentStatus: 'Approved',
        password: DEMO_PASSWORD,
      }),
      asSurgeon('POST', paths.list, { examId }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(EXAM_MESSAGES.alignmentLocked);
    }
    const [row] = await t.database.db
      .select()
      .from(alignmentAssessments)
      .where(eq(alignmentAssessments.modelingId, id));
    expect(row?.state).toBe('approved');
    expect((row?.lateral as { points: Record<string, unknown> }).points.S1a).toEqual([1181, 2399]);
  });
});

describe('other paths through the lifecycle', () => {
  it('refuses to open an assessment on an exam without a lateral or frontal film (409 No images)', async () => {
    const bare = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Bare' }, null);
    const response = await asSurgeon('POST', paths.list, { examId: bare.examId });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EXAM_MESSAGES.noImages);
    expect((await asSurgeon('GET', `${paths.list}?examId=${bare.examId}`)).statusCode).toBe(204);
  });

  it('derives the spacing of a calibration object, and a save after completion reopens the draft', async () => {
    const exam = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Ruler' }, 'FRONTAL');
    const draft = assessmentIn(await asSurgeon('POST', paths.list, { examId: exam.examId }));
    const save = clinicalSave('A', 0);
    const ruler = {
      ...save,
      // 200 pixels for 100 mm: 0.5 mm per pixel, as case A's header says.
      calibration: {
        lateral: { source: 'CALIBRATION_OBJECT', start: [10, 10], end: [130, 170], lengthMm: 100 },
      },
    };
    const saved = assessmentIn(await asSurgeon('PUT', paths.landmarks(draft.id), ruler));
    expect(saved.pixelSpacingMm.lateral).toBeCloseTo(0.5, 12);
    const done = assessmentIn(await asSurgeon('POST', paths.complete(draft.id)));
    // No birth date: no age, never a guess.
    expect(done.age).toBeNull();
    expect(done.measurement?.targets.gap.points.age).toBeNull();
    const sva = done.measurement?.parameters.SVA.value ?? NaN;
    expect(Math.abs(sva - (clinicalExpectation('A').SVA ?? NaN))).toBeLessThanOrEqual(0.05 + 1e-9);
    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const reopened = assessmentIn(
      await asSurgeon('PUT', paths.landmarks(draft.id), { ...ruler, revision: done.revision }),
    );
    // The worklist hears the exam's modeling start again; a draft's save is not news.
    await asSurgeon('PUT', paths.landmarks(draft.id), { ...ruler, revision: reopened.revision });
    stop();
    expect(heard).toEqual([
      { status: 'MODELING_STARTED', acquisitionId: exam.examId, physicianId: surgeonId },
    ]);
    expect(reopened).toMatchObject({ state: 'draft', measurement: null, engineVersion: null });
    expect((await examRow(exam.examId))?.examStatus).toBe('PROCESSING');
  });

  it('makes one draft of simultaneous opens, and accepts one of two saves of the same revision', async () => {
    const exam = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Twice' });
    const opened = await Promise.all([
      asSurgeon('POST', paths.list, { examId: exam.examId }),
      asSurgeon('POST', paths.list, { examId: exam.examId }),
    ]);
    const ids = opened.map((response) => assessmentIn(response).id);
    expect(ids[0]).toBe(ids[1]);
    expect(opened.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    const draftId = ids[0] ?? '';
    const saves = await Promise.all([
      asSurgeon('PUT', paths.landmarks(draftId), clinicalSave('A', 0)),
      asSurgeon('PUT', paths.landmarks(draftId), clinicalSave('B', 0)),
    ]);
    expect(saves.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(assessmentIn(await asSurgeon('GET', paths.one(draftId))).revision).toBe(1);
  });

  it('completes without calibration: lengths null with their reason, never 0', async () => {
    const exam = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Uncalibrated' });
    const draft = assessmentIn(await asSurgeon('POST', paths.list, { examId: exam.examId }));
    await asSurgeon('PUT', paths.landmarks(draft.id), clinicalSave('G', 0));
    const done = assessmentIn(await asSurgeon('POST', paths.complete(draft.id)));
    expect(done.measurement?.parameters.SVA).toEqual({
      value: null,
      unit: 'MM',
      reason: { code: 'no-calibration' },
    });
  });
});

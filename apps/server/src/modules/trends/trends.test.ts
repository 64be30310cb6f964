import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlignmentPhase,
  ALIGNMENT_ENGINE_VERSION,
  ALIGNMENT_SIGNATURE_MEANING,
  measure,
  patientTrends,
  TREND_MESSAGES,
  trendPatientPage,
} from '@sagitta/domain';
import { clinicalRequest, type ClinicalCase } from '@sagitta/domain/alignment/clinical-vectors';
import { alignmentAssessments, modelings, patients, studies } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { type DemoUser, useTestApp } from '../../../test/harness';
import { insertExam } from '../../../test/exams';
import { setCandidatesOnly } from '../../../test/patients';
import { callFor } from '../alignment/assessment-fixtures';

const t = useTestApp();
const TRENDS = '/api/v1/portal/trends';
let surgeonId = '';
let surgeon2Id = '';
let trendPatientId = ''; // three approved assessments, one completed, one draft
let singlePatientId = ''; // one approved assessment: no trend
let otherPatientId = ''; // surgeon2's, with two approved assessments
const approvedIds: string[] = []; // the trend patient's, oldest first

/** An assessment of an exam written straight into the database, with the engine's output. */
async function assessment(
  examId: string,
  state: 'approved' | 'ready-to-review' | 'draft',
  at: Date,
  vector: ClinicalCase,
  physicianId = surgeonId,
  phase: AlignmentPhase = 'PRE_OP',
): Promise<string> {
  const db = t.database.db;
  const [modeling] = await db
    .insert(modelings)
    .values({
      studyId: examId,
      creationTimestamp: at.getTime(),
      state: state === 'approved' ? 'VALIDATED' : 'MODELIZED',
      modelType: 'Alignment',
    })
    .returning({ id: modelings.id });
  if (modeling === undefined) throw new Error('no modeling');
  const done = state !== 'draft';
  await db.insert(alignmentAssessments).values({
    modelingId: modeling.id,
    state,
    phase,
    measurement: done ? measure(clinicalRequest(vector)) : null,
    engineVersion: done ? ALIGNMENT_ENGINE_VERSION : null,
    createdBy: physicianId,
    createdAt: at,
    completedAt: done ? at : null,
    approvedBy: state === 'approved' ? physicianId : null,
    approvedAt: state === 'approved' ? at : null,
    signatureMeaning: state === 'approved' ? ALIGNMENT_SIGNATURE_MEANING : null,
  });
  return modeling.id;
}

/** An exam of the patient of MRN `mrn` (the same MRN and physician: the same patient record). */
async function examOf(physicianId: string, mrn: string, studyDate: string | null) {
  return insertExam(t.database.db, { physicianId, patientId: mrn, familyName: 'Trend', studyDate });
}

async function patientOfExam(examId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, examId));
  if (row === undefined) throw new Error('no exam');
  return row.patientId;
}

const get = (user: DemoUser, query: string, physicianId?: string) =>
  callFor(t, user, 'GET', `${TRENDS}${query}`, physicianId === undefined ? {} : { physicianId });

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  const mrn = `TREND-${Date.now()}`;
  // Approved out of date order: the answer orders by acquisition date, not by insertion.
  const june = await examOf(surgeonId, mrn, '2026-06-10');
  const january = await examOf(surgeonId, mrn, '2026-01-10');
  const march = await examOf(surgeonId, mrn, '2026-03-10');
  const completed = await examOf(surgeonId, mrn, '2026-07-01');
  const drafted = await examOf(surgeonId, mrn, '2026-08-01');
  trendPatientId = await patientOfExam(june);
  const juneId = await assessment(
    june,
    'approved',
    new Date('2026-06-11T10:00:00Z'),
    'C',
    surgeonId,
    'POST_OP',
  );
  const januaryId = await assessment(january, 'approved', new Date('2026-01-11T10:00:00Z'), 'A');
  const marchId = await assessment(march, 'approved', new Date('2026-03-11T10:00:00Z'), 'B');
  approvedIds.push(januaryId, marchId, juneId);
  await assessment(completed, 'ready-to-review', new Date('2026-07-02T10:00:00Z'), 'D');
  await assessment(drafted, 'draft', new Date('2026-08-02T10:00:00Z'), 'A');

  const single = await examOf(surgeonId, `${mrn}-1`, '2026-02-01');
  singlePatientId = await patientOfExam(single);
  await assessment(single, 'approved', new Date('2026-02-02T10:00:00Z'), 'A');

  const otherMrn = `${mrn}-2`;
  const other1 = await examOf(surgeon2Id, otherMrn, '2026-02-01');
  const other2 = await examOf(surgeon2Id, otherMrn, '2026-04-01');
  otherPatientId = await patientOfExam(other1);
  await assessment(other1, 'approved', new Date('2026-02-02T10:00:00Z'), 'A', surgeon2Id);
  await assessment(other2, 'approved', new Date('2026-04-02T10:00:00Z'), 'B', surgeon2Id);
});

afterAll(async () => {
  await setCandidatesOnly(t, 'staff', false);
});

describe("GET /api/v1/portal/trends?patientId: a patient's parameters over time", () => {
  it('answers the approved assessments oldest first, one series per parameter, audited', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await get('surgeon', `?patientId=${trendPatientId}`);
    expect(response.statusCode, response.body).toBe(200);
    const trends = patientTrends.parse(response.json());
    expect(trends.points.map((point) => point.assessmentId)).toEqual(approvedIds);
    expect(trends.points.map((point) => point.acquisitionDate)).toEqual([
      '2026-01-10',
      '2026-03-10',
      '2026-06-10',
    ]);
    expect(trends.points.map((point) => point.phase)).toEqual(['PRE_OP', 'PRE_OP', 'POST_OP']);
    expect(trends).toMatchObject({ patientId: trendPatientId, totalCount: 3, page: 1, limit: 50 });

    // Each value is the engine's own, point by point; a null keeps its reason.
    const pi = trends.series.find((series) => series.key === 'PI');
    expect(pi?.unit).toBe('DEGREE');
    expect(pi?.values).toEqual(
      (['A', 'B', 'C'] as const).map((vector) => measure(clinicalRequest(vector)).parameters.PI),
    );
    const axial = trends.series.find((series) => series.key === 'axialRotation');
    expect(axial?.values).toEqual([
      { value: null, unit: 'DEGREE', reason: { code: 'needs-3d-model' } },
      { value: null, unit: 'DEGREE', reason: { code: 'needs-3d-model' } },
      { value: null, unit: 'DEGREE', reason: { code: 'needs-3d-model' } },
    ]);
    expect(trends.series.flatMap((series) => series.values).some((v) => v.value === 0)).toBe(false);

    const [row] = await awaitAuditRows(t.database.db, since, 'trends.read', 1, {
      targetId: trendPatientId,
    });
    expect(row).toMatchObject({
      actorUserId: surgeonId,
      targetType: 'patient',
      targetId: trendPatientId,
      outcome: 'success',
      details: { ids: approvedIds },
    });
  });

  it('pages from the newest: page 1 the latest two, oldest first; page 2 the rest', async () => {
    const first = patientTrends.parse(
      (await get('surgeon', `?patientId=${trendPatientId}&limit=2&page=1`)).json(),
    );
    expect(first.points.map((point) => point.assessmentId)).toEqual(approvedIds.slice(1));
    expect(first.totalCount).toBe(3);
    expect(first.series[0]?.values).toHaveLength(2);
    const second = patientTrends.parse(
      (await get('surgeon', `?patientId=${trendPatientId}&limit=2&page=2`)).json(),
    );
    expect(second.points.map((point) => point.assessmentId)).toEqual(approvedIds.slice(0, 1));
    const beyond = await get('surgeon', `?patientId=${trendPatientId}&limit=2&page=3`);
    expect(beyond.statusCode).toBe(204);
    expect(beyond.body).toBe('');
  });

  it('answers 204 for a patient in scope without an approved assessment', async () => {
    const examId = await examOf(surgeonId, `EMPTY-${Date.now()}`, '2026-05-05');
    const patientId = await patientOfExam(examId);
    await assessment(examId, 'ready-to-review', new Date('2026-05-06T10:00:00Z'), 'A');
    expect((await get('surgeon', `?patientId=${patientId}`)).statusCode).toBe(204);
  });
});

describe('GET /api/v1/portal/trends without patientId: the patients with trends', () => {
  it('lists the patients with two approved assessments or more, audited by id', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await get('surgeon', '');
    expect(response.statusCode, response.body).toBe(200);
    const page = trendPatientPage.parse(response.json());
    const listed = page.items.find((item) => item.id === trendPatientId);
    expect(listed).toMatchObject({
      assessmentCount: 3,
      lastDate: '2026-06-10',
      familyName: 'Trend',
    });
    const ids = page.items.map((item) => item.id);
    expect(ids).not.toContain(singlePatientId);
    expect(ids).not.toContain(otherPatientId);
    const [row] = await awaitAuditRows(t.database.db, since, 'trends.read', 1, {
      targetType: 'physician',
    });
    expect(row).toMatchObject({ targetType: 'physician', targetId: surgeonId, details: { ids } });
  });

  it('answers 204 when the page is empty, and another surgeon only their own', async () => {
    expect((await get('surgeon', '?page=1000')).statusCode).toBe(204);
    const page = trendPatientPage.parse((await get('surgeon2', '')).json());
    expect(page.items.map((item) => item.id)).toEqual([otherPatientId]);
  });
});

describe('who may read trends', () => {
  it('answers another surgeon 404 for the patient, the miss audited naming it', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await get('surgeon2', `?patientId=${trendPatientId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: TREND_MESSAGES.patientNotFound });
    const [row] = await awaitAuditRows(t.database.db, since, 'trends.read', 1, {
      targetId: trendPatientId,
    });
    expect(row).toMatchObject({
      outcome: 'denied',
      targetId: trendPatientId,
      details: { reason: 'other-scope' },
    });
  });

  it('refuses a representative acting for a physician they are not connected to (403)', async () => {
    expect((await get('rep', `?patientId=${trendPatientId}`, surgeon2Id)).statusCode).toBe(403);
    expect((await get('rep', '', surgeon2Id)).statusCode).toBe(403);
    // The seed's query names the physician as the header does, checked the same way.
    expect((await get('rep', `?physicianId=${surgeon2Id}`)).statusCode).toBe(403);
    expect((await get('rep', `?physicianId=${surgeonId}`)).statusCode).toBe(200);
    expect((await get('rep', `?patientId=${trendPatientId}`, surgeonId)).statusCode).toBe(200);
  });

  it('refuses a header and a physicianId that disagree (400); a technician sees no patient without a case of theirs (404)', async () => {
    const response = await get('staff', `?physicianId=${surgeon2Id}`, surgeonId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TREND_MESSAGES.physicianMismatch });
    expect((await get('modeler', `?patientId=${trendPatientId}`)).statusCode).toBe(404);
    expect((await get('rods', `?patientId=${trendPatientId}`)).statusCode).toBe(403);
  });

  it('hides a non-candidate patient from a candidates-only account', async () => {
    await setCandidatesOnly(t, 'staff', true);
    expect((await get('staff', `?patientId=${trendPatientId}`, surgeonId)).statusCode).toBe(404);
    const listed = await get('staff', '', surgeonId);
    if (listed.statusCode === 200) {
      const ids = trendPatientPage.parse(listed.json()).items.map((item) => item.id);
      expect(ids).not.toContain(trendPatientId);
    } else expect(listed.statusCode).toBe(204);
    await t.database.db
      .update(patients)
      .set({ surgicalCandidate: true })
      .where(eq(patients.id, trendPatientId));
    expect((await get('staff', `?patientId=${trendPatientId}`, surgeonId)).statusCode).toBe(200);
    const page = trendPatientPage.parse((await get('staff', '', surgeonId)).json());
    expect(page.items.map((item) => item.id)).toContain(trendPatientId);
    await setCandidatesOnly(t, 'staff', false);
  });
});

describe('validation', () => {
  it.each([
    ['?patientId=not-an-id', 'patientId'],
    ['?limit=0', 'limit'],
    ['?page=0', 'page'],
    ['?physicianId=42', 'physicianId'],
  ])('refuses %s with a message naming the field (400)', async (query, field) => {
    const response = await get('surgeon', query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });
});

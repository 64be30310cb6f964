import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { patientAlignmentAssessments } from '@sagitta/domain';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { useTestApp } from '../../../test/harness';
import { assessmentIn, callFor, examWithFilm, paths } from './assessment-fixtures';

const t = useTestApp();
let surgeonId = '';
let surgeon2Id = '';
let patientId = '';
const opened: string[] = [];
const patientKey = `LIST-${Date.now()}`;
const listOf = (id: string) => `/api/v1/patients/${id}/eos-alignments`;
// The machine runs argon2 sign-ins for several suites at once: first calls can be slow.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  for (const studyDate of ['2026-01-05', '2026-05-05']) {
    const exam = await examWithFilm(t, {
      physicianId: surgeonId,
      patientId: patientKey,
      familyName: 'List',
      studyDate,
    });
    patientId = exam.patientId;
    const draft = await callFor(t, 'surgeon', 'POST', paths.list, {
      payload: { examId: exam.examId },
    });
    opened.push(assessmentIn(draft).id);
  }
}, 180_000);

describe("the patient's alignment assessments (patient file)", () => {
  it('lists them newest first with their phase, the read audited against the patient', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await callFor(t, 'surgeon', 'GET', listOf(patientId));
    expect(response.statusCode).toBe(200);
    const { items } = patientAlignmentAssessments.parse(JSON.parse(response.body));
    expect(items.map((item) => item.id)).toEqual([...opened].reverse());
    expect(items.every((item) => item.patientId === patientId)).toBe(true);
    expect(items.map((item) => item.phase)).toEqual(['PRE_OP', 'PRE_OP']);
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.list', 1, {
      targetId: patientId,
    });
    expect(row).toMatchObject({ targetType: 'patient', targetId: patientId, outcome: 'success' });
  });

  it('answers an empty list for a patient in scope without assessments', async () => {
    const exam = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Empty' });
    const response = await callFor(t, 'surgeon', 'GET', listOf(exam.patientId));
    expect(JSON.parse(response.body)).toEqual({ items: [] });
  });

  it("answers another practice's surgeon 404, audited as denied, and an unknown patient 404", async () => {
    const since = await lastAuditId(t.database.db);
    const other = await callFor(t, 'surgeon2', 'GET', listOf(patientId));
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(opened[0]);
    const [row] = await awaitAuditRows(t.database.db, since, 'alignment-assessment.list', 1, {
      targetId: patientId,
    });
    expect(row).toMatchObject({ outcome: 'denied', targetId: patientId });
    expect(row?.details).toMatchObject({ reason: 'other-scope' });
    expect((await callFor(t, 'surgeon', 'GET', listOf(randomUUID()))).statusCode).toBe(404);
  });

  it('lets a connected representative read, refuses an unconnected one (403)', async () => {
    const connected = await callFor(t, 'rep', 'GET', listOf(patientId), {
      physicianId: surgeonId,
    });
    expect(connected.statusCode).toBe(200);
    const unconnected = await callFor(t, 'rep', 'GET', listOf(patientId), {
      physicianId: surgeon2Id,
    });
    expect(unconnected.statusCode).toBe(403);
  });

  it('refuses a malformed id with 400, never 500', async () => {
    const response = await callFor(t, 'surgeon', 'GET', listOf('not-a-uuid'));
    expect(response.statusCode).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiUrl, CASE_WORKFLOW_MESSAGES } from '@sagitta/domain';
import { cases } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { callFor, examWithFilm, paths } from '../alignment/assessment-fixtures';
import { insertTestCase } from './case-fixtures';

/**
 * A 3D technician's scope (issue 18): the patients and exams of the cases they hold or worked on
 * (every case's for a manager), and nothing else, enforced in the SQL of every patient read.
 */
const t = useTestApp();
let surgeonId = '';
let withCase: { examId: string; patientId: string };
let without: { examId: string; patientId: string };
let modelingId = '';

const record = (patientId: string) => apiUrl(API_PATHS.patientRecord, { id: patientId });
const exam = (examId: string) => apiUrl(API_PATHS.exam, { id: examId });
const notes = (patientId: string) => `${API_PATHS.portalPatientNotes}?patientId=${patientId}`;

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  withCase = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Scoped' });
  without = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Unscoped' });
  const opened = await callFor(t, 'surgeon', 'POST', paths.list, {
    payload: { examId: withCase.examId },
  });
  modelingId = opened.json().id;
  // The case of the first exam, held by modeler@ (its modeling is the exam's draft).
  const caseId = await insertTestCase(t.database.db, surgeonId, t.clock.now(), {
    assigneeId: await t.userIdOf('modeler'),
  });
  await t.database.db
    .update(cases)
    .set({ studyId: withCase.examId, patientId: withCase.patientId, modelingId })
    .where(eq(cases.id, caseId));
});

describe('a technician’s patients are those of their cases', () => {
  it('opens the record, the exam and the notes of a patient of their case', async () => {
    expect((await t.callAs('modeler', 'GET', record(withCase.patientId))).statusCode).toBe(200);
    expect((await t.callAs('modeler', 'GET', exam(withCase.examId))).statusCode).toBe(200);
    expect((await t.callAs('modeler', 'GET', notes(withCase.patientId))).statusCode).toBe(200);
    const written = await t.callAs('modeler', 'POST', API_PATHS.patientNotes, {
      patientId: withCase.patientId,
      note: 'Motion artefact at L3 on the lateral film',
    });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().author.role).toBe('3DS_TECHNICIAN');
    const seen = await callFor(t, 'surgeon', 'GET', notes(withCase.patientId));
    expect(seen.json().items[0].note).toBe('Motion artefact at L3 on the lateral film');
  });

  it('gets 404 and no data for a patient without a case of theirs, another technician too', async () => {
    for (const url of [record(without.patientId), exam(without.examId), notes(without.patientId)]) {
      const response = await t.callAs('modeler', 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Unscoped');
    }
    expect((await t.callAs('planner', 'GET', record(withCase.patientId))).statusCode).toBe(404);
    const list = await t.callAs('planner', 'GET', API_PATHS.patientRecords);
    expect(list.json().totalCount).toBe(0);
  });

  it('lets a 3D manager see every case’s patient, and a rod manufacturer nothing', async () => {
    expect((await t.callAs('manager', 'GET', record(withCase.patientId))).statusCode).toBe(200);
    expect((await t.callAs('manager', 'GET', record(without.patientId))).statusCode).toBe(404);
    expect((await t.callAs('rods', 'GET', record(withCase.patientId))).statusCode).toBe(403);
  });

  it('places the case’s landmarks but hands the model on only through the case', async () => {
    const read = await t.callAs('modeler', 'GET', paths.one(modelingId));
    expect(read.statusCode).toBe(200);
    const complete = await t.callAs('modeler', 'POST', paths.complete(modelingId));
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(CASE_WORKFLOW_MESSAGES.completeThroughCase);
    const approve = await t.callAs('modeler', 'PATCH', paths.status(modelingId), {
      eosAlignmentStatus: 'APPROVED',
    });
    expect(approve.statusCode).toBe(403);
  });
});

describe('a technician’s lists', () => {
  it('hold the exams and patients of their cases only', async () => {
    const worklist = await t.callAs('modeler', 'GET', `${API_PATHS.worklist}?page=1`);
    expect(worklist.statusCode, worklist.body).toBe(200);
    const examIds = worklist.json().items.map((item: { id: string }) => item.id);
    expect(examIds).toContain(withCase.examId);
    expect(examIds).not.toContain(without.examId);
    const records = await t.callAs('modeler', 'GET', API_PATHS.patientRecords);
    const patientIds = records.json().items.map((item: { id: string }) => item.id);
    expect(patientIds).toContain(withCase.patientId);
    expect(patientIds).not.toContain(without.patientId);
    const history = await t.callAs(
      'modeler',
      'GET',
      apiUrl(API_PATHS.patientAccessHistory, { id: withCase.patientId }),
    );
    expect(history.statusCode).toBe(403);
  });
});

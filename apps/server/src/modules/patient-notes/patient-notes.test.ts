import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_PHYSICIAN_HEADER,
  PATIENT_NOTE_MESSAGES,
  patientNote,
  patientNotePage,
  type PatientNote,
} from '@sagitta/domain';
import { auditEvents, patientNotes, patients, studies } from '../../db/schema';
import { insertExam } from '../../../test/exams';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { setCandidatesOnly } from '../../../test/patients';
import type { PatientRecordEvent } from '../../platform/realtime/patient-record-events';

/** Every line the server logs, to prove no note text is among them. */
const logText: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText.push(chunk.toString('utf8'));
    done();
  },
});
const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });

let surgeonId = '';
let patientId = '';
let candidateId = '';
let otherPatientId = '';

/** A note call; staff and representatives act for the surgeon unless told otherwise. */
async function call(
  user: DemoUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  physicianId: string | null = surgeonId,
) {
  const acting = user === 'staff' || user === 'rep';
  return as(t.app, await t.sessionOf(user), {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: acting && physicianId !== null ? { [ACTING_PHYSICIAN_HEADER]: physicianId } : {},
  });
}

async function write(user: DemoUser, note: string, patient = patientId): Promise<PatientNote> {
  const response = await call(user, 'POST', '/api/v1/patient-notes', { patientId: patient, note });
  expect(response.statusCode, response.body).toBe(201);
  // Each note a minute after the last: "newest first" is then plain to see.
  t.clock.advance(60);
  return patientNote.parse(response.json());
}

const list = async (user: DemoUser, patient = patientId, query = '') =>
  call(user, 'GET', `/api/v1/portal/patient-notes?patientId=${patient}${query}`);

/** A new patient record of a physician, made by writing one exam of theirs. */
async function newPatientOf(physicianId: string): Promise<string> {
  const examId = await insertExam(t.database.db, { physicianId, familyName: 'Notes' });
  const [row] = await t.database.db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, examId));
  if (row === undefined) throw new Error('no exam');
  return row.patientId;
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  patientId = await newPatientOf(surgeonId);
  candidateId = await newPatientOf(surgeonId);
  otherPatientId = await newPatientOf(await t.userIdOf('surgeon2'));
  await t.database.db
    .update(patients)
    .set({ surgicalCandidate: false })
    .where(eq(patients.id, patientId));
  await t.database.db
    .update(patients)
    .set({ surgicalCandidate: true })
    .where(eq(patients.id, candidateId));
});

describe('POST /api/v1/patient-notes', () => {
  it('writes a note as the role the author acts in, audited without its text, and announced', async () => {
    const heard: PatientRecordEvent[] = [];
    const stop = t.app.services.patientRecordEvents.subscribe((event) => heard.push(event));
    const since = await lastAuditId(t.database.db);
    const byPhysician = await write('surgeon', 'Discussed fusion options SECRET-PHYSICIAN');
    const byStaff = await write('staff', 'Called the patient SECRET-STAFF');
    const byRep = await write('rep', 'Implant sizes requested SECRET-REP');
    stop();
    expect(byPhysician).toMatchObject({
      patientId,
      note: 'Discussed fusion options SECRET-PHYSICIAN',
      author: { id: surgeonId, role: 'PHYSICIAN' },
      edited: false,
      editedAt: null,
      seen: true,
      mine: true,
    });
    expect(byStaff.author.role).toBe('CLINICAL_STAFF');
    expect(byRep.author.role).toBe('SALES_REPRESENTATIVE');
    expect(heard).toEqual(
      [byPhysician, byStaff, byRep].map((note) => ({
        status: 'NOTE_ADDED',
        patientId,
        physicianIds: [surgeonId],
        noteId: note.id,
      })),
    );
    const rows = await awaitAuditRows(t.database.db, since, 'patient-note.create', 3);
    expect(rows.map((row) => [row.targetType, row.targetId, row.outcome, row.details])).toEqual(
      [byPhysician, byStaff, byRep].map((note) => [
        'patient',
        patientId,
        'success',
        { noteId: note.id },
      ]),
    );
  });

  it.each([
    ['<b>bold</b>', PATIENT_NOTE_MESSAGES.forbiddenCharacters],
    ['a > b', PATIENT_NOTE_MESSAGES.forbiddenCharacters],
    ['salt & pepper', PATIENT_NOTE_MESSAGES.forbiddenCharacters],
    ['   ', PATIENT_NOTE_MESSAGES.empty],
    ['x'.repeat(2_001), PATIENT_NOTE_MESSAGES.tooLong],
  ])(
    'refuses %j with 400 and the note rule’s own message, writing nothing',
    async (note, message) => {
      const before = await t.database.db.$count(patientNotes);
      const response = await call('surgeon', 'POST', '/api/v1/patient-notes', { patientId, note });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
      expect(await t.database.db.$count(patientNotes)).toBe(before);
    },
  );

  it('keeps line breaks and accepts 2 000 characters', async () => {
    const note = await write('surgeon', `first line\nsecond line\n${'y'.repeat(1_970)}`);
    expect(note.note.split('\n')).toHaveLength(3);
  });

  it('refuses a missing or malformed patient id with 400 naming the field', async () => {
    for (const payload of [{ note: 'x' }, { patientId: 'nope', note: 'x' }]) {
      const response = await call('surgeon', 'POST', '/api/v1/patient-notes', payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('patientId');
    }
  });

  it('answers 404 alike for an unknown patient and one of another practice, and writes nothing', async () => {
    const before = await t.database.db.$count(patientNotes);
    for (const [user, patient] of [
      ['surgeon', UNKNOWN_ID],
      ['surgeon', otherPatientId],
      ['surgeon2', patientId],
    ] as const) {
      const response = await call(user, 'POST', '/api/v1/patient-notes', {
        patientId: patient,
        note: 'hello',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Patient not found');
    }
    expect(await t.database.db.$count(patientNotes)).toBe(before);
  });

  it('refuses a 3D technician without a case of the patient, administrators and a representative naming another physician', async () => {
    const body = { patientId, note: 'hello' };
    // A technician's patients are those of their 3D cases (issue 18): this one is not.
    expect((await call('modeler', 'POST', '/api/v1/patient-notes', body)).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/api/v1/patient-notes', body)).statusCode).toBe(403);
    const other = await t.userIdOf('surgeon2');
    const response = await call('rep', 'POST', '/api/v1/patient-notes', body, other);
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/portal/patient-notes', () => {
  it('lists newest first with authors, edited marks and what the caller has not seen; audited', async () => {
    const since = await lastAuditId(t.database.db);
    const response = await list('surgeon');
    expect(response.statusCode).toBe(200);
    const page = patientNotePage.parse(response.json());
    const times = page.items.map((note) => note.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const others = page.items.filter((note) => !note.mine);
    expect(others.map((note) => note.author.role).sort()).toEqual([
      'CLINICAL_STAFF',
      'SALES_REPRESENTATIVE',
    ]);
    expect(others.every((note) => !note.seen)).toBe(true);
    expect(page.items.filter((note) => note.mine).every((note) => note.seen)).toBe(true);
    expect(page.unseenCount).toBe(2);
    expect(page.totalCount).toBe(page.items.length);
    const [row] = await awaitAuditRows(t.database.db, since, 'patient-note.list');
    expect(row).toMatchObject({ targetType: 'patient', targetId: patientId, outcome: 'success' });
  });

  it('pages with page and limit', async () => {
    const all = patientNotePage.parse((await list('surgeon')).json());
    const second = patientNotePage.parse(
      (await list('surgeon', patientId, '&page=2&limit=1')).json(),
    );
    expect(second.items.map((note) => note.id)).toEqual([all.items[1]?.id]);
    expect(second.totalCount).toBe(all.totalCount);
  });

  it('marks a note seen by the caller only, idempotently', async () => {
    const page = patientNotePage.parse((await list('surgeon')).json());
    const staffNote = page.items.find((note) => note.author.role === 'CLINICAL_STAFF');
    const url = `/api/v1/patient-notes/${staffNote?.id}/patient-note-view`;
    for (let i = 0; i < 2; i += 1)
      expect((await call('surgeon', 'POST', url)).statusCode).toBe(204);
    const after = patientNotePage.parse((await list('surgeon')).json());
    expect(after.items.find((note) => note.id === staffNote?.id)?.seen).toBe(true);
    expect(after.unseenCount).toBe(1);
    // The representative has seen nothing of the physician's or the staff's notes.
    const rep = patientNotePage.parse((await list('rep')).json());
    expect(rep.unseenCount).toBe(rep.items.filter((note) => !note.mine).length);
  });

  it('answers 404 to another practice, 400 without a patient, 403 to roles without patients', async () => {
    const miss = await list('surgeon2');
    expect([miss.statusCode, miss.json().message]).toEqual([404, 'Patient not found']);
    expect(miss.body).not.toContain('SECRET');
    expect((await list('surgeon', UNKNOWN_ID)).statusCode).toBe(404);
    const missing = await call('surgeon', 'GET', '/api/v1/portal/patient-notes');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('patientId');
    expect((await list('modeler')).statusCode).toBe(404);
    expect((await list('rods')).statusCode).toBe(403);
  });

  it('shows a candidates-only representative the notes of candidates only', async () => {
    await write('surgeon', 'On a candidate', candidateId);
    await setCandidatesOnly(t, 'rep', true);
    try {
      expect((await list('rep')).statusCode).toBe(404);
      expect((await list('rep', candidateId)).statusCode).toBe(200);
      const body = { patientId, note: 'hello' };
      expect((await call('rep', 'POST', '/api/v1/patient-notes', body)).statusCode).toBe(404);
    } finally {
      await setCandidatesOnly(t, 'rep', false);
    }
  });
});

describe('PATCH and DELETE /api/v1/patient-notes/{id}', () => {
  it('lets only the author edit; the note is marked edited and announced', async () => {
    const note = await write('staff', 'Before the edit');
    const url = `/api/v1/patient-notes/${note.id}`;
    const refused = await call('surgeon', 'PATCH', url, { note: 'Hijacked' });
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      'Only the author can edit this note',
    ]);
    const heard: PatientRecordEvent[] = [];
    const stop = t.app.services.patientRecordEvents.subscribe((event) => heard.push(event));
    const response = await call('staff', 'PATCH', url, { note: 'After the edit' });
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(patientNote.parse(response.json())).toMatchObject({
      note: 'After the edit',
      edited: true,
      mine: true,
    });
    expect(heard).toEqual([
      { status: 'NOTE_EDITED', patientId, physicianIds: [surgeonId], noteId: note.id },
    ]);
    const bad = await call('staff', 'PATCH', url, { note: 'a<b' });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      expect.stringContaining(PATIENT_NOTE_MESSAGES.forbiddenCharacters),
    ]);
  });

  it('lets only the author delete, with the note’s own patient in the body', async () => {
    const note = await write('rep', 'To be deleted');
    const url = `/api/v1/patient-notes/${note.id}`;
    const notAuthor = await call('staff', 'DELETE', url, { patientId });
    expect([notAuthor.statusCode, notAuthor.json().message]).toEqual([
      403,
      'Only the author can delete this note',
    ]);
    const wrongPatient = await call('rep', 'DELETE', url, { patientId: candidateId });
    expect(wrongPatient.statusCode).toBe(404);
    const noBody = await call('rep', 'DELETE', url, {});
    expect(noBody.statusCode).toBe(400);
    expect(noBody.body).toContain('patientId');
    const since = await lastAuditId(t.database.db);
    const heard: PatientRecordEvent[] = [];
    const stop = t.app.services.patientRecordEvents.subscribe((event) => heard.push(event));
    expect((await call('rep', 'DELETE', url, { patientId })).statusCode).toBe(204);
    stop();
    expect(heard.map((event) => event.status)).toEqual(['NOTE_DELETED']);
    // The refusals above may still be on their way to the trail: the deletion's row is the success.
    const rows = await awaitAuditRows(t.database.db, since, 'patient-note.delete');
    const row = rows.find((candidate) => candidate.outcome === 'success');
    expect(row).toMatchObject({ targetId: patientId, details: { noteId: note.id } });
    const page = patientNotePage.parse((await list('surgeon')).json());
    expect(page.items.map((item) => item.id)).not.toContain(note.id);
    expect((await call('rep', 'DELETE', url, { patientId })).statusCode).toBe(404);
  });

  it('answers 404 to another practice’s note, whatever the call, and changes nothing', async () => {
    const note = await write('surgeon', 'Mine only');
    const url = `/api/v1/patient-notes/${note.id}`;
    for (const [method, path, body] of [
      ['PATCH', url, { note: 'theirs now' }],
      ['DELETE', url, { patientId }],
      ['POST', `${url}/patient-note-view`, undefined],
    ] as const) {
      const response = await call('surgeon2', method, path, body);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Note not found']);
    }
    const [row] = await t.database.db
      .select({ note: patientNotes.note })
      .from(patientNotes)
      .where(eq(patientNotes.id, note.id));
    expect(row?.note).toBe('Mine only');
    const unknown = await call('surgeon', 'PATCH', `/api/v1/patient-notes/${UNKNOWN_ID}`, {
      note: 'x',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Note not found']);
  });
});

describe('note texts stay out of the trail and the logs', () => {
  it('no audit row and no log line holds a note’s text', async () => {
    const rows = await t.database.db
      .select({ details: auditEvents.details, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'patient')));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('SECRET');
    const everything = await t.database.db.select().from(auditEvents);
    expect(JSON.stringify(everything)).not.toMatch(/SECRET|Discussed fusion|salt & pepper/);
    const logs = logText.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toMatch(/SECRET|Discussed fusion|salt & pepper|bold/);
  });
});

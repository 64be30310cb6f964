import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  ACTING_PHYSICIAN_HEADER,
  API_PATHS,
  patientRecordHubMessage,
  type PatientRecordHubMessage,
} from '@sagitta/domain';
import { patients, studies } from '../../db/schema';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { insertExam } from '../../../test/exams';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { setCandidatesOnly } from '../../../test/patients';
import { HUB_OPEN_ACTION } from './service';
import { type InjectedSocket, useOpenSockets } from '../../../test/sockets';

const t = useTestApp();
const open = useOpenSockets();

let surgeonId = '';
let surgeon2Id = '';
let patientId = '';
let examId = '';
let candidateId = '';

/** A new patient record of a physician with one exam; both ids. */
async function newPatientOf(physicianId: string) {
  const exam = await insertExam(t.database.db, { physicianId, familyName: 'Hub' });
  const [row] = await t.database.db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, exam));
  if (row === undefined) throw new Error('no exam');
  return { patientId: row.patientId, examId: exam };
}

/**
 * How many hubs have started listening since the tests began: a hub subscribes once its scope
 * is checked. Counted on `subscribe`, since sockets closed by earlier tests leave the bus late.
 */
let subscriptions = 0;
const hubs = () => subscriptions;

/** Opens the hub as a user; staff and representatives name the surgeon unless told otherwise. */
async function connect(
  user: DemoUser,
  patient: string,
  options: { accepted?: boolean; physicianId?: string } = {},
): Promise<InjectedSocket> {
  const session = await t.sessionOf(user);
  const acting = options.physicianId ?? (user === 'staff' || user === 'rep' ? surgeonId : null);
  const query = `?patientId=${patient}${acting === null ? '' : `&physicianId=${acting}`}`;
  const before = hubs();
  const socket = await t.app.injectWS(`${API_PATHS.patientRecordHub}${query}`, {
    headers: session.headers,
  });
  open.push(socket);
  // The upgrade answers before the scope check ends: wait for the hub to listen.
  if (options.accepted !== false) {
    await vi.waitFor(() => {
      expect(hubs()).toBe(before + 1);
    });
  }
  return socket;
}

/** What a socket receives from now on. */
function listen(socket: { on(event: 'message', listener: (data: Buffer) => void): unknown }) {
  const messages: PatientRecordHubMessage[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(patientRecordHubMessage.parse(JSON.parse(data.toString())));
  });
  return messages;
}

function closed(socket: { on(event: 'close', listener: (code: number) => void): unknown }) {
  return new Promise<number>((resolve) => {
    socket.on('close', (code: number) => {
      resolve(code);
    });
  });
}

const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeNote(user: DemoUser, patient: string, note = 'A note') {
  const headers: Record<string, string> =
    user === 'staff' || user === 'rep' ? { [ACTING_PHYSICIAN_HEADER]: surgeonId } : {};
  const response = await as(t.app, await t.sessionOf(user), {
    method: 'POST',
    url: API_PATHS.patientNotes,
    payload: { patientId: patient, note },
    headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  const bus = t.app.services.patientRecordEvents;
  const subscribe = bus.subscribe.bind(bus);
  vi.spyOn(bus, 'subscribe').mockImplementation((listener) => {
    subscriptions += 1;
    return subscribe(listener);
  });
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  ({ patientId, examId } = await newPatientOf(surgeonId));
  candidateId = (await newPatientOf(surgeonId)).patientId;
  await t.database.db
    .update(patients)
    .set({ surgicalCandidate: true })
    .where(eq(patients.id, candidateId));
});

describe(API_PATHS.patientRecordHub, () => {
  it('sends NOTE_ADDED to a real socket within a second of the note, and audits the open', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await t.sessionOf('surgeon');
    const since = await lastAuditId(t.database.db);
    const before = hubs();
    const url = `${address.replace('http', 'ws')}${API_PATHS.patientRecordHub}?patientId=${patientId}`;
    const socket = new WebSocket(url, { headers: session.headers });
    open.push(socket);
    const heard = listen(socket);
    await vi.waitFor(() => {
      expect(hubs()).toBe(before + 1);
    });
    let heardAt = Number.POSITIVE_INFINITY;
    socket.once('message', () => {
      heardAt = Date.now();
    });
    // The note is committed and announced just before its answer goes out: the second counts
    // from there (the request itself is timed by the notes' own tests, not the hub's).
    const noteId = await writeNote('staff', patientId);
    const committedAt = Date.now();
    await vi.waitFor(
      () => {
        expect(heard).toEqual([{ status: 'NOTE_ADDED', patientId, noteId }]);
      },
      { timeout: 1_000, interval: 10 },
    );
    expect(heardAt - committedAt).toBeLessThan(1_000);
    const [row] = await awaitAuditRows(t.database.db, since, HUB_OPEN_ACTION);
    expect(row).toMatchObject({
      targetType: 'patient',
      targetId: patientId,
      outcome: 'success',
      actorUserId: surgeonId,
    });
  });

  it('sends staff and representatives the changes of the patient they opened, and of no other', async () => {
    for (const user of ['staff', 'rep'] as const) {
      const socket = await connect(user, patientId);
      const heard = listen(socket);
      const elsewhere = await writeNote('surgeon', candidateId);
      const noteId = await writeNote('surgeon', patientId);
      const bus = t.app.services.patientRecordEvents;
      // An event naming another physician for this patient is not for this scope.
      bus.publish({ status: 'FLAGS_CHANGED', patientId, physicianIds: [surgeon2Id] });
      bus.publish({ status: 'FLAGS_CHANGED', patientId, physicianIds: [surgeonId] });
      await pause();
      expect(heard).toEqual([
        { status: 'NOTE_ADDED', patientId, noteId },
        { status: 'FLAGS_CHANGED', patientId },
      ]);
      expect(JSON.stringify(heard)).not.toContain(elsewhere);
    }
  });

  it("turns the patient's exam events into EXAM_ADDED and EXAM_CHANGED, and ignores other exams", async () => {
    const socket = await connect('surgeon', patientId);
    const heard = listen(socket);
    const bus = t.app.services.acquisitionEvents;
    const otherExam = (await newPatientOf(surgeonId)).examId;
    bus.publish({ status: 'EXAM_IMPORTED', acquisitionId: otherExam, physicianId: surgeonId });
    bus.publish({ status: 'EXAM_IMPORTED', acquisitionId: examId, physicianId: surgeonId });
    bus.publish({ status: 'MODELING_SUCCEEDED', acquisitionId: examId, physicianId: surgeonId });
    bus.publish({ status: 'MODELING_FAILED', acquisitionId: examId, physicianId: surgeon2Id });
    await pause();
    expect(heard).toEqual([
      { status: 'EXAM_ADDED', patientId, examId },
      { status: 'EXAM_CHANGED', patientId, examId },
    ]);
  });

  it('refuses a user of another practice, and an unknown patient, alike; each refusal audited', async () => {
    for (const [user, patient, reason] of [
      ['surgeon2', patientId, 'other-scope'],
      ['surgeon', UNKNOWN_ID, 'unknown'],
    ] as const) {
      const since = await lastAuditId(t.database.db);
      const socket = await connect(user, patient, { accepted: false });
      const heard = listen(socket);
      expect(await closed(socket)).toBe(4403);
      const [row] = await awaitAuditRows(t.database.db, since, HUB_OPEN_ACTION);
      expect(row).toMatchObject({ targetId: patient, outcome: 'denied', details: { reason } });
      expect(heard).toEqual([]);
    }
  });

  it('refuses staff naming a physician they do not act for', async () => {
    const socket = await connect('staff', patientId, { accepted: false, physicianId: surgeon2Id });
    expect(await closed(socket)).toBe(4403);
  });

  it('keeps a candidates-only representative to candidates: refused elsewhere, closed when the patient stops being one', async () => {
    await setCandidatesOnly(t, 'rep', true);
    try {
      const refused = await connect('rep', patientId, { accepted: false });
      const heardByRefused = listen(refused);
      expect(await closed(refused)).toBe(4403);
      await writeNote('surgeon', patientId);
      await pause();
      expect(heardByRefused).toEqual([]);

      const socket = await connect('rep', candidateId);
      const heard = listen(socket);
      const noteId = await writeNote('surgeon', candidateId);
      await vi.waitFor(() => {
        expect(heard).toEqual([{ status: 'NOTE_ADDED', patientId: candidateId, noteId }]);
      });
      const ended = closed(socket);
      await t.database.db
        .update(patients)
        .set({ surgicalCandidate: false })
        .where(eq(patients.id, candidateId));
      t.app.services.patientRecordEvents.publish({
        status: 'FLAGS_CHANGED',
        patientId: candidateId,
        physicianIds: [surgeonId],
      });
      expect(await ended).toBe(4403);
      expect(heard).toHaveLength(1);
    } finally {
      await setCandidatesOnly(t, 'rep', false);
      await t.database.db
        .update(patients)
        .set({ surgicalCandidate: true })
        .where(eq(patients.id, candidateId));
    }
  });

  it('tells of a primary physician change, then closes when the patient moved away', async () => {
    const moving = await newPatientOf(surgeonId);
    const socket = await connect('surgeon', moving.patientId);
    const heard = listen(socket);
    const ended = closed(socket);
    await t.database.db
      .update(patients)
      .set({ physicianId: surgeon2Id })
      .where(eq(patients.id, moving.patientId));
    t.app.services.patientRecordEvents.publish({
      status: 'PRIMARY_PHYSICIAN_CHANGED',
      patientId: moving.patientId,
      physicianIds: [surgeonId, surgeon2Id],
    });
    expect(await ended).toBe(4403);
    expect(heard).toEqual([{ status: 'PRIMARY_PHYSICIAN_CHANGED', patientId: moving.patientId }]);
  });

  it('refuses before the upgrade: roles without patients, anonymous callers, no patient, another site', async () => {
    await expect(connect('rods', patientId)).rejects.toThrow('403');
    await expect(connect('admin', patientId)).rejects.toThrow('403');
    await expect(
      t.app.injectWS(`${API_PATHS.patientRecordHub}?patientId=${patientId}`),
    ).rejects.toThrow('401');
    const session = await t.sessionOf('surgeon');
    await expect(
      t.app.injectWS(API_PATHS.patientRecordHub, { headers: session.headers }),
    ).rejects.toThrow('400');
    await expect(
      t.app.injectWS(`${API_PATHS.patientRecordHub}?patientId=${patientId}`, {
        headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('403');
  });
});

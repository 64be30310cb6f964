import { beforeAll, describe, expect, it, vi } from 'vitest';
import { alignmentHubMessage, API_PATHS, type AlignmentHubMessage } from '@sagitta/domain';
import { LIVE_CLOSE } from '../../platform/realtime/live-socket';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { DEMO_PASSWORD, type DemoUser, useTestApp } from '../../../test/harness';
import { assessmentIn, callFor, clinicalSave, examWithFilm, paths } from './assessment-fixtures';
import { ALIGNMENT_HUB_OPEN_ACTION } from './hub-routes';
import { type InjectedSocket, useOpenSockets } from '../../../test/sockets';

const t = useTestApp();
const open = useOpenSockets();

let surgeonId = '';
let surgeon2Id = '';
let examId = '';
let patientId = '';
let subscriptions = 0;

/** Opens the hub as a user; staff and representatives name `physicianId` (the surgeon's). */
async function connect(
  user: DemoUser,
  patient: string,
  options: { accepted?: boolean; physicianId?: string } = {},
): Promise<InjectedSocket> {
  const session = await t.sessionOf(user);
  const acting = options.physicianId ?? (user === 'staff' || user === 'rep' ? surgeonId : null);
  const query = `?patientId=${patient}${acting === null ? '' : `&physicianId=${acting}`}`;
  const before = subscriptions;
  const socket = await t.app.injectWS(`${API_PATHS.alignmentHub}${query}`, {
    headers: session.headers,
  });
  open.push(socket);
  // The upgrade answers before the scope check ends: wait for the hub to listen.
  if (options.accepted !== false) {
    await vi.waitFor(() => {
      expect(subscriptions).toBe(before + 1);
    });
  }
  return socket;
}

function listen(socket: InjectedSocket) {
  const messages: AlignmentHubMessage[] = [];
  socket.on('message', (data: Buffer) => {
    messages.push(alignmentHubMessage.parse(JSON.parse(data.toString())));
  });
  return messages;
}

function closed(socket: InjectedSocket) {
  return new Promise<number>((resolve) => {
    socket.on('close', (code: number) => {
      resolve(code);
    });
  });
}

const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const bus = t.app.services.alignmentEvents;
  const subscribe = bus.subscribe.bind(bus);
  vi.spyOn(bus, 'subscribe').mockImplementation((listener) => {
    subscriptions += 1;
    return subscribe(listener);
  });
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
  ({ examId, patientId } = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Hub' }));
}, 180_000);

describe('/alignmentHub', () => {
  it("tells the patient's follower each change of an assessment up to its approval, ids only, the open audited", async () => {
    const since = await lastAuditId(t.database.db);
    const socket = await connect('surgeon', patientId);
    const messages = listen(socket);
    const [row] = await awaitAuditRows(t.database.db, since, ALIGNMENT_HUB_OPEN_ACTION, 1);
    expect(row).toMatchObject({ targetId: patientId, outcome: 'success' });

    const draft = assessmentIn(
      await callFor(t, 'surgeon', 'POST', paths.list, { payload: { examId } }),
    );
    const save = { payload: clinicalSave('A', draft.revision) };
    assessmentIn(await callFor(t, 'surgeon', 'PUT', paths.landmarks(draft.id), save));
    assessmentIn(await callFor(t, 'surgeon', 'POST', paths.complete(draft.id)));
    assessmentIn(await callFor(t, 'surgeon', 'PATCH', paths.validated(draft.id)));
    const approval = { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD };
    assessmentIn(
      await callFor(t, 'surgeon', 'PATCH', paths.status(draft.id), { payload: approval }),
    );
    await vi.waitFor(() => {
      expect(messages.map((message) => message.change)).toEqual([
        'opened',
        'saved',
        'completed',
        'reviewed',
        'approved',
      ]);
    });
    expect(messages[0]).toEqual({
      change: 'opened',
      patientId,
      examId,
      assessmentId: draft.id,
    });
  }, 180_000);

  it('lets a connected representative follow; tells nothing of another patient', async () => {
    const other = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Other' });
    const socket = await connect('rep', patientId);
    const messages = listen(socket);
    const draft = assessmentIn(
      await callFor(t, 'surgeon', 'POST', paths.list, { payload: { examId: other.examId } }),
    );
    expect(draft.patientId).not.toBe(patientId);
    await pause();
    expect(messages).toEqual([]);
  }, 180_000);

  it("refuses another practice's surgeon (closed, audited as denied) and an unconnected representative", async () => {
    const since = await lastAuditId(t.database.db);
    const foreign = await connect('surgeon2', patientId, { accepted: false });
    expect(await closed(foreign)).toBe(LIVE_CLOSE.accessEnded);
    const [row] = await awaitAuditRows(t.database.db, since, ALIGNMENT_HUB_OPEN_ACTION, 1);
    expect(row).toMatchObject({ outcome: 'denied', targetId: patientId });
    const rep = await connect('rep', patientId, { accepted: false, physicianId: surgeon2Id });
    expect(await closed(rep)).toBe(LIVE_CLOSE.accessEnded);
  }, 180_000);

  it("sends another practice's surgeon nothing of their own patient's hub about this patient", async () => {
    // surgeon2 follows one of their own patients: the surgeon's changes never reach them.
    const theirs = await examWithFilm(t, { physicianId: surgeon2Id, familyName: 'Theirs' });
    const socket = await connect('surgeon2', theirs.patientId);
    const messages = listen(socket);
    const another = await examWithFilm(t, { physicianId: surgeonId, familyName: 'Again' });
    assessmentIn(
      await callFor(t, 'surgeon', 'POST', paths.list, { payload: { examId: another.examId } }),
    );
    await pause();
    expect(messages).toEqual([]);
  }, 180_000);
});

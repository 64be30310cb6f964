import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  apiUrl,
  caseFeedMessage,
  caseSummary,
  patientRecordHubMessage,
  type CaseFeedMessage,
  type CaseSummary,
  type PatientRecordHubMessage,
} from '@sagitta/domain';
import { cases, users } from '../../db/schema';
import type { EventBus } from '../../platform/realtime/event-bus';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { useTestApp, type DemoUser } from '../../../test/harness';
import { messagesOf, useOpenSockets } from '../../../test/sockets';
import { examWithFilm } from '../alignment/assessment-fixtures';
import { placeCaseLandmarks } from './case-fixtures';

const t = useTestApp();
const open = useOpenSockets();

let surgeonId = '';
let surgeon2Id = '';

/**
 * How many listeners a bus has taken since the tests began: a channel subscribes once its
 * viewer is checked. Counted on `subscribe`, since sockets closed by earlier tests leave late.
 */
function countSubscriptions(bus: EventBus<unknown>): () => number {
  let count = 0;
  const subscribe = bus.subscribe.bind(bus);
  vi.spyOn(bus, 'subscribe').mockImplementation((listener) => {
    count += 1;
    return subscribe(listener);
  });
  return () => count;
}
let caseChannels: () => number = () => 0;
let recordHubs: () => number = () => 0;

/** Opens a channel and waits until it listens (the upgrade answers before the check ends). */
async function opened(url: string, user: DemoUser, listening: () => number) {
  const before = listening();
  const socket = await t.app.injectWS(url, { headers: (await t.sessionOf(user)).headers });
  open.push(socket);
  await vi.waitFor(() => {
    expect(listening()).toBe(before + 1);
  });
  return socket;
}

async function caseFeedOf(user: DemoUser): Promise<CaseFeedMessage[]> {
  return messagesOf(await opened(API_PATHS.caseFeed, user, caseChannels), caseFeedMessage);
}

async function recordHubOf(user: DemoUser, patientId: string): Promise<PatientRecordHubMessage[]> {
  const url = `${API_PATHS.patientRecordHub}?patientId=${patientId}`;
  return messagesOf(await opened(url, user, recordHubs), patientRecordHubMessage);
}

const pause = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

let made = 0;
/** surgeon@ requests a model of a new exam with a lateral film. */
async function requested(): Promise<CaseSummary> {
  made += 1;
  const { examId } = await examWithFilm(t, {
    physicianId: surgeonId,
    familyName: `Live${String(made)}`,
    birthDate: '1970-05-01',
    studyDate: '2026-10-01',
  });
  const response = await t.callAs('surgeon', 'POST', API_PATHS.cases, {
    examId,
    pediatricConfirmed: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return caseSummary.parse(response.json());
}

async function taken(user: DemoUser): Promise<CaseSummary> {
  const response = await t.callAs(user, 'POST', API_PATHS.caseQueueNext);
  expect(response.statusCode, response.body).toBe(200);
  return caseSummary.parse(response.json());
}

beforeAll(async () => {
  caseChannels = countSubscriptions(t.app.services.caseEvents);
  recordHubs = countSubscriptions(t.app.services.patientRecordEvents);
  surgeonId = await t.userIdOf('surgeon');
  surgeon2Id = await t.userIdOf('surgeon2');
});

beforeEach(async () => {
  // Each test's queue holds only its own cases; its technicians take from it.
  await t.database.db
    .update(cases)
    .set({ stage: 'Rejected', closedAt: t.clock.now(), rejectionReason: 'Other' })
    .where(inArray(cases.stage, ['InitialModeling', 'ModelingQC']));
  for (const user of ['modeler', 'modeler.new', 'planner'] as const) {
    await t.database.db
      .update(users)
      .set({ onlineStatus: 'Online' })
      .where(eq(users.id, await t.userIdOf(user)));
  }
});

describe(API_PATHS.caseFeed, () => {
  it('tells a manager and the modelers of a take, and no planner', async () => {
    const manager = await caseFeedOf('manager');
    const otherModeler = await caseFeedOf('modeler.new');
    const planner = await caseFeedOf('planner');
    const created = await requested();
    const mine = await taken('modeler');
    expect(mine.id).toBe(created.id);
    await pause();
    const request = { change: 'Requested', caseId: created.id };
    const take = { change: 'Taken', caseId: created.id };
    expect(manager).toEqual([request, take]);
    // The case joined, then left, the queue the other modeler takes from: it leaves their list.
    expect(otherModeler).toEqual([request, take]);
    expect(planner).toEqual([]);
  });

  it('tells a technician of the cases they are given or lose, whatever the stage', async () => {
    const created = await requested();
    const planner = await caseFeedOf('planner');
    const modeler = await caseFeedOf('modeler');
    const assign = (assigneeId: string | null) =>
      t.callAs('manager', 'PATCH', apiUrl(API_PATHS.caseAssignee, { id: created.id }), {
        assigneeId,
      });
    expect((await assign(await t.userIdOf('modeler'))).statusCode).toBe(200);
    expect((await assign(null)).statusCode).toBe(200);
    await pause();
    expect(modeler).toEqual([
      { change: 'Assigned', caseId: created.id },
      { change: 'Unassigned', caseId: created.id },
    ]);
    expect(planner).toEqual([]);
  });

  it('refuses physicians, rods@ and anonymous callers before the upgrade', async () => {
    for (const user of ['surgeon', 'staff', 'rods'] as const) {
      const session = await t.sessionOf(user);
      await expect(
        t.app.injectWS(API_PATHS.caseFeed, { headers: session.headers }),
      ).rejects.toThrow('403');
    }
    await expect(t.app.injectWS(API_PATHS.caseFeed)).rejects.toThrow('401');
  });

  it('refuses a cookie session opened from another site (cross-site websocket hijacking)', async () => {
    const session = await t.sessionOf('manager');
    await expect(
      t.app.injectWS(API_PATHS.caseFeed, {
        headers: { cookie: `${SESSION_COOKIE}=${session.token}`, origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('403');
  });
});

describe('the patient record hub hears of 3D cases', () => {
  it("tells the case's physician of its release, and another practice's physician nothing", async () => {
    const created = await requested();
    const physician = await recordHubOf('surgeon', created.patient.id);
    const { patientId: elsewhere } = await examWithFilm(t, {
      physicianId: surgeon2Id,
      familyName: 'Elsewhere',
    });
    const otherPhysician = await recordHubOf('surgeon2', elsewhere);
    await taken('modeler');
    await placeCaseLandmarks(t, created.modelingId, 'modeler');
    const done = await t.callAs(
      'modeler',
      'POST',
      apiUrl(API_PATHS.caseActions, { id: created.id }),
      {
        action: 'CompleteCase',
        vertebraCount: 24,
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    await pause();
    const patientId = created.patient.id;
    expect(physician.filter((message) => message.status === 'CASE_CHANGED')).toEqual([
      { status: 'CASE_CHANGED', patientId, caseId: created.id },
      { status: 'CASE_CHANGED', patientId, caseId: created.id },
    ]);
    expect(physician).toContainEqual({ status: 'EXAM_CHANGED', patientId, examId: created.examId });
    expect(otherPhysician).toEqual([]);
  });
});

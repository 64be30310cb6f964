import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ABANDONED_CASE_RETURN_MS,
  API_PATHS,
  TECHNICIAN_HEARTBEAT_EXPIRY_MS,
  technicianPresence,
  type OnlineStatus,
} from '@sagitta/domain';
import { caseEvents, cases, jobs, users } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { RETURN_ABANDONED_JOB, returnAbandonedJob } from './presence-jobs';
import { insertTestCase } from './case-fixtures';

const t = useTestApp();

const EXPIRY_SECONDS = TECHNICIAN_HEARTBEAT_EXPIRY_MS / 1000;
const ABANDON_SECONDS = ABANDONED_CASE_RETURN_MS / 1000;

let surgeonId = '';
let modelerId = '';
let plannerId = '';
let managerId = '';

const statusUrl = (userId: string) => `${API_PATHS.userOnlineStatus}?userId=${userId}`;

const setStatus = (user: DemoUser, userId: string, onlineStatus: string) =>
  t.callAs(user, 'PATCH', statusUrl(userId), { onlineStatus });

/** Sets a status and expects it applied; a second later, so each change has its own instant. */
async function apply(user: DemoUser, userId: string, onlineStatus: OnlineStatus) {
  const response = await setStatus(user, userId, onlineStatus);
  expect(response.statusCode, response.body).toBe(200);
  t.clock.advance(1);
  return technicianPresence.parse(response.json());
}

const heartbeat = (user: DemoUser) => t.callAs(user, 'POST', API_PATHS.technicianSessions);

const inSeconds = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
const drain = () => t.app.services.jobs.drain();

async function presenceOf(userId: string) {
  const [row] = await t.database.db
    .select({
      onlineStatus: users.onlineStatus,
      presenceExpiresAt: users.presenceExpiresAt,
      onlineStatusChangedAt: users.onlineStatusChangedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A case of surgeon@'s given to a technician, started or not. */
function caseOf(technicianId: string, started: boolean): Promise<string> {
  const now = t.clock.now();
  return insertTestCase(t.database.db, surgeonId, now, {
    assigneeId: technicianId,
    assignedAt: now,
    startedAt: started ? now : null,
  });
}

async function caseRow(id: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, id));
  if (row === undefined) throw new Error('no case');
  return row;
}

const returnsOf = (ids: string[]) =>
  t.database.db
    .select()
    .from(caseEvents)
    .where(and(inArray(caseEvents.caseId, ids), eq(caseEvents.event, 'ReturnedToQueue')));

/** Heartbeats every minute for `minutes`, running due jobs after each. */
async function stayOnline(user: DemoUser, minutes: number) {
  for (let minute = 0; minute < minutes; minute += 1) {
    t.clock.advance(60);
    const response = await heartbeat(user);
    expect(response.statusCode, response.body).toBe(200);
    await drain();
  }
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
  modelerId = await t.userIdOf('modeler');
  plannerId = await t.userIdOf('planner');
  managerId = await t.userIdOf('manager');
  // The test moves the clock by quarters of an hour: no session may go idle meanwhile.
  await t.database.db.update(users).set({ inactivitySeconds: 24 * 60 * 60 });
  t.app.services.accounts.forgetAll();
});

beforeEach(async () => {
  // Each test starts with both technicians Offline and no presence job waiting.
  await apply('manager', modelerId, 'Offline');
  await apply('manager', plannerId, 'Offline');
  t.clock.advance(ABANDON_SECONDS + 60);
  await drain();
});

describe('PATCH /api/v1/users/online-status', () => {
  it('applies Online with an expiry, audited, and the profile shows it at once', async () => {
    const since = await lastAuditId(t.database.db);
    const expected = inSeconds(EXPIRY_SECONDS).toISOString();
    expect(await apply('modeler', modelerId, 'Online')).toEqual({
      onlineStatus: 'Online',
      expiresAt: expected,
    });
    const self = await t.callAs('modeler', 'GET', API_PATHS.currentUser);
    expect(self.json().userRoleProperties.onlineStatus).toBe('Online');
    const [row] = await awaitAuditRows(t.database.db, since, 'user.online-status', 1, {
      targetType: 'user',
      targetId: modelerId,
    });
    expect(row).toMatchObject({
      actorUserId: modelerId,
      outcome: 'success',
      details: { from: 'Offline', to: 'Online', returnedCases: 0 },
    });
    // The same status again changes nothing: the same expiry, the same change time.
    const before = await presenceOf(modelerId);
    t.clock.advance(30);
    expect(await apply('modeler', modelerId, 'Online')).toEqual({
      onlineStatus: 'Online',
      expiresAt: expected,
    });
    expect(await presenceOf(modelerId)).toEqual(before);
  });

  it('takes the pending cases back at once on Offline, with a history row; keeps started ones', async () => {
    await apply('modeler', modelerId, 'Online');
    const pending = await caseOf(modelerId, false);
    const started = await caseOf(modelerId, true);
    t.clock.advance(10);
    const offlineAt = t.clock.now();
    expect(await apply('modeler', modelerId, 'Offline')).toEqual({
      onlineStatus: 'Offline',
      expiresAt: null,
    });
    expect(await caseRow(pending)).toMatchObject({
      assigneeId: null,
      assignedAt: null,
      startedAt: null,
      returned: true,
      updatedAt: offlineAt,
    });
    expect(await caseRow(started)).toMatchObject({ assigneeId: modelerId, returned: false });
    const events = await returnsOf([pending, started]);
    expect(events).toEqual([
      expect.objectContaining({
        caseId: pending,
        reason: 'WentOffline',
        actorId: modelerId,
        assigneeId: modelerId,
        fromStage: 'InitialModeling',
        toStage: 'InitialModeling',
        at: offlineAt,
      }),
    ]);
  });

  it('returns the started cases 15 minutes after going Offline, once', async () => {
    const started = await caseOf(modelerId, true);
    await apply('modeler', modelerId, 'Online');
    const offlineAt = t.clock.now();
    await apply('modeler', modelerId, 'Offline');
    t.clock.advance(ABANDON_SECONDS - 2); // one second before the quarter of an hour
    await drain();
    expect((await caseRow(started)).assigneeId).toBe(modelerId);
    t.clock.advance(1);
    await drain();
    expect(await caseRow(started)).toMatchObject({
      assigneeId: null,
      startedAt: null,
      returned: true,
      updatedAt: t.clock.now(),
    });
    const events = await returnsOf([started]);
    expect(events).toEqual([
      expect.objectContaining({
        reason: 'AbandonedAfter15Minutes',
        actorId: null,
        assigneeId: modelerId,
        at: t.clock.now(),
      }),
    ]);
    // The job again (a second instance, a retry) changes nothing.
    const job = returnAbandonedJob(t.app.services);
    await job({ technicianId: modelerId, offlineSince: offlineAt.toISOString() });
    expect(await returnsOf([started])).toHaveLength(1);
  });

  it('keeps the started cases of a technician back Online within 15 minutes', async () => {
    const started = await caseOf(modelerId, true);
    await apply('modeler', modelerId, 'Online');
    await apply('modeler', modelerId, 'Offline');
    t.clock.advance(10 * 60);
    await drain();
    await apply('modeler', modelerId, 'Online');
    await stayOnline('modeler', 8);
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Online');
    expect((await caseRow(started)).assigneeId).toBe(modelerId);
    expect(await returnsOf([started])).toEqual([]);
  });

  it('keeps the cases of a technician on Hold, who stays on Hold while the heartbeat comes', async () => {
    await apply('modeler', modelerId, 'Online');
    const pending = await caseOf(modelerId, false);
    const started = await caseOf(modelerId, true);
    const held = await apply('modeler', modelerId, 'Paused');
    expect(held.onlineStatus).toBe('Paused');
    expect(held.expiresAt).not.toBeNull();
    await stayOnline('modeler', 4);
    const beat = technicianPresence.parse((await heartbeat('modeler')).json());
    expect(beat).toEqual({
      onlineStatus: 'Paused',
      expiresAt: inSeconds(EXPIRY_SECONDS).toISOString(),
    });
    expect((await caseRow(pending)).assigneeId).toBe(modelerId);
    expect((await caseRow(started)).assigneeId).toBe(modelerId);
    expect(await returnsOf([pending, started])).toEqual([]);
  });

  it('lets a 3D manager set a technician’s status; cases return in the manager’s name', async () => {
    const since = await lastAuditId(t.database.db);
    expect((await apply('manager', modelerId, 'Online')).onlineStatus).toBe('Online');
    const pending = await caseOf(modelerId, false);
    await apply('manager', modelerId, 'Offline');
    expect(await returnsOf([pending])).toEqual([
      expect.objectContaining({ actorId: managerId, assigneeId: modelerId, reason: 'WentOffline' }),
    ]);
    const rows = await awaitAuditRows(t.database.db, since, 'user.online-status', 2, {
      targetType: 'user',
      targetId: modelerId,
    });
    expect(rows.map((row) => [row.actorUserId, row.details])).toEqual([
      [managerId, { from: 'Offline', to: 'Online', returnedCases: 0 }],
      [managerId, { from: 'Online', to: 'Offline', returnedCases: 1 }],
    ]);
  });

  it('refuses another technician’s status, other roles, managers’ own status, unknown users, bad bodies', async () => {
    const since = await lastAuditId(t.database.db);
    const refused = await setStatus('modeler', plannerId, 'Online');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      "Only a 3D manager can set another technician's online status.",
    ]);
    for (const user of ['staff', 'rods'] as const) {
      expect((await setStatus(user, modelerId, 'Online')).statusCode).toBe(403);
      expect((await setStatus(user, await t.userIdOf(user), 'Online')).statusCode).toBe(403);
    }
    const own = await setStatus('manager', managerId, 'Online');
    expect([own.statusCode, own.json().message]).toEqual([
      409,
      'Only modeling and planning technicians have an online status.',
    ]);
    expect((await setStatus('manager', surgeonId, 'Online')).statusCode).toBe(409);
    expect((await setStatus('manager', UNKNOWN_ID, 'Online')).statusCode).toBe(404);
    expect((await setStatus('modeler', modelerId, 'Away')).statusCode).toBe(400);
    const noBody = await t.callAs('modeler', 'PATCH', statusUrl(modelerId), {});
    expect(noBody.statusCode).toBe(400);
    expect(
      (await t.callAs('modeler', 'PATCH', statusUrl('nope'), { onlineStatus: 'Online' }))
        .statusCode,
    ).toBe(400);
    expect((await presenceOf(plannerId))?.onlineStatus).toBe('Offline');
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Offline');
    // Every refusal is in the trail: by permission or by the service, 403 as denied.
    const rows = await awaitAuditRows(t.database.db, since, 'user.online-status', 11, {
      targetType: 'user',
    });
    const denied = rows.filter((row) => row.outcome === 'denied').map((row) => row.actorUserId);
    const [staffId, rodsId] = [await t.userIdOf('staff'), await t.userIdOf('rods')];
    expect(denied.sort()).toEqual([modelerId, staffId, staffId, rodsId, rodsId].sort());
    expect(rows.filter((row) => row.outcome === 'failure')).toHaveLength(6);
  });
});

describe('POST /api/v1/sessions/technicians', () => {
  it('extends an Online status by 150 seconds; Offline stays Offline', async () => {
    const offline = await heartbeat('modeler');
    expect([offline.statusCode, offline.json()]).toEqual([
      200,
      { onlineStatus: 'Offline', expiresAt: null },
    ]);
    await apply('modeler', modelerId, 'Online');
    t.clock.advance(60);
    const beat = await heartbeat('modeler');
    expect(beat.statusCode, beat.body).toBe(200);
    const expiresAt = inSeconds(EXPIRY_SECONDS);
    expect(beat.json()).toEqual({ onlineStatus: 'Online', expiresAt: expiresAt.toISOString() });
    expect((await presenceOf(modelerId))?.presenceExpiresAt).toEqual(expiresAt);
  });

  it('takes a technician without heartbeat Offline after 150 seconds, returning pending cases', async () => {
    await apply('modeler', modelerId, 'Online');
    const pending = await caseOf(modelerId, false);
    const started = await caseOf(modelerId, true);
    const since = await lastAuditId(t.database.db);
    t.clock.advance(EXPIRY_SECONDS - 2); // the status was applied a second ago
    await drain();
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Online');
    t.clock.advance(1);
    await drain();
    expect(await presenceOf(modelerId)).toEqual({
      onlineStatus: 'Offline',
      presenceExpiresAt: null,
      onlineStatusChangedAt: t.clock.now(),
    });
    expect(await caseRow(pending)).toMatchObject({ assigneeId: null, returned: true });
    expect((await caseRow(started)).assigneeId).toBe(modelerId);
    expect(await returnsOf([pending])).toEqual([
      expect.objectContaining({ reason: 'HeartbeatLost', actorId: null, assigneeId: modelerId }),
    ]);
    const [row] = await awaitAuditRows(t.database.db, since, 'user.online-status', 1, {
      targetType: 'user',
      targetId: modelerId,
    });
    expect(row).toMatchObject({
      actorUserId: null,
      details: { from: 'Online', to: 'Offline', reason: 'HeartbeatLost', returnedCases: 1 },
    });
    const self = await t.callAs('modeler', 'GET', API_PATHS.currentUser);
    expect(self.json().userRoleProperties.onlineStatus).toBe('Offline');
    expect((await heartbeat('modeler')).json()).toEqual({
      onlineStatus: 'Offline',
      expiresAt: null,
    });
    // The started case goes 15 minutes after the lost heartbeat.
    t.clock.advance(ABANDON_SECONDS);
    await drain();
    expect(await returnsOf([started])).toEqual([
      expect.objectContaining({ reason: 'AbandonedAfter15Minutes', actorId: null }),
    ]);
  });

  it('keeps a technician Online while the heartbeat comes in time', async () => {
    await apply('modeler', modelerId, 'Online');
    const pending = await caseOf(modelerId, false);
    await stayOnline('modeler', 10);
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Online');
    expect((await caseRow(pending)).assigneeId).toBe(modelerId);
    // Then the browser closes: Offline once the last beat's 150 seconds have passed.
    t.clock.advance(EXPIRY_SECONDS);
    await drain();
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Offline');
    expect(await returnsOf([pending])).toHaveLength(1);
  });

  it('watches a status changed between Online and Hold: no heartbeat, Offline', async () => {
    await apply('modeler', modelerId, 'Online');
    t.clock.advance(30);
    await apply('modeler', modelerId, 'Paused');
    t.clock.advance(EXPIRY_SECONDS);
    await drain();
    expect((await presenceOf(modelerId))?.onlineStatus).toBe('Offline');
  });

  it('refuses managers (409) and those who do not work cases (403)', async () => {
    const manager = await heartbeat('manager');
    expect([manager.statusCode, manager.json().message]).toEqual([
      409,
      'Only modeling and planning technicians have an online status.',
    ]);
    expect((await heartbeat('staff')).statusCode).toBe(403);
    expect((await heartbeat('rods')).statusCode).toBe(403);
  });

  it('queues the 15-minute return with its payload, due when it should be', async () => {
    await apply('modeler', modelerId, 'Online');
    const offlineAt = t.clock.now();
    await apply('modeler', modelerId, 'Offline');
    const queued = await t.database.db
      .select({ payload: jobs.payload, runAfter: jobs.runAfter })
      .from(jobs)
      .where(eq(jobs.kind, RETURN_ABANDONED_JOB));
    expect(queued).toContainEqual({
      payload: { technicianId: modelerId, offlineSince: offlineAt.toISOString() },
      runAfter: new Date(offlineAt.getTime() + ABANDONED_CASE_RETURN_MS),
    });
  });
});

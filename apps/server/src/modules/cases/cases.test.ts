import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiUrl,
  CASE_COMPLETION_MESSAGES,
  CASE_QUEUE_MESSAGES,
  CASE_REQUEST_MESSAGES,
  CASE_WORKFLOW_MESSAGES,
  caseAnalytics,
  caseHistory,
  casePage,
  caseSummary,
  type CaseSummary,
} from '@sagitta/domain';
import { cases, modelings, studies, users } from '../../db/schema';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { useTestApp, type DemoUser } from '../../../test/harness';
import { callFor, examWithFilm } from '../alignment/assessment-fixtures';
import { casePaths, emptyQueue, placeCaseLandmarks, takeNextAs } from './case-fixtures';

const t = useTestApp();
let surgeonId = '';

let made = 0;
/** A fresh exam of surgeon@ with a lateral film, its patient born `birthDate`. */
async function exam(birthDate: string | null = '1970-05-01', studyDate = '2026-10-01') {
  made += 1;
  return examWithFilm(t, {
    physicianId: surgeonId,
    familyName: `Casework${made}`,
    birthDate,
    studyDate,
  });
}

async function request(
  examId: string,
  options: { user?: DemoUser; pediatricConfirmed?: boolean } = {},
) {
  const user = options.user ?? 'surgeon';
  return callFor(t, user, 'POST', API_PATHS.cases, {
    payload: { examId, pediatricConfirmed: options.pediatricConfirmed ?? false },
    ...(user === 'staff' ? { physicianId: surgeonId } : {}),
  });
}

async function requested(examId: string): Promise<CaseSummary> {
  const response = await request(examId, { pediatricConfirmed: true });
  expect(response.statusCode, response.body).toBe(201);
  return caseSummary.parse(response.json());
}

/** Sets a technician's presence straight in the database (the presence API has its own tests). */
async function setStatus(user: DemoUser, onlineStatus: 'Online' | 'Offline' | 'Paused') {
  await t.database.db
    .update(users)
    .set({ onlineStatus })
    .where(eq(users.id, await t.userIdOf(user)));
}

const take = (user: DemoUser) => takeNextAs(t, user);

const landmarksPlaced = (modelingId: string, user: DemoUser) =>
  placeCaseLandmarks(t, modelingId, user);

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
});

beforeEach(async () => {
  await emptyQueue(t);
  for (const user of ['modeler', 'modeler.new', 'planner'] as const)
    await setStatus(user, 'Online');
});

describe('requesting a 3D model', () => {
  it('opens a case and the exam’s modeling in progress, once, audited', async () => {
    const { examId, patientId } = await exam();
    const since = await lastAuditId(t.database.db);
    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const created = await requested(examId);
    stop();
    expect(created).toMatchObject({
      examId,
      examDate: '2026-10-01',
      patient: { id: patientId },
      type: 'PreOp',
      priority: 'Regular',
      stage: 'InitialModeling',
      pediatric: false,
      awaitingApproval: false,
      modelingStatus: 'Ongoing',
      planningStatus: 'NotApplicable',
      assignee: null,
      surgeon: { id: surgeonId },
    });
    const [modeling] = await t.database.db
      .select()
      .from(modelings)
      .where(eq(modelings.id, created.modelingId));
    expect(modeling).toMatchObject({
      studyId: examId,
      state: 'IA_IN_PROGRESS',
      modelType: 'Alignment',
    });
    expect(heard).toEqual([
      { status: 'MODELING_STARTED', acquisitionId: examId, physicianId: surgeonId },
    ]);
    const [row] = await awaitAuditRows(t.database.db, since, 'case.request', 1, {
      targetId: created.id,
    });
    expect(row).toMatchObject({ outcome: 'success', actorUserId: surgeonId });

    const again = await request(examId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASE_REQUEST_MESSAGES.alreadyRequested);
  });

  it('lets clinical staff request for their physician; an urgent patient’s case is High', async () => {
    const { examId, patientId } = await exam();
    await callFor(t, 'surgeon', 'PATCH', apiUrl(API_PATHS.patientUrgent, { id: patientId }), {
      payload: { isUrgent: true },
    });
    const response = await request(examId, { user: 'staff' });
    expect(response.statusCode, response.body).toBe(201);
    expect(caseSummary.parse(response.json())).toMatchObject({ priority: 'High', urgent: true });
  });

  it('refuses a patient under 7 at the exam date, writing nothing', async () => {
    const { examId } = await exam('2021-01-01', '2026-10-01');
    const response = await request(examId, { pediatricConfirmed: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CASE_REQUEST_MESSAGES.underSeven);
    expect(await t.database.db.select().from(cases).where(eq(cases.studyId, examId))).toEqual([]);
    expect(
      await t.database.db.select().from(modelings).where(eq(modelings.studyId, examId)),
    ).toEqual([]);
  });

  it('asks for confirmation under 18, then waits for a manager’s approval before the queue', async () => {
    const { examId } = await exam('2014-01-01', '2026-10-01');
    const unconfirmed = await request(examId);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(CASE_REQUEST_MESSAGES.pediatricUnconfirmed);
    const created = await requested(examId);
    expect(created).toMatchObject({ pediatric: true, awaitingApproval: true });
    expect((await take('modeler')).statusCode).toBe(204);
    expect((await t.callAs('modeler', 'POST', casePaths.approval(created.id))).statusCode).toBe(
      403,
    );
    const approved = await t.callAs('manager', 'POST', casePaths.approval(created.id));
    expect(approved.statusCode, approved.body).toBe(200);
    expect(caseSummary.parse(approved.json()).awaitingApproval).toBe(false);
    const taken = await take('modeler');
    expect(taken.statusCode).toBe(200);
    expect(caseSummary.parse(taken.json()).id).toBe(created.id);
  });

  it('refuses another practice, a technician and a rod manufacturer', async () => {
    const { examId } = await exam();
    expect((await request(examId, { user: 'surgeon2' })).statusCode).toBe(404);
    expect((await request(examId, { user: 'modeler' })).statusCode).toBe(403);
    expect((await request(examId, { user: 'rods' })).statusCode).toBe(403);
    expect(await t.database.db.select().from(cases).where(eq(cases.studyId, examId))).toEqual([]);
  });
});

describe('the queue', () => {
  it('serves High first, then the oldest, only to an Online technician with no open case', async () => {
    const older = await requested((await exam()).examId);
    t.clock.advance(1);
    const newer = await requested((await exam()).examId);
    t.clock.advance(1);
    const urgent = await requested((await exam()).examId);
    await t.callAs('manager', 'PATCH', apiUrl(API_PATHS.casePriority, { id: urgent.id }), {
      priority: 'High',
    });
    await setStatus('modeler', 'Paused');
    const paused = await take('modeler');
    expect(paused.statusCode).toBe(409);
    expect(paused.json().message).toBe(CASE_QUEUE_MESSAGES.notOnline);
    await setStatus('modeler', 'Online');
    expect(caseSummary.parse((await take('modeler')).json()).id).toBe(urgent.id);
    const busy = await take('modeler');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(CASE_QUEUE_MESSAGES.busy);
    expect(caseSummary.parse((await take('modeler.new')).json()).id).toBe(older.id);
    const planner = await take('planner');
    expect(planner.statusCode).toBe(204);
    expect(newer.assignee).toBeNull();
  });

  it('never gives one case to two technicians asking at the same instant', async () => {
    await requested((await exam()).examId);
    const answers = await Promise.all([take('modeler'), take('modeler.new')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 204]);
  });
});

describe('the workflow', () => {
  it('model → complete: landmarks and 24 vertebrae needed; the worklist hears of success', async () => {
    const created = await requested((await exam()).examId);
    const taken = caseSummary.parse((await take('modeler')).json());
    expect(taken.id).toBe(created.id);
    expect((await t.callAs('modeler', 'POST', casePaths.start(created.id))).statusCode).toBe(200);

    const bare = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
    });
    expect(bare.statusCode).toBe(409);
    expect(bare.json().message).toMatch(/^Place the lateral film's landmarks first/);
    await landmarksPlaced(created.modelingId, 'modeler');
    const uncounted = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
      vertebraCount: 23,
    });
    expect(uncounted.json().message).toBe(CASE_COMPLETION_MESSAGES.vertebraCount);

    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const done = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
      vertebraCount: 24,
    });
    stop();
    expect(done.statusCode, done.body).toBe(200);
    expect(caseSummary.parse(done.json())).toMatchObject({
      stage: 'Completed',
      modelingStatus: 'Completed',
    });
    expect(heard).toEqual([
      { status: 'MODELING_SUCCEEDED', acquisitionId: created.examId, physicianId: surgeonId },
    ]);
    const [modeling] = await t.database.db
      .select()
      .from(modelings)
      .where(eq(modelings.id, created.modelingId));
    expect(modeling?.state).toBe('MODELIZED');
    const [examRow] = await t.database.db
      .select()
      .from(studies)
      .where(eq(studies.id, created.examId));
    expect(examRow?.examStatus).toBe('READY_TO_REVIEW');

    const closed = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'Reject',
      reason: 'Other',
      comment: 'x',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(CASE_WORKFLOW_MESSAGES.closed);
  });

  it('sends an inexperienced technician’s work to QC, which another technician checks', async () => {
    const created = await requested((await exam()).examId);
    expect(caseSummary.parse((await take('modeler.new')).json()).id).toBe(created.id);
    await landmarksPlaced(created.modelingId, 'modeler.new');
    const sent = await t.callAs('modeler.new', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
      vertebraCount: 24,
    });
    expect(caseSummary.parse(sent.json())).toMatchObject({ stage: 'ModelingQC', assignee: null });
    // Their own work is never theirs to check: not theirs to act on, not in their queue.
    const own = await t.callAs('modeler.new', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(CASE_WORKFLOW_MESSAGES.notYours);
    expect((await take('modeler.new')).statusCode).toBe(204);

    expect(caseSummary.parse((await take('modeler')).json()).id).toBe(created.id);
    const returned = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'Return',
      comment: 'L5 corners are off',
    });
    expect(caseSummary.parse(returned.json())).toMatchObject({
      stage: 'InitialModeling',
      returned: true,
      modelingStatus: 'Returned',
      assignee: { id: await t.userIdOf('modeler.new') },
    });
  });

  it('rejects with a reason the physician sees; the worklist hears of the failure', async () => {
    const created = await requested((await exam()).examId);
    await take('modeler');
    const unexplained = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'Reject',
    });
    expect(unexplained.statusCode).toBe(400);
    const heard: AcquisitionEvent[] = [];
    const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
    const rejected = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'Reject',
      reason: 'PresenceOfPatientMotion',
    });
    stop();
    expect(caseSummary.parse(rejected.json())).toMatchObject({
      stage: 'Rejected',
      rejectionReason: 'PresenceOfPatientMotion',
      modelingStatus: 'Cancelled',
    });
    expect(heard.map((event) => event.status)).toEqual(['MODELING_FAILED']);
    const seen = await callFor(
      t,
      'surgeon',
      'GET',
      apiUrl(API_PATHS.patientCases, { id: created.patient.id }),
    );
    expect(seen.statusCode).toBe(200);
    expect(seen.json()[0]).toMatchObject({
      id: created.id,
      rejectionReason: 'PresenceOfPatientMotion',
    });
  });

  it('keeps what a technician may act on and see to their cases; managers assign', async () => {
    const created = await requested((await exam()).examId);
    const notYours = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'Reject',
      reason: 'Other',
      comment: 'no',
    });
    expect(notYours.statusCode).toBe(404);
    expect((await t.callAs('planner', 'GET', casePaths.history(created.id))).statusCode).toBe(404);
    expect(
      (await t.callAs('modeler', 'PATCH', casePaths.assignee(created.id), { assigneeId: null }))
        .statusCode,
    ).toBe(403);
    const toPlanner = await t.callAs('manager', 'PATCH', casePaths.assignee(created.id), {
      assigneeId: await t.userIdOf('planner'),
    });
    expect(toPlanner.statusCode).toBe(400);
    const assigned = await t.callAs('manager', 'PATCH', casePaths.assignee(created.id), {
      assigneeId: await t.userIdOf('modeler'),
    });
    expect(caseSummary.parse(assigned.json()).assignee?.id).toBe(await t.userIdOf('modeler'));
    const history = caseHistory.parse(
      (await t.callAs('modeler', 'GET', casePaths.history(created.id))).json(),
    );
    expect(history.entries.map((entry) => entry.event)).toEqual(['Requested', 'Assigned']);
    const mine = casePage.parse(
      (await t.callAs('modeler', 'GET', `${API_PATHS.cases}?view=mine`)).json(),
    );
    expect(mine.items.map((item) => item.id)).toContain(created.id);
    expect((await t.callAs('modeler', 'GET', `${API_PATHS.cases}?view=all`)).statusCode).toBe(403);
    const all = casePage.parse(
      (await t.callAs('manager', 'GET', `${API_PATHS.cases}?view=all&filter=NotAssigned`)).json(),
    );
    expect(all.items.map((item) => item.id)).not.toContain(created.id);
    expect(
      (
        await callFor(
          t,
          'surgeon2',
          'GET',
          apiUrl(API_PATHS.patientCases, { id: created.patient.id }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.callAs('rods', 'GET', API_PATHS.cases)).statusCode).toBe(403);
  });
});

describe('after release', () => {
  it('lists the model for the physician to approve, and shows the manager the timings', async () => {
    const created = await requested((await exam()).examId);
    await take('modeler');
    await landmarksPlaced(created.modelingId, 'modeler');
    // Four minutes: the sessions' idle time-out (five) must not end them.
    t.clock.advance(4 * 60);
    const done = await t.callAs('modeler', 'POST', casePaths.act(created.id), {
      action: 'CompleteCase',
      vertebraCount: 24,
    });
    expect(done.statusCode, done.body).toBe(200);

    const toApprove = await callFor(t, 'surgeon', 'GET', API_PATHS.modelsToApprove);
    expect(toApprove.statusCode).toBe(200);
    expect(casePage.parse(toApprove.json()).items.map((item) => item.id)).toContain(created.id);
    const elsewhere = await callFor(t, 'surgeon2', 'GET', API_PATHS.modelsToApprove);
    expect(casePage.parse(elsewhere.json()).items.map((item) => item.id)).not.toContain(created.id);

    const analytics = await t.callAs('manager', 'GET', API_PATHS.caseAnalytics);
    expect(analytics.statusCode, analytics.body).toBe(200);
    const figures = caseAnalytics.parse(analytics.json());
    const modelerId = await t.userIdOf('modeler');
    const modeling = figures.taskTiming.find(
      (row) => row.technician.id === modelerId && row.stage === 'InitialModeling',
    );
    expect(modeling?.count).toBeGreaterThanOrEqual(1);
    // The other tests' work took no time on the test clock; this one took four minutes.
    expect(modeling?.p90Minutes).toBeGreaterThan(0);
    expect(figures.caseTiming.all.count).toBeGreaterThanOrEqual(1);
    expect(figures.distribution.byOutcome.map((row) => row.key)).toContain('Successful');

    expect((await t.callAs('modeler', 'GET', API_PATHS.caseAnalytics)).statusCode).toBe(403);
    const backwards = await t.callAs(
      'manager',
      'GET',
      `${API_PATHS.caseAnalytics}?from=2026-05-01&to=2026-04-01`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

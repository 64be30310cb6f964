// The 3D model flow of issue 18 end to end through the API: a physician's request, the queue,
// an inexperienced technician's modeling, QC by an experienced one, release to the surgeon's
// worklist and the surgeon's approval; a manager's reassignment and extra assignment; the
// pediatric approval on the history; the request's type (PreopRod kept, PostOp by default); the
// physician's side kept off the model while its case is open.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  CASE_QUEUE_MESSAGES,
  CASE_WORKFLOW_MESSAGES,
  caseSummary,
  technicianPresence,
  worklistPage,
  type CaseType,
} from '@sagitta/domain';
import { cases, studies } from '../../db/schema';
import { DEMO_PASSWORD, useTestApp, type DemoUser } from '../../../test/harness';
import { assessmentIn, callFor, clinicalSave, paths } from '../alignment/assessment-fixtures';
import {
  actedAs,
  caseExam,
  caseHistoryAs,
  casePaths,
  emptyQueue,
  modelRequested,
  placeCaseLandmarks,
  takenAs,
  takeNextAs,
} from './case-fixtures';

const t = useTestApp();
let surgeonId = '';

// Sign-ins run argon2 while other suites share the machine: first calls can be slow.
vi.setConfig({ testTimeout: 120_000 });

/** A fresh exam of surgeon@ with a lateral film (`caseExam`). */
const exam = (options: Omit<Parameters<typeof caseExam>[2], 'prefix'> = {}) =>
  caseExam(t, surgeonId, { prefix: 'Flow', ...options });

/** surgeon@ requests a 3D model of the exam; the case as the answer shows it. */
const requested = (
  examId: string,
  options: { type?: CaseType; pediatricConfirmed?: boolean } = {},
) => modelRequested(t, examId, options);

/** A technician sets their own presence through the presence API. */
async function goOnline(user: DemoUser) {
  const response = await t.callAs(user, 'PATCH', casePaths.presence(await t.userIdOf(user)), {
    onlineStatus: 'Online',
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(technicianPresence.parse(response.json()).onlineStatus).toBe('Online');
}

const take = (user: DemoUser) => takeNextAs(t, user);
const taken = (user: DemoUser) => takenAs(t, user);
const act = (user: DemoUser, id: string, body: object) => actedAs(t, user, id, body);
const historyOf = (id: string, user?: DemoUser) => caseHistoryAs(t, id, user);

async function examStatusOf(examId: string) {
  const [row] = await t.database.db
    .select({ examStatus: studies.examStatus })
    .from(studies)
    .where(eq(studies.id, examId));
  return row?.examStatus;
}

/** surgeon@ reviews the released model and approves it with their password. */
async function approvedBySurgeon(modelingId: string) {
  const reviewed = assessmentIn(await callFor(t, 'surgeon', 'PATCH', paths.validated(modelingId)));
  expect(reviewed.userValidatedBy?.id).toBe(surgeonId);
  const approval = await callFor(t, 'surgeon', 'PATCH', paths.status(modelingId), {
    payload: { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD },
  });
  expect(approval.statusCode, approval.body).toBe(200);
  return assessmentIn(approval);
}

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
});

beforeEach(async () => {
  await emptyQueue(t);
  for (const user of ['modeler', 'modeler.new'] as const) await goOnline(user);
});

describe('the 3D model flow', () => {
  it('a model request goes through the queue, modeling, QC and release, and the physician approves it', async () => {
    const { examId, familyName } = await exam({
      patientKey: 'FLOW-PREOP',
      studyDate: '2026-01-10',
    });
    const created = await requested(examId);
    expect(created).toMatchObject({ stage: 'InitialModeling', type: 'PreOp', assignee: null });
    const newId = await t.userIdOf('modeler.new');
    const modelerId = await t.userIdOf('modeler');

    // The inexperienced technician takes it from the queue, opens it, models it: QC next.
    const mine = await taken('modeler.new');
    expect(mine).toMatchObject({ id: created.id, assignee: { id: newId } });
    expect((await t.callAs('modeler.new', 'POST', casePaths.start(created.id))).statusCode).toBe(
      200,
    );
    await placeCaseLandmarks(t, created.modelingId, 'modeler.new');
    const sent = await act('modeler.new', created.id, {
      action: 'CompleteCase',
      vertebraCount: 24,
    });
    expect(sent).toMatchObject({ stage: 'ModelingQC', assignee: null });
    expect(await examStatusOf(examId)).not.toBe('READY_TO_REVIEW');

    // The experienced technician takes the QC and completes: released to the surgeon.
    expect(await taken('modeler')).toMatchObject({ id: created.id, stage: 'ModelingQC' });
    const done = await act('modeler', created.id, { action: 'CompleteCase' });
    expect(done).toMatchObject({ stage: 'Completed', modelingStatus: 'Completed' });

    // The surgeon's worklist row shows the modeling succeeded; the exam waits for review.
    const worklist = await callFor(
      t,
      'surgeon',
      'GET',
      `${API_PATHS.worklist}?page=1&patientName=${familyName}`,
    );
    expect(worklist.statusCode, worklist.body).toBe(200);
    const row = worklistPage.parse(worklist.json()).items.find((item) => item.id === examId);
    expect(row?.modelings).toContainEqual(
      expect.objectContaining({ id: created.modelingId, state: 'MODELIZED' }),
    );
    expect(await examStatusOf(examId)).toBe('READY_TO_REVIEW');

    const approved = await approvedBySurgeon(created.modelingId);
    expect(approved).toMatchObject({ state: 'approved', approvedBy: { id: surgeonId } });
    expect(await examStatusOf(examId)).toBe('APPROVED');

    const history = await historyOf(created.id);
    expect(
      history.entries.map((entry) => [entry.event, entry.toStage, entry.actor?.id ?? null]),
    ).toEqual([
      ['Requested', 'InitialModeling', surgeonId],
      ['Taken', 'InitialModeling', newId],
      ['Started', 'InitialModeling', newId],
      ['CompleteCase', 'ModelingQC', newId],
      ['Taken', 'ModelingQC', modelerId],
      ['CompleteCase', 'Completed', modelerId],
    ]);
    expect(history.case.stage).toBe('Completed');
  });

  it('while its case is open the physician reads the model, and changes or completes it only after', async () => {
    const { examId } = await exam({ patientKey: 'FLOW-OWNED' });
    const created = await requested(examId);
    expect(await taken('modeler.new')).toMatchObject({ id: created.id });
    expect((await t.callAs('modeler.new', 'POST', casePaths.start(created.id))).statusCode).toBe(
      200,
    );
    await placeCaseLandmarks(t, created.modelingId, 'modeler.new');
    const read = await callFor(t, 'surgeon', 'GET', `${paths.list}?examId=${examId}`);
    expect(read.statusCode).toBe(200);
    const { revision } = assessmentIn(read);
    const refusals = [
      await callFor(t, 'surgeon', 'PUT', paths.landmarks(created.modelingId), {
        payload: clinicalSave('A', revision),
      }),
      await callFor(t, 'surgeon', 'POST', paths.complete(created.modelingId)),
      await callFor(t, 'surgeon', 'PATCH', paths.phase(created.modelingId), {
        payload: { revision, phase: 'POST_OP' },
      }),
      await callFor(t, 'surgeon', 'POST', paths.list, {
        payload: { examId, phase: 'POST_OP' },
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ message: CASE_WORKFLOW_MESSAGES.modelInCase });
    }
    // Nothing changed: the technician's landmarks, the draft, the worklist's modeling in progress.
    const after = assessmentIn(
      await callFor(t, 'surgeon', 'GET', `${paths.list}?examId=${examId}`),
    );
    expect(after).toMatchObject({ revision, state: 'draft', phase: 'PRE_OP' });

    // Released, the model is the physician's: a change reopens it as any completed assessment.
    await act('modeler.new', created.id, { action: 'CompleteCase', vertebraCount: 24 });
    expect(await taken('modeler')).toMatchObject({ id: created.id });
    const done = await act('modeler', created.id, { action: 'CompleteCase' });
    expect(done.stage).toBe('Completed');
    const released = assessmentIn(
      await callFor(t, 'surgeon', 'GET', `${paths.list}?examId=${examId}`),
    );
    const changed = await callFor(t, 'surgeon', 'PUT', paths.landmarks(created.modelingId), {
      payload: clinicalSave('A', released.revision),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(assessmentIn(changed).state).toBe('draft');
  });

  it('a manager reassigns a case from one technician to another, and may give a busy technician a second case', async () => {
    const first = await requested((await exam()).examId);
    const second = await requested((await exam()).examId);
    const third = await requested((await exam()).examId);
    const modelerId = await t.userIdOf('modeler');
    const newId = await t.userIdOf('modeler.new');
    const managerId = await t.userIdOf('manager');

    const assign = async (id: string, assigneeId: string) => {
      const response = await t.callAs('manager', 'PATCH', casePaths.assignee(id), { assigneeId });
      expect(response.statusCode, response.body).toBe(200);
      return caseSummary.parse(response.json());
    };
    expect((await assign(first.id, modelerId)).assignee?.id).toBe(modelerId);
    expect((await assign(first.id, newId)).assignee?.id).toBe(newId);
    const history = await historyOf(first.id);
    expect(
      history.entries.map((entry) => [entry.event, entry.actor?.id ?? null, entry.assignee?.id]),
    ).toEqual([
      ['Requested', surgeonId, undefined],
      ['Assigned', managerId, modelerId],
      ['Assigned', managerId, newId],
    ]);
    // The technician it went to sees it as theirs.
    expect((await historyOf(first.id, 'modeler.new')).case.assignee?.id).toBe(newId);

    // One active case per technician, unless a manager assigns more.
    const busy = await take('modeler.new');
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(CASE_QUEUE_MESSAGES.busy);
    expect((await assign(second.id, newId)).assignee?.id).toBe(newId);
    const stillBusy = await take('modeler.new');
    expect(stillBusy.statusCode).toBe(409);
    expect(stillBusy.json().message).toBe(CASE_QUEUE_MESSAGES.busy);
    // The queue kept its case for a technician who is free.
    expect((await taken('modeler')).id).toBe(third.id);
  });

  it("a pediatric approval is on the case's history with the manager who made it", async () => {
    // Twelve at the exam date: a pediatric request, confirmed by the physician.
    const { examId } = await exam({ birthDate: '2014-01-01', studyDate: '2026-10-01' });
    const created = await requested(examId, { pediatricConfirmed: true });
    expect(created).toMatchObject({ pediatric: true, awaitingApproval: true });
    const approval = await t.callAs('manager', 'POST', casePaths.approval(created.id));
    expect(approval.statusCode, approval.body).toBe(200);
    expect(caseSummary.parse(approval.json()).awaitingApproval).toBe(false);

    const managerId = await t.userIdOf('manager');
    const history = await historyOf(created.id);
    expect(history.entries.map((entry) => entry.event)).toEqual(['Requested', 'PediatricApproved']);
    expect(history.entries[0]?.reason).toBe('Pediatric');
    const approved = history.entries[1];
    expect(approved?.actor?.id).toBe(managerId);
    expect(approved?.actor?.name).toMatch(/Grace/);
    expect(approved?.actor?.name).toMatch(/Adeyemi/i);
  });

  it('a PreopRod request and a post-op default', async () => {
    const rod = await requested((await exam()).examId, { type: 'PreopRod' });
    expect(rod.type).toBe('PreopRod');
    const [row] = await t.database.db.select().from(cases).where(eq(cases.id, rod.id));
    expect(row?.type).toBe('PreopRod');
    await emptyQueue(t);

    // With no type named, requestModel takes the type from the assessment draft's phase, which
    // defaultPhase (alignment/phase.ts) sets to POST_OP once the patient has an approved PRE_OP
    // assessment on an earlier exam, else PRE_OP. Here the earlier exam's pre-op model is made
    // by an experienced technician (no QC) and approved by the surgeon.
    const patientKey = 'FLOW-POSTOP';
    const before = await requested(
      (await exam({ patientKey, studyDate: '2026-01-10', familyName: 'Postop' })).examId,
    );
    expect(before.type).toBe('PreOp');
    expect((await taken('modeler')).id).toBe(before.id);
    await placeCaseLandmarks(t, before.modelingId, 'modeler');
    expect(
      await act('modeler', before.id, { action: 'CompleteCase', vertebraCount: 24 }),
    ).toMatchObject({ stage: 'Completed' });
    expect((await approvedBySurgeon(before.modelingId)).phase).toBe('PRE_OP');

    const after = await requested(
      (await exam({ patientKey, studyDate: '2026-06-10', familyName: 'Postop' })).examId,
    );
    expect(after.type).toBe('PostOp');
    // An exam dated before the approved pre-op one stays pre-op.
    const earlier = await requested(
      (await exam({ patientKey, studyDate: '2025-12-01', familyName: 'Postop' })).examId,
    );
    expect(earlier.type).toBe('PreOp');
  });
});

// A second 3D model request of an exam whose first case is closed (issue 18). The case reuses
// the exam's alignment assessment, so the modeling the first case left behind must follow the
// new case: after a rejection the request puts it back in progress (the worklist shows it in
// progress, live, never "Model not processed" while a technician models it); a model completed
// and waiting for the physician's review, or approved, is refused with a clear 409.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_PATHS,
  CASE_REQUEST_MESSAGES,
  EXAM_MESSAGES,
  worklistPage,
  type CaseSummary,
} from '@sagitta/domain';
import { cases, users } from '../../db/schema';
import type { AcquisitionEvent } from '../../platform/realtime/acquisition-events';
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
  requestModelAs,
  takenAs,
} from './case-fixtures';

const t = useTestApp();
let surgeonId = '';

// Sign-ins run argon2 while other suites share the machine: first calls can be slow.
vi.setConfig({ testTimeout: 120_000 });

/** A fresh exam of surgeon@ with a lateral film, its patient named for the worklist search. */
const exam = () => caseExam(t, surgeonId, { prefix: 'Rerequest' });

const request = (examId: string) => requestModelAs(t, examId);
const requested = (examId: string) => modelRequested(t, examId);

/** What the acquisition event bus (the worklist's live feed) hears while `run` runs. */
async function hearing<T>(
  run: () => Promise<T>,
): Promise<{ result: T; heard: AcquisitionEvent[] }> {
  const heard: AcquisitionEvent[] = [];
  const stop = t.app.services.acquisitionEvents.subscribe((event) => heard.push(event));
  try {
    return { result: await run(), heard };
  } finally {
    stop();
  }
}

/** The exam's modelings as surgeon@'s worklist row shows them. */
const taken = (user: DemoUser) => takenAs(t, user);
const act = (user: DemoUser, id: string, body: object) => actedAs(t, user, id, body);
const historyOf = (id: string) => caseHistoryAs(t, id);

async function worklistModelings(examId: string, familyName: string) {
  const response = await callFor(
    t,
    'surgeon',
    'GET',
    `${API_PATHS.worklist}?page=1&patientName=${familyName}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = worklistPage.parse(response.json()).items.find((item) => item.id === examId);
  expect(row, 'the exam is on the worklist').toBeDefined();
  return row?.modelings.map(({ id, state }) => ({ id, state }));
}

/** The technician takes the exam's case, opens it, places the landmarks and completes it. */
async function modeledAndCompleted(created: CaseSummary): Promise<CaseSummary> {
  expect(await taken('modeler')).toMatchObject({ id: created.id, stage: 'InitialModeling' });
  expect((await t.callAs('modeler', 'POST', casePaths.start(created.id))).statusCode).toBe(200);
  await placeCaseLandmarks(t, created.modelingId, 'modeler');
  return act('modeler', created.id, { action: 'CompleteCase', vertebraCount: 24 });
}

const casesOfExam = (examId: string) =>
  t.database.db.select({ id: cases.id }).from(cases).where(eq(cases.studyId, examId));

beforeAll(async () => {
  surgeonId = await t.userIdOf('surgeon');
});

beforeEach(async () => {
  await emptyQueue(t);
  await t.database.db
    .update(users)
    .set({ onlineStatus: 'Online' })
    .where(eq(users.id, await t.userIdOf('modeler')));
});

describe('requesting a model again after a rejection', () => {
  it('puts the modeling back in progress, live, and the new case goes through to success', async () => {
    const { examId, familyName } = await exam();
    const modelerId = await t.userIdOf('modeler');
    const first = await requested(examId);

    // The technician takes it and rejects it: the film shows the patient moved.
    expect((await taken('modeler')).id).toBe(first.id);
    expect((await t.callAs('modeler', 'POST', casePaths.start(first.id))).statusCode).toBe(200);
    const rejected = await act('modeler', first.id, {
      action: 'Reject',
      reason: 'PresenceOfPatientMotion',
    });
    expect(rejected).toMatchObject({ stage: 'Rejected', modelingStatus: 'Cancelled' });
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'NOT_MODELIZED' },
    ]);

    // The film checked, the surgeon asks again: a new case on the same modeling, in progress.
    t.clock.advance(60);
    const { result: second, heard } = await hearing(() => requested(examId));
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({
      examId,
      modelingId: first.modelingId,
      stage: 'InitialModeling',
      modelingStatus: 'Ongoing',
      assignee: null,
      rejectionReason: null,
    });
    expect(heard).toEqual([
      { status: 'MODELING_STARTED', acquisitionId: examId, physicianId: surgeonId },
    ]);
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'IA_IN_PROGRESS' },
    ]);

    // It is in the queue; the technician models it to success.
    const { result: done, heard: released } = await hearing(() => modeledAndCompleted(second));
    expect(done).toMatchObject({ id: second.id, stage: 'Completed', modelingStatus: 'Completed' });
    expect(released).toEqual([
      { status: 'MODELING_SUCCEEDED', acquisitionId: examId, physicianId: surgeonId },
    ]);
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'MODELIZED' },
    ]);

    // Each case keeps its own history: the first stays rejected with its reason.
    const firstHistory = await historyOf(first.id);
    expect(firstHistory.case).toMatchObject({
      stage: 'Rejected',
      rejectionReason: 'PresenceOfPatientMotion',
    });
    expect(
      firstHistory.entries.map((entry) => [
        entry.event,
        entry.toStage,
        entry.actor?.id ?? null,
        entry.reason,
      ]),
    ).toEqual([
      ['Requested', 'InitialModeling', surgeonId, null],
      ['Taken', 'InitialModeling', modelerId, null],
      ['Started', 'InitialModeling', modelerId, null],
      ['Reject', 'Rejected', modelerId, 'PresenceOfPatientMotion'],
    ]);
    const secondHistory = await historyOf(second.id);
    expect(secondHistory.case).toMatchObject({ stage: 'Completed', rejectionReason: null });
    expect(
      secondHistory.entries.map((entry) => [entry.event, entry.toStage, entry.actor?.id ?? null]),
    ).toEqual([
      ['Requested', 'InitialModeling', surgeonId],
      ['Taken', 'InitialModeling', modelerId],
      ['Started', 'InitialModeling', modelerId],
      ['CompleteCase', 'Completed', modelerId],
    ]);
  });

  it('still refuses a second request while the new case is open', async () => {
    const { examId } = await exam();
    const first = await requested(examId);
    await taken('modeler');
    await act('modeler', first.id, { action: 'Reject', reason: 'InsufficientVisibility' });
    await requested(examId);
    const again = await request(examId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASE_REQUEST_MESSAGES.alreadyRequested);
    expect(await casesOfExam(examId)).toHaveLength(2);
  });
});

describe('requesting a model again after a release', () => {
  it('refuses while the model waits for the physician’s review: the worklist keeps the success', async () => {
    const { examId, familyName } = await exam();
    const first = await requested(examId);
    expect(await modeledAndCompleted(first)).toMatchObject({ stage: 'Completed' });

    const { result: again, heard } = await hearing(() => request(examId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CASE_REQUEST_MESSAGES.awaitingReview);
    expect(heard).toEqual([]);
    expect(await casesOfExam(examId)).toEqual([{ id: first.id }]);
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'MODELIZED' },
    ]);
    // Reviewed but not yet signed is still waiting for the physician.
    expect(
      assessmentIn(await callFor(t, 'surgeon', 'PATCH', paths.validated(first.modelingId)))
        .userValidatedBy?.id,
    ).toBe(surgeonId);
    const reviewed = await request(examId);
    expect(reviewed.statusCode).toBe(409);
    expect(reviewed.json().message).toBe(CASE_REQUEST_MESSAGES.awaitingReview);
  });

  it('opens a new case once the physician reopened the model by changing its landmarks', async () => {
    const { examId, familyName } = await exam();
    const first = await requested(examId);
    await modeledAndCompleted(first);
    const { revision } = assessmentIn(
      await callFor(t, 'surgeon', 'GET', paths.one(first.modelingId)),
    );
    const reopened = await callFor(t, 'surgeon', 'PUT', paths.landmarks(first.modelingId), {
      payload: clinicalSave('A', revision),
    });
    expect(assessmentIn(reopened).state).toBe('draft');

    const second = await requested(examId);
    expect(second).toMatchObject({ modelingId: first.modelingId, stage: 'InitialModeling' });
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'IA_IN_PROGRESS' },
    ]);
  });

  it('refuses an approved model with the locked exam’s 409, not a server error', async () => {
    const { examId, familyName } = await exam();
    const first = await requested(examId);
    await modeledAndCompleted(first);
    assessmentIn(await callFor(t, 'surgeon', 'PATCH', paths.validated(first.modelingId)));
    const approval = await callFor(t, 'surgeon', 'PATCH', paths.status(first.modelingId), {
      payload: { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD },
    });
    expect(approval.statusCode, approval.body).toBe(200);

    const { result: again, heard } = await hearing(() => request(examId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EXAM_MESSAGES.alignmentLocked);
    expect(heard).toEqual([]);
    expect(await casesOfExam(examId)).toEqual([{ id: first.id }]);
    expect(await worklistModelings(examId, familyName)).toEqual([
      { id: first.modelingId, state: 'VALIDATED' },
    ]);
  });
});

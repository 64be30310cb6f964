// Test helpers of the cases tests: cases written straight into the database, for tests about the
// queue and presence (the request itself is tested through its route in cases.test.ts), and the
// landmarks a technician places before handing a model on.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  API_PATHS,
  apiUrl,
  caseHistory,
  caseSummary,
  type CaseSummary,
  type CaseType,
} from '@sagitta/domain';
import { cases, modelings, studies } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { insertExam } from '../../../test/exams';
import type { DemoUser, SharedTestApp } from '../../../test/harness';
import { callFor, clinicalSave, examWithFilm, paths } from '../alignment/assessment-fixtures';
import { insertCase, type NewCase } from './repo';

/**
 * A case of a new exam of `physicianId`'s: the exam, a modeling in progress and the case row, in
 * modeling, unassigned unless `change` says otherwise.
 */
export async function insertTestCase(
  db: Executor,
  physicianId: string,
  now: Date,
  change: Partial<NewCase> = {},
): Promise<string> {
  const examId = await insertExam(db, { physicianId, familyName: 'Queue' });
  const [exam] = await db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, examId));
  if (exam === undefined) throw new Error('no exam');
  const [modeling] = await db
    .insert(modelings)
    .values({ studyId: examId, creationTimestamp: now.getTime(), state: 'IA_IN_PROGRESS' })
    .returning({ id: modelings.id });
  if (modeling === undefined) throw new Error('no modeling');
  const row = await insertCase(db, {
    patientId: exam.patientId,
    studyId: examId,
    modelingId: modeling.id,
    physicianId,
    requestedBy: physicianId,
    type: 'PreOp',
    priority: 'Regular',
    stage: 'InitialModeling',
    pediatric: false,
    createdAt: now,
    updatedAt: now,
    ...change,
  });
  return row.id;
}

let examsMade = 0;
/**
 * A fresh exam with a lateral film, of an adult on 2026-10-01 unless said, its patient named
 * `prefix` and a number for the worklist search; `patientKey` makes exams of one patient.
 */
export async function caseExam(
  t: SharedTestApp,
  physicianId: string,
  options: {
    prefix: string;
    birthDate?: string;
    studyDate?: string;
    patientKey?: string;
    familyName?: string;
  },
) {
  examsMade += 1;
  const familyName = options.familyName ?? `${options.prefix}${examsMade}`;
  const found = await examWithFilm(t, {
    physicianId,
    familyName,
    birthDate: options.birthDate ?? '1970-05-01',
    studyDate: options.studyDate ?? '2026-10-01',
    ...(options.patientKey === undefined ? {} : { patientId: options.patientKey }),
  });
  return { ...found, familyName };
}

/** C7's and T1's corners, which the §4 vectors leave out and a model needs (lateral film). */
const CERVICOTHORACIC: Record<string, [number, number]> = {
  C7sa: [1100, 1250],
  C7sp: [1040, 1250],
  C7ia: [1100, 1290],
  C7ip: [1040, 1290],
  T1sa: [1105, 1300],
  T1sp: [1045, 1300],
  T1ia: [1105, 1340],
  T1ip: [1045, 1340],
};

/** The case's technician places the lateral film's landmarks in the measurement tool's API. */
export async function placeCaseLandmarks(
  t: SharedTestApp,
  modelingId: string,
  user: DemoUser,
): Promise<void> {
  const save = clinicalSave('A', 0);
  if (save.lateral === undefined) throw new Error('a lateral case');
  const lateral = { ...save.lateral, points: { ...save.lateral.points, ...CERVICOTHORACIC } };
  const saved = await callFor(t, user, 'PUT', paths.landmarks(modelingId), {
    payload: { ...save, lateral },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Closes every open case, the demo's included, so that a test's queue holds only its own. */
export async function emptyQueue(t: SharedTestApp): Promise<void> {
  await t.database.db
    .update(cases)
    .set({ stage: 'Rejected', closedAt: t.clock.now(), rejectionReason: 'Other' })
    .where(inArray(cases.stage, ['InitialModeling', 'ModelingQC']));
}

/** A technician asks the queue for work (`POST /api/v1/cases/next`). */
export const takeNextAs = (t: SharedTestApp, user: DemoUser) =>
  t.callAs(user, 'POST', API_PATHS.caseQueueNext);

/** surgeon@ asks for a 3D model of the exam (`POST /api/v1/cases`), whatever the answer. */
export function requestModelAs(
  t: SharedTestApp,
  examId: string,
  options: { type?: CaseType; pediatricConfirmed?: boolean } = {},
) {
  return callFor(t, 'surgeon', 'POST', API_PATHS.cases, {
    payload: {
      examId,
      pediatricConfirmed: options.pediatricConfirmed ?? false,
      ...(options.type === undefined ? {} : { type: options.type }),
    },
  });
}

/** surgeon@'s request of a 3D model, which must be taken: the new case as answered. */
export async function modelRequested(
  t: SharedTestApp,
  examId: string,
  options: { type?: CaseType; pediatricConfirmed?: boolean } = {},
): Promise<CaseSummary> {
  const response = await requestModelAs(t, examId, options);
  expect(response.statusCode, response.body).toBe(201);
  return caseSummary.parse(response.json());
}

/** A technician takes the next case of the queue, which must give them one. */
export async function takenAs(t: SharedTestApp, user: DemoUser): Promise<CaseSummary> {
  const response = await takeNextAs(t, user);
  expect(response.statusCode, response.body).toBe(200);
  return caseSummary.parse(response.json());
}

/** A workflow action on a case (`POST /cases/{id}/actions`), which must be taken. */
export async function actedAs(
  t: SharedTestApp,
  user: DemoUser,
  id: string,
  body: object,
): Promise<CaseSummary> {
  const response = await t.callAs(user, 'POST', casePaths.act(id), body);
  expect(response.statusCode, response.body).toBe(200);
  return caseSummary.parse(response.json());
}

/** A case's history, as a manager reads it unless `user` says otherwise. */
export async function caseHistoryAs(t: SharedTestApp, id: string, user: DemoUser = 'manager') {
  const response = await t.callAs(user, 'GET', casePaths.history(id));
  expect(response.statusCode, response.body).toBe(200);
  return caseHistory.parse(response.json());
}

/** The case calls' paths, filled. */
export const casePaths = {
  start: (id: string) => apiUrl(API_PATHS.caseStart, { id }),
  act: (id: string) => apiUrl(API_PATHS.caseActions, { id }),
  assignee: (id: string) => apiUrl(API_PATHS.caseAssignee, { id }),
  approval: (id: string) => apiUrl(API_PATHS.caseApproval, { id }),
  history: (id: string) => apiUrl(API_PATHS.caseHistory, { id }),
  presence: (userId: string) => `${API_PATHS.userOnlineStatus}?userId=${userId}`,
};

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ACTING_PHYSICIAN_HEADER } from '@sagitta/domain';
import { patients, studies, users } from '../src/db/schema';
import { as, type DemoUser, type SharedTestApp } from './harness';
import { insertExam, type ExamSpec } from './exams';

/** A patient record made for a test: its id and its exams' ids, oldest first. */
export interface MadePatient {
  id: string;
  examIds: string[];
}

/**
 * Writes a patient record with one exam per date (as the import would), then its flags.
 * @returns the record's id and its exams
 */
export async function makePatient(
  t: SharedTestApp,
  spec: Omit<ExamSpec, 'studyDate'> & {
    examDates: (string | null)[];
    urgent?: boolean;
    surgicalCandidate?: boolean;
  },
): Promise<MadePatient> {
  const { examDates, urgent, surgicalCandidate, ...exam } = spec;
  const examIds: string[] = [];
  for (const studyDate of examDates) {
    examIds.push(await insertExam(t.database.db, { ...exam, studyDate }));
  }
  const [row] = await t.database.db
    .select({ id: studies.patientId })
    .from(studies)
    .where(eq(studies.id, examIds[0] ?? ''));
  if (row === undefined) throw new Error('no exam made');
  await t.database.db
    .update(patients)
    .set({ urgent: urgent ?? false, surgicalCandidate: surgicalCandidate ?? false })
    .where(eq(patients.id, row.id));
  return { id: row.id, examIds };
}

/** A request as a demo account, acting for `physicianId` when given. */
export async function callActing(
  t: SharedTestApp,
  user: DemoUser,
  method: 'GET' | 'PATCH',
  url: string,
  options: { physicianId?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> {
  return as(t.app, await t.sessionOf(user), {
    method,
    url,
    headers:
      options.physicianId === undefined ? {} : { [ACTING_PHYSICIAN_HEADER]: options.physicianId },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

/** An API path with its `:id` filled in. */
export const withId = (path: string, id: string): string => path.replace(':id', id);

/**
 * Sets a demo account's only-view-surgical-candidates flag, as an administrator's change does:
 * written, then forgotten by the account cache (the session row that carries the flag).
 */
export async function setCandidatesOnly(
  t: SharedTestApp,
  user: DemoUser,
  only: boolean,
): Promise<void> {
  const userId = await t.userIdOf(user);
  await t.database.db
    .update(users)
    .set({ onlyViewSurgicalCandidates: only })
    .where(eq(users.id, userId));
  t.app.services.accounts.forgetUser(userId);
}

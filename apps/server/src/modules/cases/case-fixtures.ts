// Test helpers of the cases tests: cases written straight into the database, for tests about the
// queue and presence (the request itself is tested through its route in cases.test.ts).
import { eq } from 'drizzle-orm';
import { modelings, studies } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import { insertExam } from '../../../test/exams';
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

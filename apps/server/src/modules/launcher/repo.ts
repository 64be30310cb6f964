import { eq } from 'drizzle-orm';
import type { ExamModeling } from '@sagitta/domain';
import { modelings } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** An exam's modelings, as the worklist shows them (creation time as text, seed §3). */
export async function modelingsOfExam(
  executor: Executor,
  studyId: string,
): Promise<ExamModeling[]> {
  const rows = await executor
    .select({
      id: modelings.id,
      creationTimestamp: modelings.creationTimestamp,
      state: modelings.state,
    })
    .from(modelings)
    .where(eq(modelings.studyId, studyId));
  return rows.map((row) => ({ ...row, creationTimestamp: String(row.creationTimestamp) }));
}

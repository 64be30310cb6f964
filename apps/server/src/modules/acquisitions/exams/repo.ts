import { and, asc, eq } from 'drizzle-orm';
import { instances, series, studies } from '../../../db/schema';
import { examsInScope, type PatientScope } from '../../../platform/access/patient-scope';
import type { Executor } from '../../../platform/db/database';

/**
 * The exam with this id if it is in the patient scope (the physician's, and a candidate's for a
 * candidates-only caller); undefined otherwise.
 */
export async function examInScope(
  db: Executor,
  acquisitionId: string,
  scope: PatientScope,
): Promise<{ id: string; physicianId: string | null } | undefined> {
  const [exam] = await db
    .select({ id: studies.id, physicianId: studies.physicianId })
    .from(studies)
    .where(and(eq(studies.id, acquisitionId), examsInScope(scope)));
  return exam;
}

/** Whether an exam with this id exists at all, whoever's it is (for the audit trail). */
export async function examExists(db: Executor, acquisitionId: string): Promise<boolean> {
  const [exam] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(eq(studies.id, acquisitionId));
  return exam !== undefined;
}

/** The instances of an exam, in series and file order, with what the viewer shows of each. */
export async function examInstances(db: Executor, studyId: string) {
  return db
    .select({
      instanceId: instances.id,
      blobKey: instances.blobKey,
      seriesDescription: series.description,
      view: instances.view,
      rows: instances.rows,
      columns: instances.columns,
      previewStatus: instances.previewStatus,
      photometric: instances.photometric,
      windowCenter: instances.windowCenter,
      windowWidth: instances.windowWidth,
      valueMin: instances.valueMin,
      valueMax: instances.valueMax,
    })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(eq(series.studyId, studyId))
    .orderBy(asc(series.number), asc(series.seriesInstanceUid), asc(instances.createdAt));
}

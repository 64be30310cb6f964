import { and, asc, eq } from 'drizzle-orm';
import { instances, patients, previews, series } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** The patient as the report's banner shows them, with their physician's name. */
export async function bannerPatient(db: Executor, patientId: string) {
  const [row] = await db
    .select({
      givenName: patients.givenName,
      familyName: patients.familyName,
      productId: patients.productId,
      mrn: patients.patientId,
      birthDate: patients.birthDate,
      sex: patients.sex,
      physicianId: patients.physicianId,
    })
    .from(patients)
    .where(eq(patients.id, patientId))
    .limit(1);
  if (row === undefined) throw new Error('the assessed exam has no patient');
  return row;
}

/**
 * The exam's first image of a view (the film its landmarks were placed on: the measurement
 * tool opens the first of each view too), with its frame and its cached Medium preview.
 */
export async function filmImage(db: Executor, examId: string, view: 'LATERAL' | 'FRONTAL') {
  const [row] = await db
    .select({
      instanceId: instances.id,
      blobKey: instances.blobKey,
      columns: instances.columns,
      rows: instances.rows,
      previewStatus: instances.previewStatus,
      previewKey: previews.blobKey,
    })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .leftJoin(previews, and(eq(previews.instanceId, instances.id), eq(previews.size, 'Medium')))
    .where(and(eq(series.studyId, examId), eq(instances.view, view)))
    .orderBy(asc(series.number), asc(series.seriesInstanceUid), asc(instances.createdAt))
    .limit(1);
  return row;
}
export type FilmImage = NonNullable<Awaited<ReturnType<typeof filmImage>>>;

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssessmentCalibration, HeaderCalibration } from '@sagitta/domain';
import { instances, series } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** Each film's calibration as its DICOM header gives it (migration 0016), null when none. */
export interface FilmsHeaderCalibration {
  lateral: HeaderCalibration | null;
  frontal: HeaderCalibration | null;
}

/**
 * What the headers of the exam's films give: the film of each view is its first image in the
 * viewer's order (`acquisitions/exams/repo.ts`: series number, series UID, import time), the one
 * the measurement tool measures. A film without a usable spacing, or not read yet since the
 * upgrade (the backfill), has none.
 * @param examId - the exam (study)
 */
export async function headerCalibrationOf(
  db: Executor,
  examId: string,
): Promise<FilmsHeaderCalibration> {
  const rows = await db
    .select({
      view: instances.view,
      source: instances.pixelSpacingSource,
      row: instances.pixelSpacingRowMm,
      column: instances.pixelSpacingColumnMm,
    })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(and(eq(series.studyId, examId), inArray(instances.view, ['LATERAL', 'FRONTAL'])))
    .orderBy(
      asc(series.number),
      asc(series.seriesInstanceUid),
      asc(instances.createdAt),
      asc(instances.id),
    );
  const of = (view: 'LATERAL' | 'FRONTAL'): HeaderCalibration | null => {
    const film = rows.find((row) => row.view === view);
    if (film === undefined || film.row === null || film.column === null) return null;
    if (film.source !== 'PIXEL_SPACING' && film.source !== 'IMAGER_PIXEL_SPACING') return null;
    return { source: film.source, pixelSpacingMm: [film.row, film.column] };
  };
  return { lateral: of('LATERAL'), frontal: of('FRONTAL') };
}

/**
 * A new draft's calibration: each film's header spacing; a film whose header gives none is left
 * uncalibrated (angles only), never 1 mm per pixel.
 */
export function defaultCalibration(header: FilmsHeaderCalibration): AssessmentCalibration {
  return {
    ...(header.lateral === null ? {} : { lateral: header.lateral }),
    ...(header.frontal === null ? {} : { frontal: header.frontal }),
  };
}

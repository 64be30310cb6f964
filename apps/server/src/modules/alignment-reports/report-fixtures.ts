// Test helpers of the report API tests: an assessment of a §4 case, reviewed and ready to sign.
import { eq, inArray } from 'drizzle-orm';
import { DEMO_PASSWORD, type SharedTestApp } from '../../../test/harness';
import { alignmentReports, instances, previews, series, studies } from '../../db/schema';
import {
  assessmentIn,
  callFor,
  clinicalSave,
  examWithFilm,
  paths,
} from '../alignment/assessment-fixtures';
import { generatedFilm, VECTOR_FRAME } from '../alignment-report/test-support';

export interface ReadyToSign {
  id: string;
  examId: string;
  patientId: string;
}

/**
 * An exam of the surgeon whose lateral film (2000 × 3000, with a cached Medium preview when
 * `withPreview`) carries CLINICAL.md §4 case B, completed and reviewed: one signature away.
 */
export async function readyToSign(
  t: SharedTestApp,
  patient: { givenName: string; familyName: string },
  options: { withPreview?: boolean } = {},
): Promise<ReadyToSign> {
  const physicianId = await t.userIdOf('surgeon');
  const { examId, patientId } = await examWithFilm(t, {
    physicianId,
    ...patient,
    birthDate: '1968-03-14',
    studyDate: '2026-06-02',
  });
  const seriesIds = t.database.db
    .select({ id: series.id })
    .from(series)
    .where(eq(series.studyId, examId));
  const [film] = await t.database.db
    .update(instances)
    .set({ ...VECTOR_FRAME, previewStatus: options.withPreview === true ? 'ready' : 'unavailable' })
    .where(inArray(instances.seriesId, seriesIds))
    .returning({ id: instances.id });
  if (film === undefined) throw new Error('no film');
  if (options.withPreview === true) {
    const stored = await t.app.services.blobs.put(Buffer.from(await generatedFilm('png')));
    await t.database.db
      .insert(previews)
      .values({ instanceId: film.id, size: 'Medium', blobKey: stored.key, createdAt: new Date() });
  }
  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    callFor(t, 'surgeon', method, url, payload === undefined ? {} : { payload });
  const { id } = assessmentIn(await call('POST', paths.list, { examId }));
  assessmentIn(await call('PUT', paths.landmarks(id), clinicalSave('B', 0)));
  assessmentIn(await call('POST', paths.complete(id)));
  assessmentIn(await call('PATCH', paths.validated(id)));
  return { id, examId, patientId };
}

export const signature = { eosAlignmentStatus: 'Approved', password: DEMO_PASSWORD };

/** The patient's report exams and their links. */
export async function reportsOf(t: SharedTestApp, patientId: string) {
  return t.database.db
    .select({ exam: studies, report: alignmentReports })
    .from(studies)
    .leftJoin(alignmentReports, eq(alignmentReports.examId, studies.id))
    .where(eq(studies.patientId, patientId))
    .then((rows) => rows.filter((row) => row.exam.examType === 'ALIGNMENT_ASSESSMENT_REPORT'));
}

export const reportPaths = {
  list: (patientId: string) => `/api/v1/portal/alignment-reports?patientId=${patientId}`,
  pdf: (id: string) => `/api/v1/portal/alignment-reports/${id}/pdf`,
};

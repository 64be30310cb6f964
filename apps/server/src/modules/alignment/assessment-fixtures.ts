// Test helpers of the assessment API tests: exams with films, and calls as demo accounts.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  ACTING_PHYSICIAN_HEADER,
  alignmentAssessment,
  type AlignmentAssessment,
  type AlignmentLandmarksSave,
} from '@sagitta/domain';
import { clinicalRequest, type ClinicalCase } from '@sagitta/domain/alignment/clinical-vectors';
import { instances, series, studies } from '../../db/schema';
import { insertExam, type ExamSpec } from '../../../test/exams';
import { as, type DemoUser, type SharedTestApp } from '../../../test/harness';

/** An exam of a physician with a lateral film (or none); its id and its patient's. */
export async function examWithFilm(
  t: SharedTestApp,
  spec: ExamSpec,
  view: 'LATERAL' | 'FRONTAL' | null = 'LATERAL',
): Promise<{ examId: string; patientId: string }> {
  const examId = await insertExam(t.database.db, spec);
  const seriesIds = t.database.db
    .select({ id: series.id })
    .from(series)
    .where(eq(series.studyId, examId));
  await t.database.db.update(instances).set({ view }).where(inArray(instances.seriesId, seriesIds));
  const [row] = await t.database.db
    .select({ patientId: studies.patientId })
    .from(studies)
    .where(eq(studies.id, examId));
  if (row === undefined) throw new Error('no exam');
  return { examId, patientId: row.patientId };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * A call as a demo account; staff and representatives act for `physicianId` (the header a
 * physician's web app sends too).
 */
export async function callFor(
  t: SharedTestApp,
  user: DemoUser,
  method: Method,
  url: string,
  options: { payload?: object; physicianId?: string } = {},
) {
  return as(t.app, await t.sessionOf(user), {
    method,
    url,
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    headers:
      options.physicianId === undefined ? {} : { [ACTING_PHYSICIAN_HEADER]: options.physicianId },
  });
}

/** The answer's assessment, checked against the API's schema. */
export function assessmentIn(response: { statusCode: number; body: string }): AlignmentAssessment {
  expect([200, 201], response.body).toContain(response.statusCode);
  return alignmentAssessment.parse(JSON.parse(response.body));
}

/** A save of a §4 case's lateral landmarks with its DICOM pixel spacing. */
export function clinicalSave(name: ClinicalCase, revision: number): AlignmentLandmarksSave {
  const { lateral } = clinicalRequest(name);
  if (lateral === undefined) throw new Error('a lateral case');
  const spacing = lateral.pixelSpacingMm;
  return {
    revision,
    lateral: { facing: '+x', points: lateral.points as Record<string, [number, number]> },
    calibration: {
      lateral:
        spacing === null
          ? { source: 'NONE' }
          : { source: 'PIXEL_SPACING', pixelSpacingMm: spacing as number },
    },
  };
}

export const paths = {
  list: '/api/v1/eos-alignments',
  one: (id: string) => `/api/v1/eos-alignments/${id}`,
  landmarks: (id: string) => `/api/v1/eos-alignments/${id}/landmarks`,
  complete: (id: string) => `/api/v1/eos-alignments/${id}/complete`,
  phase: (id: string) => `/api/v1/eos-alignments/${id}/phase`,
  validated: (id: string) => `/api/v1/eos-alignments/${id}/user-validated`,
  status: (id: string) => `/api/v1/eos-alignments/${id}/eos-alignment-status`,
};

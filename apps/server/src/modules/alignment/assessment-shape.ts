import { z } from 'zod';
import {
  ALIGNMENT_ASSESSMENT_STATES,
  alignmentMeasureResponse,
  alignmentPhase,
  assessmentCalibration,
  engineFilm,
  filmPixelSpacing,
  frontalLandmarks,
  fullName,
  lateralLandmarks,
  type AlignmentAssessment,
  type AssessmentCalibration,
} from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { personNamesOf } from '../users/service';
import { headerCalibrationOf } from './header-calibration';
import type { AssessmentRow } from './repo';

/**
 * The stored jsonb, read back through the schemas that let it in: a row that no longer matches
 * them is an error (500, logged), never data handed on unchecked.
 */
export function storedFilms(row: AssessmentRow) {
  return {
    lateral: row.lateral === null ? null : lateralLandmarks.parse(row.lateral),
    frontal: row.frontal === null ? null : frontalLandmarks.parse(row.frontal),
    calibration: assessmentCalibration.parse(row.calibration),
  };
}

/** The engine's request for the stored landmarks: each film with its calibration's spacing. */
export function measureInput(row: AssessmentRow, age: number | null) {
  const { lateral, frontal, calibration } = storedFilms(row);
  return {
    ...(age === null ? {} : { age }),
    ...(lateral === null ? {} : { lateral: engineFilm(lateral, calibration.lateral) }),
    ...(frontal === null ? {} : { frontal: engineFilm(frontal, calibration.frontal) }),
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function spacingOf(calibration: AssessmentCalibration) {
  return {
    lateral: filmPixelSpacing(calibration.lateral),
    frontal: filmPixelSpacing(calibration.frontal),
  };
}

/** An assessment as the API returns it, with the names of the people who worked on it. */
export async function assessmentOf(
  db: Executor,
  row: AssessmentRow,
  patientId: string,
): Promise<AlignmentAssessment> {
  const people = [row.placedBy, row.userValidatedBy, row.approvedBy].filter(
    (id): id is string => id !== null,
  );
  const names = await personNamesOf(db, people);
  const person = (id: string | null) => {
    const name = id === null ? undefined : names.get(id);
    return id === null ? null : { id, name: name === undefined ? '' : fullName(name) };
  };
  const films = storedFilms(row);
  return {
    id: row.modelingId,
    examId: row.examId,
    patientId,
    state: z.enum(ALIGNMENT_ASSESSMENT_STATES).parse(row.state),
    phase: alignmentPhase.parse(row.phase),
    ...films,
    headerCalibration: await headerCalibrationOf(db, row.examId),
    pixelSpacingMm: spacingOf(films.calibration),
    measurement: row.measurement === null ? null : alignmentMeasureResponse.parse(row.measurement),
    age: row.age,
    placedBy: person(row.placedBy),
    placedAt: iso(row.placedAt),
    completedAt: iso(row.completedAt),
    userValidatedBy: person(row.userValidatedBy),
    userValidatedAt: iso(row.userValidatedAt),
    approvedBy: person(row.approvedBy),
    approvedAt: iso(row.approvedAt),
    signatureMeaning: row.signatureMeaning,
    engineVersion: row.engineVersion,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
  };
}

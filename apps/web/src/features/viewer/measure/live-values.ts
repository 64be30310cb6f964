import {
  engineFilm,
  measure,
  type AlignmentMeasurement,
  type FilmCalibration,
  type ParameterKey,
} from '@sagitta/domain';
import type { MeasuredFilm } from './landmark-sequence';
import type { Facing, LandmarkPoints } from './measure-state';

/** A film's calibration as its assessment holds it; undefined: none (no millimetres). */
export type Calibration = FilmCalibration | undefined;

/** The values the panel lists for each film, the first ones first. */
export const LIVE_PARAMETERS = {
  lateral: [
    'PI',
    'PT',
    'SS',
    'LL',
    'L4S1',
    'PILL',
    'SVA',
    'TPA',
    'T1Slope',
    'GT',
    'T4PA',
    'L1PA',
    'T4T12',
    'C2C7',
    'cSVA',
  ],
  frontal: ['C7CSL', 'pelvicObliquity', 'cobb'],
} as const satisfies Readonly<Record<MeasuredFilm, readonly ParameterKey[]>>;

/**
 * The engine's answer for the landmarks placed so far: the very `measure()` and calibration
 * rule (`engineFilm`) the server completes an assessment with, so both give the same numbers.
 * @param film - the film measured
 * @param points - the placed landmarks, image pixels
 * @param facing - the way the patient faces
 * @param calibration - the film's calibration, undefined when it has none
 */
export function liveMeasurement(
  film: MeasuredFilm,
  points: LandmarkPoints,
  facing: Facing,
  calibration: Calibration,
): AlignmentMeasurement {
  return measure({ [film]: engineFilm({ facing, points }, calibration) });
}

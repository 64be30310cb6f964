import type { FilmInput } from '../alignment/film';
import type { FilmCalibration } from '../schemas/alignment-assessments';

/**
 * The pixel spacing a film gives the alignment engine, from its calibration: the DICOM spacing
 * as recorded, a calibration object's real length over its length in pixels, or null (no
 * calibration: the engine then gives angles and no lengths, never 1 px = 1 mm). A calibration
 * object measures one distance, so it gives one spacing for both axes: it assumes square pixels.
 * @param calibration - the film's calibration, undefined when none was given
 */
export function filmPixelSpacing(
  calibration: FilmCalibration | undefined,
): number | [row: number, column: number] | null {
  if (calibration === undefined) return null;
  switch (calibration.source) {
    case 'PIXEL_SPACING':
    case 'IMAGER_PIXEL_SPACING':
      return typeof calibration.pixelSpacingMm === 'number'
        ? calibration.pixelSpacingMm
        : [calibration.pixelSpacingMm[0], calibration.pixelSpacingMm[1]];
    case 'CALIBRATION_OBJECT': {
      const [x0, y0] = calibration.start;
      const [x1, y1] = calibration.end;
      return calibration.lengthMm / Math.hypot(x1 - x0, y1 - y0);
    }
    case 'NONE':
      return null;
  }
}

/**
 * A film as the engine takes it (`measure()`'s `lateral` / `frontal`): its landmarks with the
 * spacing of its calibration. The server measures a stored assessment with it, and the
 * measurement tool its live values, so both give the same numbers.
 * @param landmarks - the film's `facing` and `points`, as an assessment holds them
 * @param calibration - the film's calibration, undefined when none was given
 */
export function engineFilm(
  landmarks: Pick<FilmInput, 'facing' | 'points'>,
  calibration: FilmCalibration | undefined,
): FilmInput {
  return { ...landmarks, pixelSpacingMm: filmPixelSpacing(calibration) };
}

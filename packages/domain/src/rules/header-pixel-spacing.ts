/**
 * The calibration a DICOM header gives a film (issue 17): which spacing attribute is trusted and
 * how, decided once here for the import, the backfill of older instances and the tests. The
 * rule (docs/decisions.md, "Pixel spacing from the DICOM header"):
 *
 * - Pixel Spacing (0028,0030) is the spacing at the patient and is taken as recorded, unless it
 *   merely repeats Imager Pixel Spacing without a Pixel Spacing Calibration Type (0028,0A02):
 *   then it is the detector's spacing under another name (PS3.3 10.7.1.3) and is read as such.
 * - Imager Pixel Spacing (0018,1164) is the spacing at the detector: divided by the Estimated
 *   Radiographic Magnification Factor (0018,1114) when the header gives a plausible one (the
 *   patient-plane estimate PS3.3 defines), else taken as recorded.
 * - Anything else, or a value that is not two positive finite numbers, gives no spacing (null),
 *   never 0 and never 1 mm per pixel.
 */

/** The raw attributes, each the header's values as numbers (DS parsed), or null when absent. */
export interface HeaderSpacingAttributes {
  pixelSpacing: readonly number[] | null;
  imagerPixelSpacing: readonly number[] | null;
  /** Estimated Radiographic Magnification Factor (0018,1114). */
  magnificationFactor: number | null;
  /** Pixel Spacing Calibration Type (0028,0A02): GEOMETRY or FIDUCIAL. */
  calibrationType: string | null;
}

export type HeaderSpacingSource = 'PIXEL_SPACING' | 'IMAGER_PIXEL_SPACING';

export interface HeaderSpacing {
  source: HeaderSpacingSource;
  /** [row, column] in mm per pixel: the spacing between rows, then between columns. */
  pixelSpacingMm: [row: number, column: number];
}

/** A spacing past this is no radiograph's (a film 10 m across at 1000 px): a corrupt value. */
export const MAX_HEADER_SPACING_MM = 10;

/** Magnification factors outside this range are not a radiograph's geometry: ignored. */
const MAGNIFICATION_RANGE = { min: 1, max: 3 } as const;

function pair(values: readonly number[] | null): [number, number] | null {
  if (values === null || values.length !== 2) return null;
  const [row, column] = values;
  const valid = (value: number | undefined): value is number =>
    value !== undefined && Number.isFinite(value) && value > 0 && value <= MAX_HEADER_SPACING_MM;
  return valid(row) && valid(column) ? [row, column] : null;
}

/**
 * The film's calibration from its header, or null when the header gives none usable.
 * @param attributes - the spacing attributes as read from the header
 */
export function headerPixelSpacing(attributes: HeaderSpacingAttributes): HeaderSpacing | null {
  const pixel = pair(attributes.pixelSpacing);
  const imager = pair(attributes.imagerPixelSpacing);
  const calibrated = (attributes.calibrationType ?? '').trim() !== '';
  const repeatsImager =
    pixel !== null && imager !== null && pixel[0] === imager[0] && pixel[1] === imager[1];
  if (pixel !== null && (calibrated || !repeatsImager)) {
    return { source: 'PIXEL_SPACING', pixelSpacingMm: pixel };
  }
  if (imager === null) return null;
  const factor = attributes.magnificationFactor;
  const magnified =
    factor !== null &&
    Number.isFinite(factor) &&
    factor >= MAGNIFICATION_RANGE.min &&
    factor <= MAGNIFICATION_RANGE.max;
  return {
    source: 'IMAGER_PIXEL_SPACING',
    pixelSpacingMm: magnified ? [imager[0] / factor, imager[1] / factor] : imager,
  };
}

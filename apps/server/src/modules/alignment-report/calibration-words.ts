import type { CalibrationSource, ReportFilm } from './report-input';

function sourceInWords(source: CalibrationSource): string {
  switch (source.kind) {
    case 'imager-pixel-spacing':
      return 'DICOM Imager Pixel Spacing';
    case 'pixel-spacing':
      return 'DICOM Pixel Spacing';
    case 'calibration-object':
      return `calibration object of ${String(source.lengthMm)} mm drawn on the film`;
    case 'none':
      return 'none';
  }
}

/** Up to four significant decimals, without trailing zeros: 0.5, 0.1389. */
const spacing = (mm: number) => String(Number(mm.toFixed(4)));

/**
 * A film's calibration as the report states it: its source and the spacing it gave, or that
 * lengths are not reported without one.
 * @param film - the film's calibration source and pixel spacing
 */
export function calibrationInWords(
  film: Pick<ReportFilm, 'calibration' | 'pixelSpacingMm'>,
): string {
  const value = film.pixelSpacingMm;
  if (value === null) return 'No calibration: lengths are not reported';
  const [row, column] = typeof value === 'number' ? [value, value] : value;
  const mm =
    row === column
      ? `${spacing(row)} mm/pixel`
      : `${spacing(row)} x ${spacing(column)} mm/pixel (row x column)`;
  return `Calibration: ${sourceInWords(film.calibration)}, ${mm}`;
}

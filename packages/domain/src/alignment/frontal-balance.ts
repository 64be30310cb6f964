import type { Film } from './film';
import { measureOn } from './film';
import { angleToHorizontal } from './geometry';
import type { Measurement } from './measurement';

/**
 * C7–CSL: the coronal distance in mm from the C7 plumb line to the central sacral vertical line
 * (the vertical through the midpoint of S1l and S1r), + when C7 lies to the patient's right
 * (CLINICAL §6). The film frame has the patient's left toward +x, so right is −x.
 * @param frontal - the frontal film, if any
 */
export function c7CentralSacralDistance(frontal: Film | undefined): Measurement {
  return measureOn(frontal, 'frontal', 'MM', (probe) => {
    const csl = (probe.at('S1l')[0] + probe.at('S1r')[0]) / 2;
    return csl - probe.centroid('C7')[0];
  });
}

/**
 * Pelvic obliquity: the angle of the line through both iliac crest tops to the horizontal
 * (CLINICAL §1), unsigned, with the higher (cranial) side in the details.
 * @param frontal - the frontal film, if any
 */
export function pelvicObliquity(frontal: Film | undefined): Measurement {
  let rise = 0;
  const measured = measureOn(frontal, 'frontal', 'DEGREE', (probe) => {
    const left = probe.at('ICl');
    const right = probe.at('ICr');
    rise = right[1] - left[1]; // y down: > 0 when the left crest is higher
    return angleToHorizontal(left, right);
  });
  if (measured.value === null) return measured;
  const highSide = rise > 0 ? 'left' : rise < 0 ? 'right' : null;
  return { ...measured, details: { kind: 'pelvic-obliquity', highSide } };
}

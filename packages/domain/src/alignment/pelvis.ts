import type { Film } from './film';
import { measureOn } from './film';
import { angleBetween, slope, tiltDown } from './geometry';
import type { Measurement } from './measurement';

/**
 * Sacral slope SS: the S1 superior endplate to the horizontal, + when its anterior corner is
 * caudal (CLINICAL §1).
 * @param lateral - the lateral film, if any
 */
export function sacralSlope(lateral: Film | undefined): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) =>
    slope(probe.at('S1a'), probe.at('S1p')),
  );
}

/**
 * Pelvic tilt PT: the line M → HA from vertical-down, + when the hip axis is anterior to the S1
 * midpoint (retroversion raises PT); negative for an anteverted pelvis (CLINICAL §1).
 * @param lateral - the lateral film, if any
 */
export function pelvicTilt(lateral: Film | undefined): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) =>
    tiltDown(probe.sacralMidpoint(), probe.hipAxis()),
  );
}

/**
 * Pelvic incidence PI: the angle from the S1 endplate's caudal normal at M to the line M → HA
 * (CLINICAL §1), signed so that PI = PT + SS holds exactly for any pelvis, anteverted or not.
 * @param lateral - the lateral film, if any
 */
export function pelvicIncidence(lateral: Film | undefined): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) => {
    const anterior = probe.at('S1a');
    const posterior = probe.at('S1p');
    const midpoint = probe.sacralMidpoint();
    const hipAxis = probe.hipAxis();
    // e = S1p → S1a; its normal (−e_y, e_x) points caudally. Lengths cancel in angleBetween.
    const normal: [number, number] = [-(anterior[1] - posterior[1]), anterior[0] - posterior[0]];
    return angleBetween(normal, [hipAxis[0] - midpoint[0], hipAxis[1] - midpoint[1]]);
  });
}

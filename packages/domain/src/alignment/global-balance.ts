import type { Film } from './film';
import { measureOn } from './film';
import { tiltDown, tiltUp } from './geometry';
import type { Measurement } from './measurement';

/**
 * Sagittal vertical axis SVA: (x C7 centroid − x S1 posterior corner) in mm, + when the C7
 * plumb line is anterior to S1p (CLINICAL §1). Null without calibration.
 * @param lateral - the lateral film, if any
 */
export function sagittalVerticalAxis(lateral: Film | undefined): Measurement {
  return measureOn(
    lateral,
    'lateral',
    'MM',
    (probe) => probe.centroid('C7')[0] - probe.at('S1p')[0],
  );
}

/**
 * Cervical SVA (C2–C7): (x C2 centroid − x C7 posterosuperior corner) in mm (CLINICAL §1).
 * @param lateral - the lateral film, if any
 */
export function cervicalSagittalVerticalAxis(lateral: Film | undefined): Measurement {
  return measureOn(
    lateral,
    'lateral',
    'MM',
    (probe) => probe.centroid('C2')[0] - probe.at('C7sp')[0],
  );
}

/**
 * A spinopelvic angle (TPA, T4PA, L1PA): tiltUp(HA, vertebra centroid) − tiltUp(HA, M), that
 * is the vertebra's inclination from the hip axis plus PT (CLINICAL §1).
 * @param lateral - the lateral film, if any
 * @param vertebra - T1, T4 or L1
 */
export function spinopelvicAngle(lateral: Film | undefined, vertebra: string): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) => {
    const hipAxis = probe.hipAxis();
    return tiltUp(hipAxis, probe.centroid(vertebra)) - tiltUp(hipAxis, probe.sacralMidpoint());
  });
}

/**
 * Global tilt GT = PT + the C7 centroid's tilt from vertical about M (Obeid 2016, §1).
 * @param lateral - the lateral film, if any
 */
export function globalTilt(lateral: Film | undefined): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) => {
    const midpoint = probe.sacralMidpoint();
    return tiltDown(midpoint, probe.hipAxis()) + tiltUp(midpoint, probe.centroid('C7'));
  });
}

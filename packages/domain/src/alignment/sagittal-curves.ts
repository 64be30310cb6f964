import type { Film, LandmarkProbe } from './film';
import { measureOn } from './film';
import { slope } from './geometry';
import { vertebraNames } from './landmarks';
import type { Measurement } from './measurement';

/** The slope of a vertebra's superior or inferior endplate on the lateral film (S1: superior). */
function endplateSlope(probe: LandmarkProbe, vertebra: string, endplate: 's' | 'i'): number {
  if (vertebra === 'S1') return slope(probe.at('S1a'), probe.at('S1p'));
  const names = vertebraNames(vertebra);
  return endplate === 's'
    ? slope(probe.at(names.sa), probe.at(names.sp))
    : slope(probe.at(names.ia), probe.at(names.ip));
}

/**
 * Sagittal Cobb between an upper and a lower endplate, lordosis positive: slope(lower) −
 * slope(upper) (CLINICAL §0).
 * @param lateral - the lateral film, if any
 * @param upper - the cranial vertebra and which of its endplates
 * @param lower - the caudal vertebra and which of its endplates
 */
export function sagittalLordosis(
  lateral: Film | undefined,
  upper: readonly [vertebra: string, endplate: 's' | 'i'],
  lower: readonly [vertebra: string, endplate: 's' | 'i'],
): Measurement {
  return measureOn(
    lateral,
    'lateral',
    'DEGREE',
    (probe) => endplateSlope(probe, ...lower) - endplateSlope(probe, ...upper),
  );
}

/**
 * Lumbar lordosis LL (L1–S1): SS − slope(L1 superior), lordosis positive (CLINICAL §1).
 * The §6 parameter L1S1 is the same Cobb.
 * @param lateral - the lateral film, if any
 */
export function lumbarLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['L1', 's'], ['S1', 's']);
}

/**
 * L4–S1 lordosis: SS − slope(L4 superior) (CLINICAL §1).
 * @param lateral - the lateral film, if any
 */
export function lowerLumbarLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['L4', 's'], ['S1', 's']);
}

/** The lumbar motion segments, each named by its parameter key, cranial vertebra first. */
export const LUMBAR_MOTION_SEGMENTS = [
  ['L1L2', 'L1', 'L2'],
  ['L2L3', 'L2', 'L3'],
  ['L3L4', 'L3', 'L4'],
  ['L4L5', 'L4', 'L5'],
  ['L5S1', 'L5', 'S1'],
] as const;

/**
 * Segmental lordosis of one motion segment: slope(sup of the lower) − slope(sup of the upper)
 * (CLINICAL §1). Superior endplates on both sides, so the five segments telescope to LL.
 * @param lateral - the lateral film, if any
 * @param upper - the cranial vertebra of the motion segment
 * @param lower - the caudal vertebra (or S1)
 */
export function segmentalLordosis(
  lateral: Film | undefined,
  upper: string,
  lower: string,
): Measurement {
  return sagittalLordosis(lateral, [upper, 's'], [lower, 's']);
}

/**
 * Thoracic kyphosis T4–T12: slope(T4 superior) − slope(T12 inferior), kyphosis positive (§1).
 * @param lateral - the lateral film, if any
 */
export function thoracicKyphosis(lateral: Film | undefined): Measurement {
  return measureOn(
    lateral,
    'lateral',
    'DEGREE',
    (probe) => endplateSlope(probe, 'T4', 's') - endplateSlope(probe, 'T12', 'i'),
  );
}

/**
 * T4–C7, lordosis positive (§6). C7 is the cranial vertebra, so the Cobb runs from the C7
 * superior endplate to the T4 inferior endplate: slope(T4 inferior) − slope(C7 superior).
 * @param lateral - the lateral film, if any
 */
export function cervicothoracicLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['C7', 's'], ['T4', 'i']);
}

/**
 * T12–L4 lordosis (§6): from the T12 superior to the L4 inferior endplate, lordosis positive.
 * @param lateral - the lateral film, if any
 */
export function thoracolumbarLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['T12', 's'], ['L4', 'i']);
}

/**
 * L1–L4 lordosis (§6): from the L1 superior to the L4 inferior endplate, lordosis positive.
 * @param lateral - the lateral film, if any
 */
export function upperLumbarLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['L1', 's'], ['L4', 'i']);
}

/**
 * C2–C7 lordosis by the Cobb method on the C2 and C7 inferior endplates (§1; the Harrison
 * posterior-tangent method is another measure and is not mixed in).
 * @param lateral - the lateral film, if any
 */
export function cervicalLordosis(lateral: Film | undefined): Measurement {
  return sagittalLordosis(lateral, ['C2', 'i'], ['C7', 'i']);
}

/**
 * T1 slope: the T1 superior endplate to the horizontal (§1).
 * @param lateral - the lateral film, if any
 */
export function t1Slope(lateral: Film | undefined): Measurement {
  return measureOn(lateral, 'lateral', 'DEGREE', (probe) => endplateSlope(probe, 'T1', 's'));
}

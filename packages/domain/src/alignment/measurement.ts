/**
 * A measured value, or null with the reason it cannot be known (issue 17: never 0, never a
 * guess). The API returns these objects as they are.
 */

/** SPEC §3 metric units. */
export type MetricUnit = 'DEGREE' | 'MM' | 'PERCENT';

/** Why a value is null. */
export type NullReason =
  /** Landmarks that were not placed; a `V c` centroid also stands for its four corners. */
  | { code: 'missing-landmark'; landmarks: string[] }
  /** A length needs a trusted pixel spacing (CLINICAL §0): no spacing, no millimetres. */
  | { code: 'no-calibration' }
  | { code: 'needs-frontal-film' }
  | { code: 'needs-lateral-film' }
  /** Axial rotation comes from a 3D model only, never from one 2D film. */
  | { code: 'needs-3d-model' }
  | { code: 'needs-age' }
  /** Coronal Cobb needs the endplates of at least two vertebrae on the frontal film. */
  | { code: 'needs-two-vertebrae' }
  /** The formula has no value here (LDI when LL ≤ 0, a degenerate line); `detail` says why. */
  | { code: 'undefined'; detail: string };

export type NullReasonCode = NullReason['code'];

/** Which end vertebrae bound the coronal Cobb angle, and to which side the curve bulges. */
export interface CobbDetails {
  kind: 'cobb';
  upperEndVertebra: string;
  lowerEndVertebra: string;
  /** The patient's side of the convexity; null for a straight segment (0°). */
  convexity: 'left' | 'right' | null;
}

/** Which iliac crest is higher (cranial); null when level. */
export interface PelvicObliquityDetails {
  kind: 'pelvic-obliquity';
  highSide: 'left' | 'right' | null;
}

/** The ideal-LL formula the discrepancy was measured against. */
export interface LLDiscrepancyDetails {
  kind: 'll-discrepancy';
  formula: string;
}

export type MeasurementDetails = CobbDetails | PelvicObliquityDetails | LLDiscrepancyDetails;

export type Measurement =
  | { value: number; unit: MetricUnit; details?: MeasurementDetails }
  | { value: null; unit: MetricUnit; reason: NullReason };

/**
 * A known value.
 * @param value - the unrounded value (the UI rounds)
 * @param unit - its unit
 */
export function known(value: number, unit: MetricUnit): Measurement {
  return { value, unit };
}

/**
 * An unknown value with its reason.
 * @param unit - the unit the value would have
 * @param reason - why it cannot be computed
 */
export function unknown(unit: MetricUnit, reason: NullReason): Measurement {
  return { value: null, unit, reason };
}

/**
 * A value derived from others: null with the first input's reason when an input is null.
 * @param unit - the derived value's unit
 * @param inputs - the measurements it needs
 * @param derive - the formula on the known values, in the order of `inputs`
 */
export function derived(
  unit: MetricUnit,
  inputs: readonly Measurement[],
  derive: (...values: number[]) => number,
): Measurement {
  const values: number[] = [];
  for (const input of inputs) {
    if (input.value === null) return unknown(unit, input.reason);
    values.push(input.value);
  }
  return known(derive(...values), unit);
}

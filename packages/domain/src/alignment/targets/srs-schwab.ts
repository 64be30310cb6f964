import type { Measurement } from '../measurement';

export type SchwabGrade = '0' | '+' | '++';

export interface SrsSchwabModifiers {
  PILL: SchwabGrade | null;
  SVA: SchwabGrade | null;
  PT: SchwabGrade | null;
  source: string;
}

export const SRS_SCHWAB_SOURCE =
  'SRS-Schwab sagittal modifiers: Schwab F et al., 2012, Spine 37:1077; Terran J et al., 2013, Neurosurgery 73:559 [V]';

/**
 * One SRS-Schwab modifier (CLINICAL §2.1): `< low → 0; ≤ high → +; > high → ++` on the
 * unrounded value. One-sided: a strongly negative value grades 0. A null value grades null
 * ("n/a"), never 0: a missing SVA must not read as balanced.
 * @param measured - the parameter
 * @param low - the upper bound of grade 0 (exclusive)
 * @param high - the upper bound of grade + (inclusive)
 */
export function schwabGrade(measured: Measurement, low: number, high: number): SchwabGrade | null {
  if (measured.value === null) return null;
  if (measured.value < low) return '0';
  return measured.value <= high ? '+' : '++';
}

/**
 * The three SRS-Schwab sagittal modifiers: PI−LL 10/20°, SVA 40/95 mm, PT 20/30°.
 * @param parameters - PI−LL, SVA and PT
 */
export function srsSchwabModifiers(parameters: {
  PILL: Measurement;
  SVA: Measurement;
  PT: Measurement;
}): SrsSchwabModifiers {
  return {
    PILL: schwabGrade(parameters.PILL, 10, 20),
    SVA: schwabGrade(parameters.SVA, 40, 95),
    PT: schwabGrade(parameters.PT, 20, 30),
    source: SRS_SCHWAB_SOURCE,
  };
}

import type { Measurement } from '../measurement';
import type { GapScore } from './gap';

/** One over-correction check: raised, not raised, or unknown (null) when its value is. */
export interface OverCorrectionFlag {
  raised: boolean | null;
  value: number | null;
  rule: string;
  source: string;
}

export interface OverCorrectionFlags {
  /** Hyperlordosis against PI: PI−LL below −10°. */
  PILLBelowMinus10: OverCorrectionFlag;
  /** GAP RLL > +11°: hyperlordosis, 3 points. */
  relativeHyperlordosis: OverCorrectionFlag;
  /** GAP LDI > 80 %: lordosis crowded into L4–S1. */
  lordosisMaldistribution: OverCorrectionFlag;
  /** GAP RSA < −7°: negative global malalignment. */
  negativeMalalignment: OverCorrectionFlag;
  /** GAP RPV > +5°: an anteverted pelvis. */
  pelvicAnteversion: OverCorrectionFlag;
}

const GAP = 'GAP score, Yilgor C et al., 2017, J Bone Joint Surg Am 99:1661 [S]';

const flag = (
  value: number | null,
  raised: (value: number) => boolean,
  rule: string,
  source: string,
) => ({
  raised: value === null ? null : raised(value),
  value,
  rule,
  source,
});

/**
 * Over-correction flags: the checks of CLINICAL §2 that a value went past its target on the far
 * side (too much lordosis, a pelvis tipped forward, the trunk behind the hips).
 * @param PILL - PI − LL
 * @param gap - the GAP score's relative values
 */
export function overCorrectionFlags(PILL: Measurement, gap: GapScore): OverCorrectionFlags {
  return {
    PILLBelowMinus10: flag(
      PILL.value,
      (value) => value < -10,
      'PI−LL < −10°',
      'Sagitta house rule (issue 17): the mirror of the SRS-Schwab 10° step',
    ),
    relativeHyperlordosis: flag(gap.RLL, (value) => value > 11, 'RLL > 11°', GAP),
    lordosisMaldistribution: flag(gap.LDI, (value) => value > 80, 'LDI > 80 %', GAP),
    negativeMalalignment: flag(gap.RSA, (value) => value < -7, 'RSA < −7°', GAP),
    pelvicAnteversion: flag(gap.RPV, (value) => value > 5, 'RPV > 5°', GAP),
  };
}

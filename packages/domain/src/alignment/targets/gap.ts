import type { Measurement } from '../measurement';

export type GapCategory = 'P' | 'MD' | 'SD';

export interface GapScore {
  /** Relative pelvic version SS − (0.59·PI + 9), degrees. */
  RPV: number | null;
  /** Relative lumbar lordosis LL − (0.62·PI + 29), degrees. */
  RLL: number | null;
  /** Lordosis distribution index 100·L4S1/LL, percent; null when LL ≤ 0 (undefined). */
  LDI: number | null;
  /** Relative spinopelvic alignment GT − (0.48·PI − 15), degrees. */
  RSA: number | null;
  points: {
    RPV: number | null;
    RLL: number | null;
    LDI: number | null;
    RSA: number | null;
    age: number | null;
  };
  /** The sum of the known points; equals `total` when every part is known. */
  partial: number;
  /** Null when a part is unknown. */
  total: number | null;
  /** Known from the partial sum when the missing parts cannot change it. */
  category: GapCategory | null;
  source: string;
}

export const GAP_SOURCE =
  'GAP score: Yilgor C et al., 2017, J Bone Joint Surg Am 99:1661 [S]; category cut-offs [V]';

/** The most points each part can add, for a category decided from a partial sum. */
const MOST_POINTS = { RPV: 3, RLL: 3, LDI: 3, RSA: 3, age: 1 } as const;

// The published integer bands as half-open bands on unrounded values (CLINICAL §2.5).

/**
 * GAP points of the relative pelvic version: < −15 → 3, < −7 → 2, ≤ 5 → 0, else 1.
 * @param rpv - SS − (0.59·PI + 9), degrees
 */
export function rpvPoints(rpv: number): number {
  if (rpv < -15) return 3;
  if (rpv < -7) return 2;
  return rpv <= 5 ? 0 : 1;
}
/**
 * GAP points of the relative lumbar lordosis: < −25 → 3, < −14 → 2, ≤ 11 → 0, else 3.
 * @param rll - LL − (0.62·PI + 29), degrees
 */
export function rllPoints(rll: number): number {
  if (rll < -25) return 3;
  if (rll < -14) return 2;
  return rll <= 11 ? 0 : 3;
}
/**
 * GAP points of the lordosis distribution index: < 40 → 2, < 50 → 1, ≤ 80 → 0, else 3.
 * @param ldi - 100·L4S1/LL, percent
 */
export function ldiPoints(ldi: number): number {
  if (ldi < 40) return 2;
  if (ldi < 50) return 1;
  return ldi <= 80 ? 0 : 3;
}
/**
 * GAP points of the relative spinopelvic alignment: > 18 → 3, > 10 → 1, ≥ −7 → 0, else 1.
 * @param rsa - GT − (0.48·PI − 15), degrees
 */
export function rsaPoints(rsa: number): number {
  if (rsa > 18) return 3;
  if (rsa > 10) return 1;
  return rsa >= -7 ? 0 : 1;
}

/**
 * GAP category from the points: 0–2 proportioned, 3–6 moderately, ≥ 7 severely disproportioned.
 * @param total - the total points
 */
export function gapCategory(total: number): GapCategory {
  if (total <= 2) return 'P';
  return total <= 6 ? 'MD' : 'SD';
}

const relative = (value: Measurement, pi: Measurement, ideal: (pi: number) => number) =>
  value.value === null || pi.value === null ? null : value.value - ideal(pi.value);

/**
 * The GAP score (CLINICAL §2.5). When a part is unknown (LDI with LL ≤ 0, no age, a missing
 * landmark) the total is null, the partial sum is reported, and the category is still given
 * when every value the missing parts could add leads to the same category.
 * @param parameters - PI, SS, LL, L4S1 and GT
 * @param age - the patient's age in years, if known
 */
export function gapScore(
  parameters: {
    PI: Measurement;
    SS: Measurement;
    LL: Measurement;
    L4S1: Measurement;
    GT: Measurement;
  },
  age: number | undefined,
): GapScore {
  const { PI, SS, LL, L4S1, GT } = parameters;
  const RPV = relative(SS, PI, (pi) => 0.59 * pi + 9);
  const RLL = relative(LL, PI, (pi) => 0.62 * pi + 29);
  const RSA = relative(GT, PI, (pi) => 0.48 * pi - 15);
  const LDI =
    LL.value === null || L4S1.value === null || LL.value <= 0
      ? null
      : (100 * L4S1.value) / LL.value;
  const points = {
    RPV: RPV === null ? null : rpvPoints(RPV),
    RLL: RLL === null ? null : rllPoints(RLL),
    LDI: LDI === null ? null : ldiPoints(LDI),
    RSA: RSA === null ? null : rsaPoints(RSA),
    age: age === undefined ? null : age >= 60 ? 1 : 0,
  };
  let partial = 0;
  let most = 0;
  for (const part of Object.keys(points) as (keyof typeof points)[]) {
    const value = points[part];
    if (value === null) most += MOST_POINTS[part];
    else partial += value;
  }
  const total = most === 0 ? partial : null;
  const lowest = gapCategory(partial);
  const category = lowest === gapCategory(partial + most) ? lowest : null;
  return { RPV, RLL, LDI, RSA, points, partial, total, category, source: GAP_SOURCE };
}

import type { Film } from '../film';
import { LandmarkProbe } from '../film';
import type { Point } from '../geometry';
import { midpoint } from '../geometry';
import { vertebraNames } from '../landmarks';
import type { Measurement, NullReason } from '../measurement';

export type RoussoulyType = '1' | '2' | '3' | '3AP' | '4';

/** Where the lordosis is most anterior: a vertebral body centre or the disc below it. */
export interface LordosisApex {
  /** `L4` for the centre of L4, `L4-L5` for the disc at the base of L4. */
  level: string;
}

export type RoussoulyClass =
  | { type: RoussoulyType; apex: LordosisApex | null; source: string }
  | { type: null; apex: LordosisApex | null; reason: NullReason; source: string };

export const ROUSSOULY_SOURCE =
  'Roussouly P et al., 2005, Spine 30:346 [V]; type 3AP: Laouissat F et al., 2018, Eur Spine J [V content]';

/** The lumbar curve from L1 down to the S1 endplate, as (level, point) cranial to caudal. */
const LUMBAR_CURVE: readonly (readonly [string, (probe: LandmarkProbe) => Point])[] = [
  ...['L1', 'L2', 'L3', 'L4', 'L5'].flatMap((vertebra, index, all) => {
    const names = vertebraNames(vertebra);
    const below = all[index + 1];
    const belowNames = below === undefined ? undefined : vertebraNames(below);
    const disc = (probe: LandmarkProbe): Point =>
      midpoint(
        midpoint(probe.at(names.ia), probe.at(names.ip)),
        belowNames === undefined
          ? probe.sacralMidpoint()
          : midpoint(probe.at(belowNames.sa), probe.at(belowNames.sp)),
      );
    return [
      [vertebra, (probe: LandmarkProbe) => probe.centroid(vertebra)] as const,
      [`${vertebra}-${below ?? 'S1'}`, disc] as const,
    ];
  }),
];

/**
 * The apex of the lumbar lordosis: the most anterior (max x) point of the lumbar curve in the
 * standing frame (CLINICAL §2.4), among the centres of L1…L5 and the discs below each.
 * @param lateral - the lateral film, if any
 */
export function lordosisApex(lateral: Film | undefined): LordosisApex | NullReason {
  if (lateral === undefined) return { code: 'needs-lateral-film' };
  const probe = new LandmarkProbe(lateral);
  let apex: LordosisApex | undefined;
  let anterior = Number.NEGATIVE_INFINITY;
  for (const [level, locate] of LUMBAR_CURVE) {
    const x = locate(probe)[0];
    if (x > anterior) {
      anterior = x;
      apex = { level };
    }
  }
  if (probe.missing.length > 0) {
    return { code: 'missing-landmark', landmarks: [...new Set(probe.missing)] };
  }
  return apex ?? { code: 'undefined', detail: 'no lumbar curve' };
}

/** Apex at the centre of L5 or lower: the short lordosis of type 1. */
const LOW_APICES = new Set(['L5', 'L5-S1']);

/**
 * Roussouly type (CLINICAL §2.4) from SS and the lumbar apex. SS < 35°: type 1 when the apex is
 * at the centre of L5 or lower, type 2 otherwise (SS alone cannot tell them apart). SS 35–45°:
 * type 3, > 45°: type 4. Type 3AP when SS > 35° with a negative PT (an anteverted pelvis):
 * Laouissat 2018 describes low or negative PT without a verified cut-off, so Sagitta uses the
 * one threshold that is anteversion by definition, PT < 0.
 * @param parameters - SS and PT
 * @param lateral - the lateral film, for the apex
 */
export function roussoulyType(
  parameters: { SS: Measurement; PT: Measurement },
  lateral: Film | undefined,
): RoussoulyClass {
  const apexOrReason = lordosisApex(lateral);
  const apex = 'level' in apexOrReason ? apexOrReason : null;
  const source = ROUSSOULY_SOURCE;
  const { SS, PT } = parameters;
  if (SS.value === null) return { type: null, apex, reason: SS.reason, source };
  if (SS.value < 35) {
    if (apex === null) return { type: null, apex, reason: apexOrReason as NullReason, source };
    return { type: LOW_APICES.has(apex.level) ? '1' : '2', apex, source };
  }
  if (SS.value > 35) {
    if (PT.value === null) return { type: null, apex, reason: PT.reason, source };
    if (PT.value < 0) return { type: '3AP', apex, source };
  }
  return { type: SS.value <= 45 ? '3' : '4', apex, source };
}

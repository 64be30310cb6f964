import type { Film } from './film';
import { FRONTAL_VERTEBRAE } from './landmarks';
import { slope } from './geometry';
import { unknown, type Measurement } from './measurement';

const VERTEBRAE: readonly string[] = FRONTAL_VERTEBRAE;
const ENDPLATE_CORNERS = VERTEBRAE.map((vertebra) => ({
  superior: [`${vertebra}sl`, `${vertebra}sr`] as const,
  inferior: [`${vertebra}il`, `${vertebra}ir`] as const,
}));

/** The coronal tilt of an endplate, + when its patient's-left corner is caudal. */
function coronalTilt(frontal: Film, [leftName, rightName]: readonly [string, string]) {
  const left = frontal.get(leftName);
  const right = frontal.get(rightName);
  const tilt = left === undefined || right === undefined ? Number.NaN : slope(left, right);
  // An endplate whose corners coincide has no tilt: it cannot bound the curve.
  return Number.isNaN(tilt) ? undefined : tilt;
}

/**
 * Coronal Cobb angle of the main curve (CLINICAL §1): over every pair of vertebrae marked on the
 * frontal film (an upper one's superior endplate, a lower one's inferior endplate), the largest
 * |tilt(upper superior) − tilt(lower inferior)|; those two are the end vertebrae. A positive
 * difference means the curve bulges to the patient's right. Only marked vertebrae count: the
 * technician marks at least the end vertebrae, or the whole spine to let the engine find them.
 * @param frontal - the frontal film, if any
 */
export function coronalCobb(frontal: Film | undefined): Measurement {
  if (frontal === undefined) return unknown('DEGREE', { code: 'needs-frontal-film' });
  const superior = ENDPLATE_CORNERS.map((corners) => coronalTilt(frontal, corners.superior));
  const inferior = ENDPLATE_CORNERS.map((corners) => coronalTilt(frontal, corners.inferior));
  let best: { difference: number; upper: number; lower: number } | undefined;
  for (let upper = 0; upper < VERTEBRAE.length; upper += 1) {
    const top = superior[upper];
    if (top === undefined) continue;
    for (let lower = upper + 1; lower < VERTEBRAE.length; lower += 1) {
      const bottom = inferior[lower];
      if (bottom === undefined) continue;
      const difference = top - bottom;
      if (best === undefined || Math.abs(difference) > Math.abs(best.difference)) {
        best = { difference, upper, lower };
      }
    }
  }
  if (best === undefined) return unknown('DEGREE', { code: 'needs-two-vertebrae' });
  const { difference, upper, lower } = best;
  return {
    value: Math.abs(difference),
    unit: 'DEGREE',
    details: {
      kind: 'cobb',
      upperEndVertebra: VERTEBRAE[upper] ?? '',
      lowerEndVertebra: VERTEBRAE[lower] ?? '',
      convexity: difference > 0 ? 'right' : difference < 0 ? 'left' : null,
    },
  };
}

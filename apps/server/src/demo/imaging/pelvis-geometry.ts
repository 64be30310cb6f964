import { boxCornerOf, place, type Outline, type Point } from './placement';
import type { SpineAnatomy } from './spine-anatomy';

/**
 * Where the pelvis's landmark-bearing bones sit, shared by the drawing (`lateral-bones.ts`,
 * `frontal-bones.ts`) and the landmarks (`anatomy-landmarks.ts`): the sacrum's segments (S1
 * first), the femoral heads (lateral) and the iliac wings (frontal).
 */

/** A sacral segment: a rounded box, and its path length through the centre, mm. */
export interface SacralSegment extends Outline {
  thickness: number;
}

export interface LateralPelvis {
  /** The S1 endplate's middle on the spine's centre line, mm. */
  sacrumTop: Point;
  /** S1 to S5, descending backwards from the S1 endplate, perpendicular to it. */
  sacrum: SacralSegment[];
  /** The hip joints' x, mm: the heads sit a little apart around it. */
  hipX: number;
  /** Both femoral heads' centres, mm, in the order they are drawn. */
  femoralHeads: readonly [Point, Point];
}

/** Sagittal depth, height and side-to-side width of S1 … S5, mm, before the patient's scale. */
const LATERAL_SACRUM = [
  [40, 22, 100],
  [34, 20, 82],
  [28, 18, 62],
  [22, 15, 42],
  [16, 12, 26],
] as const;

/** The far femoral head a little ahead and above the near one, as the beam diverges, mm. */
const FAR_HEAD: Point = [6, -4];

/** Radius of a femoral head, mm, in both views. */
export const FEMORAL_HEAD_RADIUS = 23;

export function lateralPelvisOf(anatomy: SpineAnatomy): LateralPelvis {
  const { sacrumTop: top, femoralHeads: heads, sacralSlope: slope } = anatomy;
  const base = anatomy.lateralX(top);
  const scale = anatomy.level('L5').depth / 34;
  const sacrum: SacralSegment[] = [];
  let along = 0;
  for (const [depth, height, width] of LATERAL_SACRUM) {
    sacrum.push({
      centre: place([base, top], slope, 0, along + (height * scale) / 2),
      angle: slope,
      halfWidth: (depth * scale) / 2,
      halfHeight: (height * scale) / 2,
      thickness: width * scale,
    });
    along += (height + 2) * scale;
  }
  // The hip axis (the heads' midpoint) sits ahead of the S1 endplate's middle by the film's
  // pelvic tilt: PT is the angle from the vertical of the line between them (CLINICAL.md §1).
  const s1 = sacrum[0];
  if (s1 === undefined) throw new Error('The lateral sacrum has no S1 segment');
  const [anterior, posterior] = [boxCornerOf(s1, 1, -1), boxCornerOf(s1, -1, -1)];
  const endplate: Point = [(anterior[0] + posterior[0]) / 2, (anterior[1] + posterior[1]) / 2];
  const axisY = heads + FAR_HEAD[1] / 2;
  const hipX = endplate[0] + Math.tan(anatomy.pelvicTilt) * (axisY - endplate[1]) - FAR_HEAD[0] / 2;
  return {
    sacrumTop: [base, top],
    sacrum,
    hipX,
    femoralHeads: [
      [hipX, heads],
      [hipX + FAR_HEAD[0], heads + FAR_HEAD[1]],
    ],
  };
}

/** The sacrum leans back: seen from the front its segments are foreshortened (L5 widths). */
const FRONTAL_SACRUM_WIDTHS = [1.85, 1.5, 1.15, 0.8, 0.5];

/** The AP view's sacral segments, S1 first, centred on the image's mid-line. */
export function frontalSacrumOf(anatomy: SpineAnatomy): SacralSegment[] {
  const { sacrumTop: top } = anatomy;
  const l5 = anatomy.level('L5').width;
  return FRONTAL_SACRUM_WIDTHS.map((ratio, index) => ({
    centre: [0, top + 9 + index * 17],
    angle: 0,
    halfWidth: (l5 * ratio) / 2,
    halfHeight: 9,
    thickness: 42,
  }));
}

/**
 * The AP view's iliac wing on one side, an ellipse leaning outwards.
 * @param side - −1: the image's left (the patient's right), +1: the image's right
 */
export function frontalIliacWingOf(anatomy: SpineAnatomy, side: -1 | 1): Outline {
  const l5 = anatomy.level('L5').width;
  return {
    centre: [side * l5 * 1.35, anatomy.sacrumTop + 2],
    angle: -side * 0.3,
    halfWidth: l5 * 1.0,
    halfHeight: l5 * 1.05,
  };
}

import type { Outline } from './placement';
import { slopeOf, type SpineAnatomy, type Vertebra } from './spine-anatomy';

/**
 * A vertebral body's outline in each view, shared by the drawing (`lateral-bones.ts`,
 * `frontal-bones.ts`) and the landmarks (`anatomy-landmarks.ts`) so that the two cannot drift
 * apart. The body sits on the view's centre line, turned to follow its slope.
 */

/**
 * The lateral view shows the patient facing the image's right: a body's +u side is anterior,
 * and its posterior elements are drawn towards −u (`lateral-bones.ts`).
 */
export const LATERAL_FACING = '+x';

/** Lateral view: the body's sagittal depth across (u, anterior +), its height along (v). */
export function lateralBodyOf(anatomy: SpineAnatomy, vertebra: Vertebra): Outline {
  return {
    centre: [anatomy.lateralX(vertebra.y), vertebra.y],
    angle: -Math.atan(slopeOf(anatomy.lateralX, vertebra.y)),
    halfWidth: vertebra.depth / 2,
    halfHeight: vertebra.height / 2,
  };
}

/**
 * AP view: the body's width across (u, towards the image's right, the patient's left), its
 * height along (v).
 */
export function frontalBodyOf(anatomy: SpineAnatomy, vertebra: Vertebra): Outline {
  return {
    centre: [anatomy.frontalX(vertebra.y), vertebra.y],
    angle: -Math.atan(slopeOf(anatomy.frontalX, vertebra.y)),
    halfWidth: vertebra.width / 2,
    halfHeight: vertebra.height / 2,
  };
}

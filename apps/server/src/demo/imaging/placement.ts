/** A point, mm: x from the image mid-line (right +), y from the top edge (down +). */
export type Point = readonly [number, number];

/**
 * A point given in a bone's own frame (u across it, v along its axis) placed on the film, for a
 * bone centred at `centre` whose axis is turned by `angle` (the `Blob` convention).
 */
export function place(centre: Point, angle: number, u: number, v: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [centre[0] + u * cos - v * sin, centre[1] + u * sin + v * cos];
}

/**
 * Linear interpolation through (y, value) knots sorted by y; flat beyond the first and last. Body
 * outlines are given as knots at anatomical landmarks so that they follow each patient's spine.
 */
export function interpolate(knots: readonly Point[], y: number): number {
  const first = knots[0];
  if (first === undefined) return 0;
  if (y <= first[0]) return first[1];
  for (let index = 1; index < knots.length; index++) {
    const [y1, value1] = knots[index] ?? first;
    if (y <= y1) {
      const [y0, value0] = knots[index - 1] ?? first;
      return y1 === y0 ? value1 : value0 + ((value1 - value0) * (y - y0)) / (y1 - y0);
    }
  }
  return (knots.at(-1) ?? first)[1];
}

/** A shape's frame on the film, in the `Blob` convention: centre, turn and half-axes, mm. */
export interface Outline {
  centre: Point;
  /** Radians, as `Blob.angle`: the frame's u axis is (cos, sin), its v axis (−sin, cos). */
  angle: number;
  /** Half-axis across the shape (u) and along it (v). */
  halfWidth: number;
  halfHeight: number;
}

/**
 * A rounded box (`boxy` blob: |u/a|⁴ + |v/b|⁴ < 1) has no sharp corner: the point taken as its
 * corner is where its outline crosses the box's diagonal (|u/a| = |v/b|), where it turns most.
 */
const BOX_CORNER = 2 ** -0.25;

/**
 * The corner of a rounded box's outline on one side of each axis.
 * @param across - +1 towards +u, −1 towards −u
 * @param along - +1 towards +v (down the shape's axis), −1 towards −v
 */
export function boxCornerOf(outline: Outline, across: 1 | -1, along: 1 | -1): Point {
  const { centre, angle, halfWidth, halfHeight } = outline;
  return place(centre, angle, across * halfWidth * BOX_CORNER, along * halfHeight * BOX_CORNER);
}

/** The highest point (smallest y) of an ellipse's outline: the tangent there is horizontal. */
export function ellipseTopOf(outline: Outline): Point {
  const { centre, angle, halfWidth: a, halfHeight: b } = outline;
  const sin = Math.sin(angle);
  const cos = Math.cos(angle);
  // y = centre + u·sin + v·cos on the outline (u, v) = (a·cos t, b·sin t) is least where
  // (u, v) = −(a²·sin, b²·cos) / √(a²·sin² + b²·cos²).
  const reach = Math.sqrt(a * a * sin * sin + b * b * cos * cos);
  return place(centre, angle, (-a * a * sin) / reach, (-b * b * cos) / reach);
}

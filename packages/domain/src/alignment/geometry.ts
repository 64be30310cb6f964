/**
 * Plane geometry of CLINICAL.md §0, on points already in the normalised frame: millimetres (or
 * pixels without calibration), x anterior (lateral) or toward the patient's left (frontal), y down.
 */

export type Point = readonly [x: number, y: number];

const DEGREES_PER_RADIAN = 180 / Math.PI;

/**
 * atan2 in degrees, NaN when both components are 0: two coincident landmarks define no line,
 * and Math.atan2(0, 0) = 0 would turn that into a plausible-looking 0°.
 */
function direction(y: number, x: number): number {
  return x === 0 && y === 0 ? Number.NaN : Math.atan2(y, x) * DEGREES_PER_RADIAN;
}

/**
 * The angle of an endplate to the horizontal, + when the anterior corner is caudal (§0 `slope`).
 * @param anterior - the anterior corner (on a frontal film: the patient's left corner)
 * @param posterior - the posterior corner (on a frontal film: the patient's right corner)
 */
export function slope(anterior: Point, posterior: Point): number {
  return direction(anterior[1] - posterior[1], anterior[0] - posterior[0]);
}

/**
 * The angle of the line from → to, from vertical-up, + when `to` is anterior (§0 `tiltUp`).
 * @param from - the lower point
 * @param to - the upper point
 */
export function tiltUp(from: Point, to: Point): number {
  return direction(to[0] - from[0], -(to[1] - from[1]));
}

/**
 * The angle of the line from → to, from vertical-down, + when `to` is anterior (the PT angle).
 * @param from - the upper point
 * @param to - the lower point
 */
export function tiltDown(from: Point, to: Point): number {
  return direction(to[0] - from[0], to[1] - from[1]);
}

/**
 * The signed angle from direction `a` to direction `b`, both measured from vertical-down and
 * positive toward +x, in (−180°, 180°].
 * @param a - the first direction
 * @param b - the second direction
 */
export function angleBetween(a: Point, b: Point): number {
  return direction(a[1] * b[0] - a[0] * b[1], a[0] * b[0] + a[1] * b[1]);
}

/**
 * The unsigned angle at `vertex` between the rays to `a` and to `b`, in [0°, 180°].
 * @param a - a point on the first ray
 * @param vertex - the angle's vertex
 * @param b - a point on the second ray
 */
export function angleAt(a: Point, vertex: Point, b: Point): number {
  const ax = a[0] - vertex[0];
  const ay = a[1] - vertex[1];
  const bx = b[0] - vertex[0];
  const by = b[1] - vertex[1];
  return Math.abs(direction(ax * by - ay * bx, ax * bx + ay * by));
}

/**
 * The acute angle of the line through two points to the horizontal, in [0°, 90°].
 * @param a - one point
 * @param b - the other point
 */
export function angleToHorizontal(a: Point, b: Point): number {
  return direction(Math.abs(a[1] - b[1]), Math.abs(a[0] - b[0]));
}

/**
 * The midpoint of two points.
 * @param a - one point
 * @param b - the other point
 */
export function midpoint(a: Point, b: Point): Point {
  return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
}

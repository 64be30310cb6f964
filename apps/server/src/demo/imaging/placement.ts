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

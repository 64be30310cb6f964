import { describe, expect, it } from 'vitest';
import { boxCornerOf, ellipseTopOf, place, type Outline, type Point } from './placement';

/** A point's coordinates in an outline's own frame (the inverse of `place`, as `addBlob` does). */
function frameOf({ centre, angle }: Outline, [x, y]: Point): Point {
  const [dx, dy] = [x - centre[0], y - centre[1]];
  return [
    dx * Math.cos(angle) + dy * Math.sin(angle),
    -dx * Math.sin(angle) + dy * Math.cos(angle),
  ];
}

const outlines: Outline[] = [
  { centre: [0, 0], angle: 0, halfWidth: 20, halfHeight: 10 },
  { centre: [-35, 400], angle: 0.3, halfWidth: 17, halfHeight: 13 },
  { centre: [73, 610], angle: -0.3, halfWidth: 54, halfHeight: 56.7 },
  { centre: [12, 700], angle: 0.7, halfWidth: 19, halfHeight: 10 },
];

describe('boxCornerOf', () => {
  it("lies on a rounded box's outline, on the box's diagonal, on the side asked", () => {
    for (const outline of outlines) {
      for (const across of [1, -1] as const) {
        for (const along of [1, -1] as const) {
          const [u, v] = frameOf(outline, boxCornerOf(outline, across, along));
          const [su, sv] = [u / outline.halfWidth, v / outline.halfHeight];
          // The `boxy` blob's outline: |u/a|⁴ + |v/b|⁴ = 1.
          expect(su ** 4 + sv ** 4).toBeCloseTo(1, 12);
          expect(su).toBeCloseTo(across * Math.abs(sv), 12);
          expect(Math.sign(sv)).toBe(along);
        }
      }
    }
  });
});

describe('ellipseTopOf', () => {
  it("is the highest point of an ellipse's outline, found by walking round it", () => {
    for (const outline of outlines) {
      let highest: Point = [0, Infinity];
      for (let step = 0; step < 200_000; step++) {
        const t = (2 * Math.PI * step) / 200_000;
        const point = place(
          outline.centre,
          outline.angle,
          outline.halfWidth * Math.cos(t),
          outline.halfHeight * Math.sin(t),
        );
        if (point[1] < highest[1]) highest = point;
      }
      const top = ellipseTopOf(outline);
      expect(top[1]).toBeCloseTo(highest[1], 6);
      expect(top[0]).toBeCloseTo(highest[0], 2);
    }
  });

  it('is straight above the centre of an upright ellipse', () => {
    expect(ellipseTopOf({ centre: [5, 100], angle: 0, halfWidth: 30, halfHeight: 12 })).toEqual([
      5, 88,
    ]);
  });
});

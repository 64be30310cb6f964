import { describe, expect, it } from 'vitest';
import { demoLandmarksOf } from './anatomy-landmarks';
import {
  at,
  columns,
  cornerProbes,
  drawnBoneOf,
  headRimRays,
  LATERAL_LEVELS,
  mid,
  MM,
  pixelsOf,
  rows,
  SPECS,
  unit,
  type Pixel,
} from './landmarks-test-support';

/** The landmarks against what the drawing puts on the films. */
describe('demoLandmarksOf on the drawn films', () => {
  it('puts every body corner on the bone each view draws: bone inside, far less just outside', () => {
    for (const spec of SPECS) {
      const { lateral, frontal } = demoLandmarksOf({ ...spec, columns, rows });
      for (const [view, film, sides] of [
        ['LATERAL', lateral, ['a', 'p']],
        ['FRONTAL', frontal, ['l', 'r']],
      ] as const) {
        const bone = drawnBoneOf(view, spec);
        for (const { name, inside, along, beyond } of cornerProbes(film.points, sides)) {
          const where = `${view} ${name} of seed ${spec.seed}`;
          expect(bone(inside), where).toBeGreaterThan(10);
          // The iliac wings overlie the AP film's S1 corners; C1 sits just above C2.
          if (!(view === 'FRONTAL' && name.startsWith('S1'))) {
            expect(bone(inside) - bone(along), where).toBeGreaterThan(6);
          }
          if (!(view === 'LATERAL' && name.startsWith('C2s'))) {
            expect(bone(inside) - bone(beyond), where).toBeGreaterThan(10);
          }
        }
      }
    }
  });

  it("shows every body corner's edge on the demo's own pixels, where no other bone crosses it", () => {
    // Drawn across these probes: the mandible (lateral C2), the clavicles (AP T1), the iliac
    // wings (AP S1). The bone layer above checks them without the soft tissue and the chest.
    const crossed = /^(LATERAL C2sa|FRONTAL T1s[lr]|FRONTAL S1[lr])$/;
    for (const spec of SPECS) {
      const { lateral, frontal } = demoLandmarksOf({ ...spec, columns, rows });
      for (const [view, film, sides] of [
        ['LATERAL', lateral, ['a', 'p']],
        ['FRONTAL', frontal, ['l', 'r']],
      ] as const) {
        const pixel = pixelsOf(view, spec);
        for (const { name, inside, along } of cornerProbes(film.points, sides)) {
          if (crossed.test(`${view} ${name}`)) continue;
          // Noise is about 40 here; bone adds ~700 or more.
          expect(
            pixel(inside) - pixel(along),
            `${view} ${name} of seed ${spec.seed}`,
          ).toBeGreaterThan(250);
        }
      }
    }
  });

  it('draws the posterior elements behind the bodies: the lateral patient faces +x', () => {
    for (const spec of SPECS) {
      const { points } = demoLandmarksOf({ ...spec, columns, rows }).lateral;
      const bone = drawnBoneOf('LATERAL', spec);
      const step = 6 / MM;
      // The lateral iliac wing overlies L4 and L5.
      for (const level of LATERAL_LEVELS.slice(0, LATERAL_LEVELS.indexOf('L4'))) {
        const [ax, ay] = mid(at(points, `${level}sa`), at(points, `${level}ia`));
        const [px, py] = mid(at(points, `${level}sp`), at(points, `${level}ip`));
        const [ux, uy] = unit([ax - px, ay - py]);
        // 6 mm behind the posterior wall is the articular pillar; 6 mm ahead of the front, none.
        const behind = bone([px - ux * step, py - uy * step]);
        const ahead = bone([ax + ux * step, ay + uy * step]);
        expect(behind, `${level} of seed ${spec.seed}`).toBeGreaterThan(8);
        expect(ahead, `${level} of seed ${spec.seed}`).toBeLessThan(1);
      }
    }
  });

  it('centres FH1 and FH2 on the drawn femoral heads', () => {
    for (const spec of SPECS) {
      const { points } = demoLandmarksOf({ ...spec, columns, rows }).lateral;
      const pixel = pixelsOf('LATERAL', spec, 1);
      const heads = [at(points, 'FH1'), at(points, 'FH2')];
      const rays = headRimRays(pixel, heads);
      expect(rays.length).toBeGreaterThanOrEqual(6);
      for (const { rim, spill } of rays) {
        expect(rim, `seed ${spec.seed}`).toBeGreaterThan(250);
        expect(spill, `seed ${spec.seed}`).toBeLessThan(120);
      }
      // The check tells: heads put 5 mm off, either way, fail it.
      for (const [dx, dy] of [
        [5, 0],
        [-5, 0],
        [0, 5],
        [0, -5],
      ] as const) {
        const moved = heads.map(([x, y]): Pixel => [x + dx / MM, y + dy / MM]);
        const shown = headRimRays(pixel, moved).every(({ rim, spill }) => rim > 250 && spill < 120);
        expect(shown, `heads moved by ${dx}, ${dy} mm`).toBe(false);
      }
    }
  });

  it('puts ICl and ICr on the top of the drawn iliac wings', () => {
    for (const spec of SPECS) {
      const { points } = demoLandmarksOf({ ...spec, columns, rows }).frontal;
      const pixel = pixelsOf('FRONTAL', spec);
      const bone = drawnBoneOf('FRONTAL', spec);
      for (const name of ['ICl', 'ICr']) {
        const [x, y] = at(points, name);
        const where = `${name} of seed ${spec.seed}`;
        expect(pixel([x, y + 2.5 / MM]) - pixel([x, y - 2.5 / MM]), where).toBeGreaterThan(150);
        // The crest's top: the wing reaches less high 10 mm to either side.
        const below = bone([x, y + 1.5 / MM]);
        expect(bone([x - 10 / MM, y + 1.5 / MM]), where).toBeLessThan(below);
        expect(bone([x + 10 / MM, y + 1.5 / MM]), where).toBeLessThan(below);
      }
    }
  });
});

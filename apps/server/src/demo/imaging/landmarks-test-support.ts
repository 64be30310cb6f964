import type { DemoFilmLandmarks } from './anatomy-landmarks';
import { buildDemoImagingCatalog } from './catalog';
import { Film } from './film';
import * as frontalBones from './frontal-bones';
import * as lateralBones from './lateral-bones';
import { FEMORAL_HEAD_RADIUS } from './pelvis-geometry';
import { seedOf } from './random';
import { DEMO_IMAGE_SIZE } from './seed-imaging';
import { spineAnatomyOf, type AnatomySpec } from './spine-anatomy';
import { drawSpineRadiograph, mmPerPixelOf, type RadiographView } from './spine-radiograph';

/**
 * What the landmark tests share (`anatomy-landmarks*.test.ts`): the demo's films at the demo's
 * size, CLINICAL.md's formulas, and probes that read the drawn bone and pixels near a landmark.
 */

export type Pixel = [number, number];
type Points = DemoFilmLandmarks['points'];

export const { columns, rows } = DEMO_IMAGE_SIZE;
/** Millimetres per pixel of the demo's films. */
export const MM = mmPerPixelOf(rows);
export const catalog = buildDemoImagingCatalog(new Date('2026-11-22T08:00:00.000Z'));
/** The anatomy of an exam as the catalog gives it: its seeds, and when it was taken. */
const specOf = ({ seed, patientSeed, surgery }: AnatomySpec): AnatomySpec => ({
  seed,
  ...(patientSeed === undefined ? {} : { patientSeed }),
  ...(surgery === undefined ? {} : { surgery }),
});
/** The demo's first exams, a post-op one, and a few other seeds (a film of its own patient). */
export const SPECS: AnatomySpec[] = [
  ...catalog.slice(0, 3).map(specOf),
  ...catalog
    .filter((exam) => exam.surgery === 'POST_OP')
    .slice(0, 1)
    .map(specOf),
  { seed: 42 },
  { seed: seedOf('another') },
];

const spine = (region: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${region}${index + 1}`);
/** CLINICAL.md §0: C2 … L5 on the lateral film, C7 … L5 on the AP film. */
export const LATERAL_LEVELS = [...spine('C', 7).slice(1), ...spine('T', 12), ...spine('L', 5)];
export const FRONTAL_LEVELS = LATERAL_LEVELS.slice(LATERAL_LEVELS.indexOf('C7'));

export const degrees = (radians: number) => (radians * 180) / Math.PI;
export const unit = ([x, y]: Pixel): Pixel => [x / Math.hypot(x, y), y / Math.hypot(x, y)];
export const mid = (a: Pixel, b: Pixel): Pixel => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
export function at(points: Points, name: string): Pixel {
  const point = points[name];
  if (point === undefined) throw new Error(`No landmark ${name}`);
  return point;
}

/** CLINICAL.md §0 and §1 in image pixels, the patient facing +x. */
const slope = (a: Pixel, p: Pixel) => degrees(Math.atan2(a[1] - p[1], a[0] - p[0]));
export function truthOf(points: Points) {
  const [s1a, s1p] = [at(points, 'S1a'), at(points, 'S1p')];
  const hips = mid(at(points, 'FH1'), at(points, 'FH2'));
  const m = mid(s1a, s1p);
  const SS = slope(s1a, s1p);
  const PT = degrees(Math.atan2(hips[0] - m[0], hips[1] - m[1]));
  const e = unit([s1a[0] - s1p[0], s1a[1] - s1p[1]]);
  const n: Pixel = [-e[1], e[0]];
  const v: Pixel = [hips[0] - m[0], hips[1] - m[1]];
  const PI = degrees(Math.atan2(Math.abs(n[0] * v[1] - n[1] * v[0]), n[0] * v[0] + n[1] * v[1]));
  const LL = SS - slope(at(points, 'L1sa'), at(points, 'L1sp'));
  return { PI, PT, SS, LL };
}

/**
 * Every endplate corner with a point just inside its body (2.5 mm back along the endplate and
 * 2.5 mm into the body), one just outside along the endplate (2.5 mm on along it) and one beyond
 * the corner (2.5 mm on along the endplate and 2.5 mm away from the body), in pixels.
 * @param sides - the corners' side letters: ['a', 'p'] lateral, ['l', 'r'] AP
 */
export function cornerProbes(points: Points, sides: readonly [string, string]) {
  const step = 2.5 / MM;
  return Object.keys(points).flatMap((name) => {
    const vertebra = /^([CTL]\d+)([si])([a-z])$/.exec(name);
    const [, level = '', endplate = '', side = ''] = vertebra ?? /^(S1)()([a-z])$/.exec(name) ?? [];
    if (!sides.includes(side)) return [];
    const other = side === sides[0] ? sides[1] : sides[0];
    const corner = at(points, name);
    const opposite = at(points, `${level}${endplate}${other}`);
    const [ex, ey] = unit([corner[0] - opposite[0], corner[1] - opposite[1]]);
    // Into the body: the endplate's normal pointing down from a superior one, up from an inferior.
    const down: Pixel = ex > 0 ? [-ey, ex] : [ey, -ex];
    const [nx, ny] = endplate !== 'i' ? down : [-down[0], -down[1]];
    const inside: Pixel = [corner[0] + (nx - ex) * step, corner[1] + (ny - ey) * step];
    const along: Pixel = [corner[0] + ex * step, corner[1] + ey * step];
    const beyond: Pixel = [corner[0] - (nx + ex) * step, corner[1] - (ny + ey) * step];
    return [{ name, inside, along, beyond }];
  });
}

/** The bone path length, mm, each view's bones draw (`lateral-bones.ts`, `frontal-bones.ts`). */
export function drawnBoneOf(view: RadiographView, spec: AnatomySpec): (point: Pixel) => number {
  const film = new Film(columns, rows, MM);
  const anatomy = spineAnatomyOf(spec);
  const bones = view === 'LATERAL' ? lateralBones : frontalBones;
  for (const vertebra of anatomy.vertebrae) bones.drawVertebra(film, anatomy, vertebra.name);
  bones.drawPelvis(film, anatomy);
  return ([x, y]) => film.bone[Math.floor(y) * columns + Math.floor(x)] ?? Number.NaN;
}

/**
 * The demo's pixel values, drawn as `buildSyntheticExam` draws them, at a point: the pixel there,
 * or the mean of the pixels within `reach` of it (less noise).
 */
export function pixelsOf(view: RadiographView, spec: AnatomySpec, reach = 0) {
  const pixels = drawSpineRadiograph({ ...spec, view, columns, rows });
  return ([x, y]: Pixel): number => {
    let sum = 0;
    for (let row = Math.floor(y) - reach; row <= Math.floor(y) + reach; row++) {
      for (let column = Math.floor(x) - reach; column <= Math.floor(x) + reach; column++) {
        sum += pixels[row * columns + column] ?? Number.NaN;
      }
    }
    return sum / (2 * reach + 1) ** 2;
  };
}

/**
 * Rays upwards from each femoral head centre (the neck, trochanters and shaft are drawn below):
 * the contrast across the head's rim (3 mm inside against 3 mm outside) and how far the outside
 * stands above the surroundings (8 mm out), skipping rims that lie inside the other head.
 */
export function headRimRays(pixel: (point: Pixel) => number, heads: Pixel[]) {
  const onRay = (centre: Pixel, [dx, dy]: Pixel, mm: number): Pixel => [
    centre[0] + (dx * (FEMORAL_HEAD_RADIUS + mm)) / MM,
    centre[1] + (dy * (FEMORAL_HEAD_RADIUS + mm)) / MM,
  ];
  return heads.flatMap((centre) =>
    [-150, -120, -90, -60, -30].flatMap((angle) => {
      const ray: Pixel = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
      const outside = onRay(centre, ray, 3);
      const hidden = heads.some(
        ([x, y]) => Math.hypot(outside[0] - x, outside[1] - y) * MM < FEMORAL_HEAD_RADIUS + 2.5,
      );
      if (hidden) return [];
      const rim = pixel(onRay(centre, ray, -3)) - pixel(outside);
      return [{ rim, spill: pixel(outside) - pixel(onRay(centre, ray, 8)) }];
    }),
  );
}

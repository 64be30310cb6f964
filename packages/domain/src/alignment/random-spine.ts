/**
 * Random plausible landmark sets, for the engine's property tests and its benchmark: a whole
 * spine built up from S1 with random endplate angles, body heights and disc heights, femoral
 * heads below and in front of the sacrum, legs, and a frontal film with a random curve.
 * Deterministic for a seed, so a failing case can be replayed.
 */
import { LATERAL_VERTEBRAE, FRONTAL_VERTEBRAE } from './landmarks';
import type { AlignmentMeasureInput } from './measure';

/**
 * A small seeded generator (mulberry32): uniform in [0, 1).
 * @param seed - any integer; the same seed gives the same sequence
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pair = [number, number];

/** A random film: plain records that a test may edit before measuring. */
export interface RandomFilm {
  pixelSpacingMm: number | null;
  facing?: '+x' | '-x';
  points: Record<string, Pair>;
}
export interface RandomSpine extends AlignmentMeasureInput {
  age: number;
  lateral: RandomFilm;
  frontal: RandomFilm;
}
const RADIANS = Math.PI / 180;

/** Endplate corners (anterior / left first) around a midpoint, at a slope in degrees. */
function endplate(middle: Pair, slope: number, halfWidth: number): [Pair, Pair] {
  const dx = Math.cos(slope * RADIANS) * halfWidth;
  const dy = Math.sin(slope * RADIANS) * halfWidth;
  return [
    [middle[0] + dx, middle[1] + dy],
    [middle[0] - dx, middle[1] - dy],
  ];
}

/** The point `distance` cranially from `middle`, perpendicular to an endplate of this slope. */
function above(middle: Pair, slope: number, distance: number): Pair {
  return [
    middle[0] + Math.sin(slope * RADIANS) * distance,
    middle[1] - Math.cos(slope * RADIANS) * distance,
  ];
}

/** Per region: mean disc + wedge angle (lordosis +), body and disc heights, half-width, mm. */
function regionShape(region: string, between: (low: number, high: number) => number) {
  if (region === 'L') return { body: between(25, 30), disc: between(8, 12), halfWidth: 22 };
  if (region === 'T') return { body: between(18, 25), disc: between(4, 6), halfWidth: 15 };
  return { body: between(12, 15), disc: between(4, 5), halfWidth: 9 };
}

/**
 * A lateral and a frontal film of one random plausible spine, in pixels (3–6 px per mm, the
 * spacing given as calibration), patient facing +x (lateral) and in the radiographic display
 * (frontal): SS 20–55°, PT −5–30°, LL about SS + 0–20°, T4–T12 kyphosis 20–50°.
 * @param random - a uniform source in [0, 1), e.g. `seededRandom(seed)`
 */
export function randomSpine(random: () => number): RandomSpine {
  const between = (low: number, high: number) => low + (high - low) * random();
  const pixelsPerMm = between(3, 6);
  const lateral: Record<string, Pair> = {};
  let middle: Pair = [between(150, 250), between(1000, 1100)];
  let slope = between(20, 55); // SS
  const regionAngle = {
    L: (slope + between(0, 20)) / 5,
    T: -between(20, 50) / 12,
    C: between(0, 30) / 6,
  };
  const tilt = between(-5, 30) * RADIANS; // PT
  const reach = between(90, 130);
  const hip: Pair = [middle[0] + Math.sin(tilt) * reach, middle[1] + Math.cos(tilt) * reach];
  const [head1, head2] = endplate(hip, between(-90, 90), between(0, 10));
  [lateral.S1a, lateral.S1p] = endplate(middle, slope, 22);
  lateral.FH1 = head1;
  lateral.FH2 = head2;
  const knee: Pair = [hip[0] + between(-20, 60), hip[1] + between(400, 450)];
  lateral.KNEEl = knee;
  lateral.KNEEr = [knee[0] + between(-10, 10), knee[1] + between(-5, 5)];
  lateral.ANKLEl = [knee[0] + between(-60, 20), knee[1] + between(380, 420)];
  lateral.ANKLEr = [lateral.ANKLEl[0] + between(-10, 10), lateral.ANKLEl[1] + between(-5, 5)];
  // Up the spine from S1: each level turns by its region's angle, 70 % in the disc.
  for (const vertebra of [...LATERAL_VERTEBRAE].reverse()) {
    const region = vertebra[0] === 'L' ? 'L' : vertebra[0] === 'T' ? 'T' : 'C';
    const shape = regionShape(region, between);
    const angle = regionAngle[region] * between(0.5, 1.5);
    slope -= angle * 0.7;
    middle = above(middle, slope, shape.disc);
    [lateral[`${vertebra}ia`], lateral[`${vertebra}ip`]] = endplate(middle, slope, shape.halfWidth);
    slope -= angle * 0.3;
    middle = above(middle, slope, shape.body);
    [lateral[`${vertebra}sa`], lateral[`${vertebra}sp`]] = endplate(middle, slope, shape.halfWidth);
  }
  const frontal: Record<string, Pair> = {};
  let centre: Pair = [between(150, 250), between(1000, 1100)];
  let coronal = between(-8, 8);
  [frontal.S1l, frontal.S1r] = endplate(centre, coronal, 25);
  frontal.ICl = [centre[0] + between(120, 160), centre[1] - between(60, 120)];
  frontal.ICr = [centre[0] - between(120, 160), centre[1] - between(60, 120)];
  const bend = between(-1.5, 1.5);
  for (const vertebra of [...FRONTAL_VERTEBRAE].reverse()) {
    const shape = regionShape(vertebra[0] ?? 'T', between);
    coronal -= bend + between(-1, 1);
    centre = above(centre, coronal, shape.disc);
    [frontal[`${vertebra}il`], frontal[`${vertebra}ir`]] = endplate(
      centre,
      coronal,
      shape.halfWidth,
    );
    centre = above(centre, coronal, shape.body);
    [frontal[`${vertebra}sl`], frontal[`${vertebra}sr`]] = endplate(
      centre,
      coronal,
      shape.halfWidth,
    );
  }
  const inPixels = (points: Record<string, Pair>): Record<string, Pair> =>
    Object.fromEntries(
      Object.entries(points).map(([name, [x, y]]) => [
        name,
        [x * pixelsPerMm, y * pixelsPerMm] as Pair,
      ]),
    );
  return {
    age: Math.floor(between(18, 90)),
    lateral: { pixelSpacingMm: 1 / pixelsPerMm, points: inPixels(lateral) },
    frontal: { pixelSpacingMm: 1 / pixelsPerMm, points: inPixels(frontal) },
  };
}

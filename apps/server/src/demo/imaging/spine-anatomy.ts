import { createRandom } from './random';

/**
 * The anatomy one synthetic patient's images share: the frontal and lateral views of an exam are
 * drawn from the same seed, so they show the same spine. Sizes are adult averages in mm (vertebral
 * body height, frontal width and sagittal depth, then the disc below), scaled per patient.
 */
const LEVELS: readonly (readonly [
  name: string,
  height: number,
  width: number,
  depth: number,
  disc: number,
])[] = [
  ['C1', 9, 50, 12, 3],
  ['C2', 15, 40, 16, 3],
  ['C3', 12, 24, 15, 4],
  ['C4', 12, 25, 15, 4],
  ['C5', 13, 26, 16, 4],
  ['C6', 13, 27, 16, 5],
  ['C7', 14, 29, 17, 5],
  ['T1', 16, 32, 18, 4],
  ['T2', 17, 30, 20, 4],
  ['T3', 18, 30, 22, 4],
  ['T4', 18, 31, 23, 4],
  ['T5', 19, 32, 24, 4],
  ['T6', 20, 33, 25, 5],
  ['T7', 20, 34, 26, 5],
  ['T8', 21, 36, 27, 5],
  ['T9', 22, 38, 28, 5],
  ['T10', 23, 40, 29, 6],
  ['T11', 23, 42, 30, 6],
  ['T12', 24, 44, 31, 7],
  ['L1', 25, 46, 33, 9],
  ['L2', 26, 48, 34, 10],
  ['L3', 27, 50, 35, 11],
  ['L4', 27, 52, 35, 12],
  ['L5', 26, 54, 34, 13],
];

/** Where C1's top sits below the image's top edge, mm: the skull base is above it. */
const C1_TOP = 92;

export interface Vertebra {
  name: string;
  /** Centre height, mm from the top edge. */
  y: number;
  height: number;
  width: number;
  depth: number;
}

export interface SpineAnatomy {
  /** C1 to L5, head to pelvis. */
  vertebrae: readonly Vertebra[];
  /** The sacrum's top (S1 endplate) and the femoral heads' centre, mm from the top edge. */
  sacrumTop: number;
  femoralHeads: number;
  /** Overall size of the patient, about 1. */
  build: number;
  /** Sacral slope, radians from horizontal. */
  sacralSlope: number;
  /** The spine's mid-line in the frontal view, mm right of the image mid-line (scoliosis). */
  frontalX: (y: number) => number;
  /** The vertebral bodies' centre line in the lateral view, mm towards anterior (+x). */
  lateralX: (y: number) => number;
  /** Level by name, e.g. 'T8'. */
  level: (name: string) => Vertebra;
}

/** A half sine bump between two heights, 0 outside them. */
function bump(y: number, from: number, to: number): number {
  if (y <= from || y >= to) return 0;
  return Math.sin((Math.PI * (y - from)) / (to - from));
}

/** @param seed - the patient's seed: the same seed gives the same spine */
export function spineAnatomyOf(seed: number): SpineAnatomy {
  const random = createRandom(seed);
  const scale = random.between(0.9, 1.06);
  const build = random.between(0.88, 1.15);
  const vertebrae: Vertebra[] = [];
  let top = C1_TOP;
  for (const [name, height, width, depth, disc] of LEVELS) {
    vertebrae.push({
      name,
      y: top + (height * scale) / 2,
      height: height * scale,
      width: width * scale,
      depth: depth * scale,
    });
    top += (height + disc) * scale;
  }
  const byName = new Map(vertebrae.map((vertebra) => [vertebra.name, vertebra]));
  const level = (name: string): Vertebra => {
    const found = byName.get(name);
    if (found === undefined) throw new Error(`No vertebra ${name}`);
    return found;
  };
  const sacrumTop = top;
  const c1 = C1_TOP;
  const t1 = level('T1').y - level('T1').height / 2;
  const t2 = level('T2').y;
  const l1 = level('L1').y;

  // Scoliosis: a main thoracic curve, mostly convex to the patient's right (the image's left in
  // an AP view), a compensating lumbar curve, and a small trunk shift over the pelvis.
  const thoracic = random.between(4, 24) * (random.chance(0.8) ? -1 : 1);
  const lumbar = -thoracic * random.between(0.35, 0.8);
  const cervical = -thoracic * 0.15;
  const shift = random.between(-8, 8);
  const frontalX = (y: number): number =>
    cervical * bump(y, c1, t2) +
    thoracic * bump(y, t2, l1) +
    lumbar * bump(y, l1, sacrumTop) +
    (y < sacrumTop ? (shift * (sacrumTop - y)) / (sacrumTop - c1) : 0);

  // Sagittal curves: cervical lordosis, thoracic kyphosis, lumbar lordosis, and the sagittal
  // vertical axis (the head ahead of or behind the sacrum).
  const lordosisCervical = random.between(3, 10);
  const kyphosis = random.between(12, 34);
  const lordosisLumbar = random.between(14, 30);
  const sagittalAxis = random.between(-10, 30);
  const base = -35;
  const lateralX = (y: number): number =>
    base +
    lordosisCervical * bump(y, c1, t1) -
    kyphosis * bump(y, t1, l1) +
    lordosisLumbar * bump(y, l1, sacrumTop) +
    (y < sacrumTop ? (sagittalAxis * (sacrumTop - y)) / (sacrumTop - c1) : 0);

  return {
    vertebrae,
    sacrumTop,
    femoralHeads: sacrumTop + 92 * scale,
    build,
    sacralSlope: (random.between(32, 48) * Math.PI) / 180,
    frontalX,
    lateralX,
    level,
  };
}

/** The slope dx/dy of a centre line at y, for tilting the vertebra there. */
export function slopeOf(line: (y: number) => number, y: number): number {
  return (line(y + 1) - line(y - 1)) / 2;
}

import type { AlignmentPhase } from '@sagitta/domain';
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

/**
 * Whose spine, and when. A patient's anatomy (sizes, scoliosis, kyphosis, pelvic incidence) comes
 * from `patientSeed`, the same for all their exams: PI is a fixed anatomical angle. The exam's
 * posture (pelvic tilt, lumbar lordosis, sagittal balance, around the patient's own) comes from
 * `seed`, which also draws the image's noise.
 */
/** Before or after surgery, as an alignment assessment's phase names it. */
export type SurgicalPhase = AlignmentPhase;

export interface AnatomySpec {
  /** The exam's seed. */
  seed: number;
  /** The patient's seed; the exam's when absent (a film of its own patient). */
  patientSeed?: number;
  /**
   * For a patient who has a fusion: before it, the flat back that calls for it (PI − LL of 15° or
   * more, a retroverted pelvis); after it, the curves corrected (lumbar lordosis near PI − 10°,
   * less pelvic tilt, a smaller scoliosis). The pelvis's incidence is the same in both.
   */
  surgery?: SurgicalPhase;
}

export interface SpineAnatomy {
  /** C1 to L5, head to pelvis. */
  vertebrae: readonly Vertebra[];
  /** The sacrum's top (S1 endplate) and the femoral heads' centre, mm from the top edge. */
  sacrumTop: number;
  femoralHeads: number;
  /** Overall size of the patient, about 1. */
  build: number;
  /** Pelvic incidence, the patient's, and this film's pelvic tilt, radians (PI = PT + SS). */
  pelvicIncidence: number;
  pelvicTilt: number;
  /** Sacral slope, radians from horizontal: PI − PT. */
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

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The lumbar curve's depth, mm, that gives L1–S1 lordosis `lordosis` (degrees) over a sacral slope
 * `sacralSlope`: LL = SS + atan(the centre line's slope at L1), and that slope is linear in the
 * depth. Kept within what a lumbar spine looks like; the landmarks then give the true LL anyway.
 */
function lumbarDepthFor(
  lateralWith: (depth: number) => (y: number) => number,
  l1: number,
  lordosis: number,
  sacralSlope: number,
): number {
  const flat = slopeOf(lateralWith(0), l1);
  const perMm = slopeOf(lateralWith(1), l1) - flat;
  const depth = (Math.tan(radians(lordosis) - sacralSlope) - flat) / perMm;
  return Math.min(42, Math.max(-6, depth));
}

/** The patient's traits, drawn once per patient. */
function patientOf(seed: number) {
  const random = createRandom(seed);
  const pelvicIncidence = random.between(36, 74);
  return {
    scale: random.between(0.9, 1.06),
    build: random.between(0.88, 1.15),
    // Scoliosis: a main thoracic curve, mostly convex to the patient's right (the image's left
    // in an AP view), a compensating lumbar curve, and a small trunk shift over the pelvis.
    thoracic: random.between(4, 24) * (random.chance(0.8) ? -1 : 1),
    lumbarRatio: random.between(0.35, 0.8),
    shift: random.between(-8, 8),
    lordosisCervical: random.between(3, 10),
    kyphosis: random.between(12, 34),
    pelvicIncidence,
    // A higher incidence goes with a higher tilt; deformity adds to it.
    pelvicTilt: pelvicIncidence * random.between(0.15, 0.45),
    // PI − LL: from harmonious to the mismatch of a flat back.
    mismatch: random.between(-6, 26),
    sagittalAxis: random.between(-10, 30),
  };
}

/** @param spec - the patient and exam seeds: the same spec gives the same spine */
export function spineAnatomyOf(spec: AnatomySpec): SpineAnatomy {
  const patient = patientOf(spec.patientSeed ?? spec.seed);
  const posture = createRandom(spec.seed ^ 0x7f4a7c15);
  const { scale, build, pelvicIncidence } = patient;
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

  // A fusion straightens much of the scoliosis; the trunk comes back over the pelvis.
  const postOp = spec.surgery === 'POST_OP';
  const correction = postOp ? 0.35 : 1;
  const thoracic = patient.thoracic * correction;
  const lumbar = -thoracic * patient.lumbarRatio;
  const cervical = -thoracic * 0.15;
  const shift = patient.shift * correction;
  const frontalX = (y: number): number =>
    cervical * bump(y, c1, t2) +
    thoracic * bump(y, t2, l1) +
    lumbar * bump(y, l1, sacrumTop) +
    (y < sacrumTop ? (shift * (sacrumTop - y)) / (sacrumTop - c1) : 0);

  // The pelvis: PI is the patient's; PT varies a little from film to film, and drops once the
  // lordosis is restored (the pelvis no longer retroverts to compensate).
  const tilt = posture.between(-2, 2);
  const candidate = spec.surgery === 'PRE_OP';
  const retroversion = candidate ? 6 : 0;
  const pelvicTilt = postOp
    ? Math.max(4, patient.pelvicTilt - posture.between(4, 9))
    : patient.pelvicTilt + retroversion + tilt;
  const sacralSlope = radians(pelvicIncidence - pelvicTilt);
  // Lumbar lordosis: the patient's mismatch before, PI − 10° ± 3° after (the usual goal).
  const mismatch = candidate ? Math.max(patient.mismatch, 16) : patient.mismatch;
  const lordosis = postOp
    ? pelvicIncidence - 10 + posture.between(-3, 3)
    : pelvicIncidence - mismatch + posture.between(-2, 2);
  const sagittalAxis = postOp
    ? posture.between(-8, 12)
    : patient.sagittalAxis + posture.between(-4, 4);

  // Sagittal curves: cervical lordosis, thoracic kyphosis, lumbar lordosis, and the sagittal
  // vertical axis (the head ahead of or behind the sacrum).
  const base = -35;
  const lateralWith =
    (lordosisLumbar: number) =>
    (y: number): number =>
      base +
      patient.lordosisCervical * bump(y, c1, t1) -
      patient.kyphosis * bump(y, t1, l1) +
      lordosisLumbar * bump(y, l1, sacrumTop) +
      (y < sacrumTop ? (sagittalAxis * (sacrumTop - y)) / (sacrumTop - c1) : 0);
  const lateralX = lateralWith(lumbarDepthFor(lateralWith, l1, lordosis, sacralSlope));

  return {
    vertebrae,
    sacrumTop,
    femoralHeads: sacrumTop + 92 * scale,
    build,
    pelvicIncidence: radians(pelvicIncidence),
    pelvicTilt: radians(pelvicTilt),
    sacralSlope,
    frontalX,
    lateralX,
    level,
  };
}

/** The slope dx/dy of a centre line at y, for tilting the vertebra there. */
export function slopeOf(line: (y: number) => number, y: number): number {
  return (line(y + 1) - line(y - 1)) / 2;
}

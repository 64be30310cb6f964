import { FRONTAL_VERTEBRAE, LATERAL_VERTEBRAE } from '@sagitta/domain';
import type { ImagePoint, LandmarkPoints } from './measure-state';

/** What a line shows: an endplate, a pelvic line (PI/PT), a plumb line (SVA) or a TPA arm. */
export type LineKind = 'endplate' | 'pelvis' | 'plumb' | 'spinopelvic';

export interface ConstructionLine {
  /** Stable within a measurement, for React keys and tests. */
  id: string;
  kind: LineKind;
  from: ImagePoint;
  to: ImagePoint;
}

const midpoint = (a: ImagePoint, b: ImagePoint): ImagePoint => [
  (a[0] + b[0]) / 2,
  (a[1] + b[1]) / 2,
];

const LATERAL_CORNERS = ['sa', 'sp', 'ia', 'ip'] as const;
const FRONTAL_CORNERS = ['sl', 'sr', 'il', 'ir'] as const;

/** The explicit centroid, or the mean of the four corners as the engine takes it; else null. */
function centroidOf(
  points: LandmarkPoints,
  vertebra: string,
  cornerNames: readonly string[] = LATERAL_CORNERS,
): ImagePoint | null {
  const explicit = points[`${vertebra}c`];
  if (explicit !== undefined) return explicit;
  const corners = cornerNames.map((corner) => points[`${vertebra}${corner}`]);
  if (corners.some((corner) => corner === undefined)) return null;
  const known = corners as ImagePoint[];
  return [known.reduce((sum, [x]) => sum + x, 0) / 4, known.reduce((sum, [, y]) => sum + y, 0) / 4];
}

/**
 * The lines drawn over a lateral film as landmarks are placed, in image pixels: each endplate,
 * the femoral-head axis and the S1 midpoint to its centre (PI, PT), the C7 plumb line down to S1
 * (SVA) and T1 to the hip axis (TPA). A line appears once both its ends are known.
 * @param points - the placed landmarks
 */
export function lateralConstructionLines(points: LandmarkPoints): ConstructionLine[] {
  const lines: ConstructionLine[] = [];
  const add = (id: string, kind: LineKind, from?: ImagePoint | null, to?: ImagePoint | null) => {
    if (from != null && to != null) lines.push({ id, kind, from, to });
  };
  const { FH1, FH2, S1a, S1p } = points;
  const hipAxis = FH1 !== undefined && FH2 !== undefined ? midpoint(FH1, FH2) : null;
  const sacralMid = S1a !== undefined && S1p !== undefined ? midpoint(S1a, S1p) : null;
  add('femoral-heads', 'pelvis', FH1, FH2);
  add('S1-endplate', 'endplate', S1a, S1p);
  add('pelvic-tilt', 'pelvis', sacralMid, hipAxis);
  for (const vertebra of LATERAL_VERTEBRAE) {
    add(`${vertebra}-superior`, 'endplate', points[`${vertebra}sa`], points[`${vertebra}sp`]);
    add(`${vertebra}-inferior`, 'endplate', points[`${vertebra}ia`], points[`${vertebra}ip`]);
  }
  const c7 = centroidOf(points, 'C7');
  if (c7 !== null && S1p !== undefined) {
    // The plumb line falls from C7 to S1's level; SVA is its horizontal offset from S1p.
    add('C7-plumb', 'plumb', c7, [c7[0], S1p[1]]);
    add('SVA-offset', 'plumb', [c7[0], S1p[1]], S1p);
  }
  add('T1-pelvic', 'spinopelvic', centroidOf(points, 'T1'), hipAxis);
  // TPA's other arm, S1's midpoint to the hip axis, is the PT line already drawn.
  return lines;
}

/**
 * The lines drawn over a frontal film: the iliac crest line (pelvic obliquity), every endplate
 * (Cobb), the CSVL (the vertical through S1's midpoint) up to C7 and C7's offset from it.
 * @param points - the placed landmarks
 */
export function frontalConstructionLines(points: LandmarkPoints): ConstructionLine[] {
  const lines: ConstructionLine[] = [];
  const add = (id: string, kind: LineKind, from?: ImagePoint | null, to?: ImagePoint | null) => {
    if (from != null && to != null) lines.push({ id, kind, from, to });
  };
  const { ICl, ICr, S1l, S1r } = points;
  add('iliac-crests', 'pelvis', ICl, ICr);
  add('S1-endplate', 'endplate', S1l, S1r);
  for (const vertebra of FRONTAL_VERTEBRAE) {
    add(`${vertebra}-superior`, 'endplate', points[`${vertebra}sl`], points[`${vertebra}sr`]);
    add(`${vertebra}-inferior`, 'endplate', points[`${vertebra}il`], points[`${vertebra}ir`]);
  }
  const sacralMid = S1l !== undefined && S1r !== undefined ? midpoint(S1l, S1r) : null;
  const c7 = centroidOf(points, 'C7', FRONTAL_CORNERS);
  if (sacralMid !== null && c7 !== null) {
    add('CSVL', 'plumb', sacralMid, [sacralMid[0], c7[1]]);
    add('C7-CSVL-offset', 'plumb', [sacralMid[0], c7[1]], c7);
  }
  return lines;
}

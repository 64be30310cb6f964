import type { CobbDetails } from '@sagitta/domain';

type Point = readonly [number, number];
type Points = Readonly<Partial<Record<string, Point>>>;

/** What a line shows; the legend and the colour follow from it. */
export type LineKind =
  'endplate' | 'hip-axis' | 'pelvic-line' | 'plumb-line' | 'spinopelvic' | 'csvl' | 'crest-line';

/** A segment in image pixels (x right, y down), with what it means. */
export interface ConstructionLine {
  kind: LineKind;
  label: string;
  from: Point;
  to: Point;
}

const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** A vertebra's centroid as the engine takes it: `Vc`, else the mean of its four corners. */
function centroid(points: Points, vertebra: string, corners: readonly string[]): Point | null {
  const explicit = points[`${vertebra}c`];
  if (explicit !== undefined) return explicit;
  const found = corners.map((corner) => points[`${vertebra}${corner}`]);
  if (found.some((point) => point === undefined)) return null;
  const defined = found as Point[];
  const sum = defined.reduce<[number, number]>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
  return [sum[0] / defined.length, sum[1] / defined.length];
}

/** A segment between two landmarks when both were placed. */
function between(points: Points, a: string, b: string, kind: LineKind, label: string) {
  const from = points[a];
  const to = points[b];
  return from === undefined || to === undefined ? [] : [{ kind, label, from, to }];
}

const LATERAL_CORNERS = ['sa', 'sp', 'ia', 'ip'] as const;
const FRONTAL_CORNERS = ['sl', 'sr', 'il', 'ir'] as const;

/**
 * The lateral film's construction lines, only those its landmarks define: the S1, L1 and L4
 * superior endplates, the hip axis and its line to the S1 midpoint, the C7 plumb line down to
 * the S1 posterior corner's level, and the T1 / T4 / L1 centroids' lines to the hip axis.
 * @param points - the lateral landmarks in image pixels
 */
export function lateralConstructionLines(points: Points): ConstructionLine[] {
  const lines: ConstructionLine[] = [
    ...between(points, 'S1a', 'S1p', 'endplate', 'S1 endplate'),
    ...between(points, 'L1sa', 'L1sp', 'endplate', 'L1 superior endplate'),
    ...between(points, 'L4sa', 'L4sp', 'endplate', 'L4 superior endplate'),
    ...between(points, 'FH1', 'FH2', 'hip-axis', 'Femoral heads'),
  ];
  const { FH1, FH2, S1a, S1p } = points;
  const hipAxis = FH1 === undefined || FH2 === undefined ? null : midpoint(FH1, FH2);
  if (hipAxis !== null && S1a !== undefined && S1p !== undefined) {
    lines.push({
      kind: 'pelvic-line',
      label: 'Hip axis to S1 midpoint',
      from: hipAxis,
      to: midpoint(S1a, S1p),
    });
  }
  const c7 = centroid(points, 'C7', LATERAL_CORNERS);
  if (c7 !== null && S1p !== undefined) {
    lines.push({ kind: 'plumb-line', label: 'C7 plumb line', from: c7, to: [c7[0], S1p[1]] });
  }
  if (hipAxis !== null) {
    for (const vertebra of ['T1', 'T4', 'L1']) {
      const centre = centroid(points, vertebra, LATERAL_CORNERS);
      if (centre !== null) {
        const label = `${vertebra} centroid to hip axis`;
        lines.push({ kind: 'spinopelvic', label, from: hipAxis, to: centre });
      }
    }
  }
  return lines;
}

/**
 * The frontal film's construction lines: the S1 endplate and the central sacral vertical line
 * through its midpoint (up to C7's level, or the film's top without C7), the iliac crest line, and the
 * endplates of the coronal Cobb angle's end vertebrae.
 * @param points - the frontal landmarks in image pixels
 * @param cobb - the end vertebrae the engine chose, when it measured a Cobb angle
 */
export function frontalConstructionLines(
  points: Points,
  cobb: CobbDetails | null,
): ConstructionLine[] {
  const lines: ConstructionLine[] = [
    ...between(points, 'S1l', 'S1r', 'endplate', 'S1 endplate'),
    ...between(points, 'ICl', 'ICr', 'crest-line', 'Iliac crest line'),
  ];
  const { S1l, S1r } = points;
  if (S1l !== undefined && S1r !== undefined) {
    const sacrum = midpoint(S1l, S1r);
    const c7 = centroid(points, 'C7', FRONTAL_CORNERS);
    // A vertical is defined by one point: without C7 it runs to the film's top edge.
    const top = c7 === null ? 0 : c7[1];
    if (top < sacrum[1]) {
      lines.push({
        kind: 'csvl',
        label: 'Central sacral vertical line',
        from: sacrum,
        to: [sacrum[0], top],
      });
    }
  }
  if (cobb !== null) {
    const upper = cobb.upperEndVertebra;
    const lower = cobb.lowerEndVertebra;
    lines.push(
      ...between(
        points,
        `${upper}sl`,
        `${upper}sr`,
        'endplate',
        `Cobb: ${upper} superior endplate`,
      ),
      ...between(
        points,
        `${lower}il`,
        `${lower}ir`,
        'endplate',
        `Cobb: ${lower} inferior endplate`,
      ),
    );
  }
  return lines;
}

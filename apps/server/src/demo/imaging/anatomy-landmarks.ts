import { boxCornerOf, ellipseTopOf, type Outline, type Point } from './placement';
import { frontalIliacWingOf, frontalSacrumOf, lateralPelvisOf } from './pelvis-geometry';
import { spineAnatomyOf, type SpineAnatomy } from './spine-anatomy';
import { mmPerPixelOf, type RadiographSpec } from './spine-radiograph';
import { frontalBodyOf, LATERAL_FACING, lateralBodyOf } from './vertebral-body';

/**
 * The true alignment landmarks of a demo exam's films (CLINICAL.md §0 names), computed from the
 * very outlines the drawing uses (`vertebral-body.ts`, `pelvis-geometry.ts`), so that demo
 * assessments and browser tests know what a measurement of the films must give.
 *
 * Points are in the DICOM image's pixels, x right and y down, continuous: the image's top-left
 * corner is (0, 0) and pixel (column c, row r) covers [c, c + 1) × [r, r + 1), its centre at
 * (c + 0.5, r + 0.5). A rounded-box corner is where its outline crosses the box's diagonal
 * (`boxCornerOf`); a vertebra's centroid is its body's centre, the mean of its four corners.
 * The films end at the upper thighs: no knee or ankle centres.
 */

/** A film's landmarks, shaped as the alignment measure endpoint takes them. */
export interface DemoFilmLandmarks {
  /** Pixel Spacing (0028,0030) as the DICOM file declares it, [row, column], mm. */
  pixelSpacingMm: [number, number];
  points: Record<string, [number, number]>;
}

export interface DemoLateralLandmarks extends DemoFilmLandmarks {
  /** Which way the patient faces in the image: anterior is towards +x. */
  facing: typeof LATERAL_FACING;
}

/**
 * The AP film is shown as it is read: the patient's right (`…r`, `ICr`) on the image's left,
 * patient left (`…l`) towards +x, as Patient Orientation (0020,0020) `L\F` says.
 */
export interface DemoLandmarks {
  lateral: DemoLateralLandmarks;
  frontal: DemoFilmLandmarks;
}

/** The vertebrae each film's landmarks cover: C2 … L5 laterally, C7 … L5 on the AP film. */
const FIRST_LATERAL = 'C2';
const FIRST_FRONTAL = 'C7';

/** Vertebra names from `first` down to L5, in the anatomy's order. */
function levelsFrom(anatomy: SpineAnatomy, first: string): string[] {
  const names = anatomy.vertebrae.map((vertebra) => vertebra.name);
  return names.slice(names.indexOf(first));
}

/**
 * The landmarks of both films of a synthetic exam, as `buildSyntheticExam` draws them.
 * @param spec - the exam's seeds (patient and exam), post-op or not, and image size (both films
 *   share them): pass the exam as the catalog gives it, e.g. `{ ...exam, columns, rows }`
 */
export function demoLandmarksOf(spec: Omit<RadiographSpec, 'view'>): DemoLandmarks {
  const anatomy = spineAnatomyOf(spec);
  const mmPerPixel = mmPerPixelOf(spec.rows);
  // Film x is mm from the image's vertical mid-line, y mm from its top edge (`film.ts`).
  const toPixel = ([x, y]: Point): [number, number] => [
    x / mmPerPixel + spec.columns / 2,
    y / mmPerPixel,
  ];
  // synthetic-dicom.ts writes the spacing with six decimals (a DS value holds 16 characters).
  const declared = Number(mmPerPixel.toFixed(6));
  const pixelSpacingMm: [number, number] = [declared, declared];
  return {
    lateral: {
      facing: LATERAL_FACING,
      pixelSpacingMm,
      points: pointsInPixels(lateralPointsOf(anatomy), toPixel),
    },
    frontal: {
      pixelSpacingMm: [...pixelSpacingMm],
      points: pointsInPixels(frontalPointsOf(anatomy), toPixel),
    },
  };
}

function pointsInPixels(
  points: Map<string, Point>,
  toPixel: (point: Point) => [number, number],
): Record<string, [number, number]> {
  return Object.fromEntries([...points].map(([name, point]) => [name, toPixel(point)]));
}

/** Body corners named by endplate (s, i) and side: anterior / posterior or patient left / right. */
function addBody(
  points: Map<string, Point>,
  name: string,
  body: Outline,
  [plusU, minusU]: readonly [string, string],
): void {
  points.set(`${name}s${plusU}`, boxCornerOf(body, 1, -1));
  points.set(`${name}s${minusU}`, boxCornerOf(body, -1, -1));
  points.set(`${name}i${plusU}`, boxCornerOf(body, 1, 1));
  points.set(`${name}i${minusU}`, boxCornerOf(body, -1, 1));
  points.set(`${name}c`, body.centre);
}

/** Lateral film, mm: femoral heads, S1 endplate, C2 … L5 bodies (anterior is +u). */
function lateralPointsOf(anatomy: SpineAnatomy): Map<string, Point> {
  const pelvis = lateralPelvisOf(anatomy);
  const points = new Map<string, Point>();
  const [near, far] = pelvis.femoralHeads;
  points.set('FH1', near);
  points.set('FH2', far);
  const s1 = pelvis.sacrum[0];
  if (s1 === undefined) throw new Error('The lateral sacrum has no S1 segment');
  points.set('S1a', boxCornerOf(s1, 1, -1));
  points.set('S1p', boxCornerOf(s1, -1, -1));
  for (const name of levelsFrom(anatomy, FIRST_LATERAL)) {
    addBody(points, name, lateralBodyOf(anatomy, anatomy.level(name)), ['a', 'p']);
  }
  return points;
}

/** AP film, mm: iliac crest tops, S1 endplate, C7 … L5 bodies (the patient's left is +u). */
function frontalPointsOf(anatomy: SpineAnatomy): Map<string, Point> {
  const points = new Map<string, Point>();
  points.set('ICl', ellipseTopOf(frontalIliacWingOf(anatomy, 1)));
  points.set('ICr', ellipseTopOf(frontalIliacWingOf(anatomy, -1)));
  const s1 = frontalSacrumOf(anatomy)[0];
  if (s1 === undefined) throw new Error('The frontal sacrum has no S1 segment');
  points.set('S1l', boxCornerOf(s1, 1, -1));
  points.set('S1r', boxCornerOf(s1, -1, -1));
  for (const name of levelsFrom(anatomy, FIRST_FRONTAL)) {
    addBody(points, name, frontalBodyOf(anatomy, anatomy.level(name)), ['l', 'r']);
  }
  return points;
}

import type { Point } from './geometry';
import { midpoint } from './geometry';
import { vertebraNames } from './landmarks';
import { known, unknown, type Measurement, type MetricUnit } from './measurement';

/** One film as the request carries it (schemas/alignment.ts validates it). */
export interface FilmInput {
  /** mm per pixel: one value, [row, column] (DICOM order: y then x), or null without calibration. */
  pixelSpacingMm: number | readonly [row: number, column: number] | null;
  /**
   * Lateral: the direction the patient faces (default +x). Frontal: '+x' (default) is the
   * radiographic display, the patient's right on the image's left; '-x' is a mirrored display.
   */
  facing?: '+x' | '-x';
  points: Readonly<Partial<Record<string, readonly [number, number]>>>;
}

export type FilmKind = 'lateral' | 'frontal';

/**
 * A film in the engine's frame: every point converted to millimetres per axis before any angle
 * (CLINICAL §0: pixels may not be square), x mirrored when the film faces −x, so that +x is
 * anterior on a lateral film and the patient's left on a frontal one. Without calibration the
 * points stay in pixels: angles are still computed, lengths are not.
 */
export class Film {
  readonly calibrated: boolean;
  private readonly points: FilmInput['points'];
  private readonly xScale: number;
  private readonly yScale: number;

  constructor(
    readonly kind: FilmKind,
    input: FilmInput,
  ) {
    const spacing = input.pixelSpacingMm;
    this.calibrated = spacing !== null;
    const [row, column] =
      spacing === null ? [1, 1] : typeof spacing === 'number' ? [spacing, spacing] : spacing;
    this.xScale = input.facing === '-x' ? -column : column;
    this.yScale = row;
    // Points are converted when read: a measure reads fewer points than a full film holds.
    this.points = input.points;
  }

  /** A landmark in the engine's frame, or undefined when it was not placed. */
  get(name: string): Point | undefined {
    // Only the engine's own names are read, none of which an Object.prototype member shares.
    const point = this.points[name];
    return point === undefined ? undefined : [point[0] * this.xScale, point[1] * this.yScale];
  }
}

const NOWHERE: Point = [Number.NaN, Number.NaN];

/**
 * Reads landmarks for one measurement and remembers the missing ones, so that a parameter's
 * formula reads as the formula and its reason names exactly what is missing.
 */
export class LandmarkProbe {
  readonly missing: string[] = [];

  constructor(private readonly film: Film) {}

  /** A landmark, or NaN coordinates (the formula's result is then discarded) when missing. */
  at(name: string): Point {
    const point = this.film.get(name);
    if (point !== undefined) return point;
    this.missing.push(name);
    return NOWHERE;
  }

  /** The explicit centroid `${V}c`, else the mean of the four corners (reported as `${V}c`). */
  centroid(vertebra: string): Point {
    const names = vertebraNames(vertebra);
    const explicit = this.film.get(names.c);
    if (explicit !== undefined) return explicit;
    const lateral = this.film.kind === 'lateral';
    const a = this.film.get(lateral ? names.sa : names.sl);
    const b = this.film.get(lateral ? names.sp : names.sr);
    const c = this.film.get(lateral ? names.ia : names.il);
    const d = this.film.get(lateral ? names.ip : names.ir);
    if (a === undefined || b === undefined || c === undefined || d === undefined) {
      this.missing.push(names.c);
      return NOWHERE;
    }
    return [(a[0] + b[0] + c[0] + d[0]) / 4, (a[1] + b[1] + c[1] + d[1]) / 4];
  }

  /** HA, the hip axis: the midpoint of the two femoral head centres. */
  hipAxis(): Point {
    return midpoint(this.at('FH1'), this.at('FH2'));
  }

  /** M, the midpoint of the S1 superior endplate. */
  sacralMidpoint(): Point {
    return midpoint(this.at('S1a'), this.at('S1p'));
  }
}

/**
 * Runs one parameter's formula on a film: null with `needs-<kind>-film` without the film,
 * `missing-landmark` naming what is missing, `no-calibration` for a length on an uncalibrated
 * film, `undefined` when the formula gives no finite number.
 * @param film - the film, or undefined when the request has none of that kind
 * @param kind - the film the parameter is measured on
 * @param unit - DEGREE for angles, MM for lengths (which need calibration)
 * @param formula - the parameter's formula, reading landmarks through the probe
 */
export function measureOn(
  film: Film | undefined,
  kind: FilmKind,
  unit: MetricUnit,
  formula: (probe: LandmarkProbe) => number,
): Measurement {
  if (film === undefined) {
    return unknown(unit, {
      code: kind === 'lateral' ? 'needs-lateral-film' : 'needs-frontal-film',
    });
  }
  const probe = new LandmarkProbe(film);
  const value = formula(probe);
  if (probe.missing.length > 0) {
    return unknown(unit, { code: 'missing-landmark', landmarks: [...new Set(probe.missing)] });
  }
  if (unit === 'MM' && !film.calibrated) return unknown(unit, { code: 'no-calibration' });
  if (!Number.isFinite(value)) {
    return unknown(unit, { code: 'undefined', detail: 'landmarks coincide: no line or angle' });
  }
  return known(value, unit);
}

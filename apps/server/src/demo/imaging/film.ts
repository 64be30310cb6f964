/**
 * A film to draw a synthetic radiograph on: two layers of x-ray path length through soft tissue
 * and through bone, in millimetres of water equivalent, later turned into pixel values. Shapes
 * are given in millimetres: x from the image's vertical mid-line (positive to the right), y from
 * its top edge (positive downwards). Everything is plain typed-array arithmetic, so a full-size
 * image draws in tens of milliseconds.
 */
export class Film {
  readonly tissue: Float32Array;
  readonly bone: Float32Array;
  /** The image's width in millimetres. */
  readonly width: number;

  /**
   * @param columns - pixels across
   * @param rows - pixels down
   * @param mmPerPixel - the (square) pixel spacing
   */
  constructor(
    readonly columns: number,
    readonly rows: number,
    readonly mmPerPixel: number,
  ) {
    this.tissue = new Float32Array(columns * rows);
    this.bone = new Float32Array(columns * rows);
    this.width = columns * mmPerPixel;
  }

  /** The x, in mm, of the centre of a column. */
  xOf(column: number): number {
    return (column + 0.5) * this.mmPerPixel - this.width / 2;
  }

  /** The y, in mm, of the centre of a row. */
  yOf(row: number): number {
    return (row + 0.5) * this.mmPerPixel;
  }

  /** The columns (first, last) that cover x ± reach, clipped to the image. */
  columnsAround(x: number, reach: number): [number, number] {
    const first = Math.floor((x - reach + this.width / 2) / this.mmPerPixel);
    const last = Math.ceil((x + reach + this.width / 2) / this.mmPerPixel);
    return [Math.max(0, first), Math.min(this.columns - 1, last)];
  }

  /** The rows (first, last) that cover y ± reach, clipped to the image. */
  rowsAround(y: number, reach: number): [number, number] {
    const first = Math.floor((y - reach) / this.mmPerPixel);
    const last = Math.ceil((y + reach) / this.mmPerPixel);
    return [Math.max(0, first), Math.min(this.rows - 1, last)];
  }
}

/** Which layer a shape attenuates: tissue (skin, muscle, organs, air as negative) or bone. */
export type Layer = 'tissue' | 'bone';

/**
 * An ellipsoid or a rounded box seen by the x-ray beam. Its projected thickness is greatest at
 * its centre and falls to zero at its outline, so edges come out soft without any blur pass.
 */
export interface Blob {
  layer: Layer;
  /** Centre, mm. */
  x: number;
  y: number;
  halfWidth: number;
  halfHeight: number;
  /** Radians; positive turns the shape's vertical axis towards +x at its bottom. */
  angle?: number;
  /** False: an ellipse; true: a rounded box (vertebral bodies). */
  boxy?: boolean;
  /** Path length through the centre, mm, times the material's density relative to water. */
  thickness: number;
  /**
   * Share of the half-axes that is dense shell (cortical bone), 0 to 1: the inside then
   * attenuates `marrow` times as much as the shell, which draws the bright rim bones have.
   */
  cortex?: number;
  marrow?: number;
}

/** Projected thickness, 0 to 1, at normalised radius² (ellipse) or radius⁴ (box). */
function profile(radiusPower: number, boxy: boolean): number {
  if (radiusPower >= 1) return 0;
  return boxy ? Math.sqrt(Math.sqrt(1 - radiusPower)) : Math.sqrt(1 - radiusPower);
}

export function addBlob(film: Film, blob: Blob): void {
  const layer = film[blob.layer];
  const angle = blob.angle ?? 0;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const boxy = blob.boxy ?? false;
  const cortex = blob.cortex ?? 0;
  const marrow = blob.marrow ?? 1;
  // The inner shape's radius power is the outer one scaled by 1 / (1 - cortex)^power.
  const innerScale = cortex > 0 ? 1 / (1 - cortex) ** (boxy ? 4 : 2) : 0;
  const reach = Math.max(blob.halfWidth, blob.halfHeight) * (boxy ? Math.SQRT2 : 1);
  const [firstColumn, lastColumn] = film.columnsAround(blob.x, reach);
  const [firstRow, lastRow] = film.rowsAround(blob.y, reach);
  const a2 = 1 / (blob.halfWidth * blob.halfWidth);
  const b2 = 1 / (blob.halfHeight * blob.halfHeight);
  const firstX = film.xOf(firstColumn) - blob.x;
  for (let row = firstRow; row <= lastRow; row++) {
    const dy = film.yOf(row) - blob.y;
    const offset = row * film.columns;
    // u and v change by a constant step from one column to the next.
    let u = firstX * cos + dy * sin;
    let v = -firstX * sin + dy * cos;
    const uStep = film.mmPerPixel * cos;
    const vStep = -film.mmPerPixel * sin;
    for (let column = firstColumn; column <= lastColumn; column++, u += uStep, v += vStep) {
      const uu = u * u * a2;
      const vv = v * v * b2;
      const power = boxy ? uu * uu + vv * vv : uu + vv;
      if (power >= 1) continue;
      let amount = profile(power, boxy);
      if (cortex > 0) {
        const inner = (1 - cortex) * profile(power * innerScale, boxy);
        amount += (marrow - 1) * inner;
      }
      layer[offset + column] = (layer[offset + column] ?? 0) + blob.thickness * amount;
    }
  }
}

/** A tube along a polyline (ribs, femoral shafts, processes): a hollow cylinder's chord. */
export interface Rod {
  layer: Layer;
  /** The points the rod's axis goes through, mm. */
  points: readonly (readonly [number, number])[];
  radius: number;
  /** Path length through the axis, per mm of diameter, relative to water. */
  density: number;
  /** Share of the radius that is cortical shell; the inside counts `marrow` times as dense. */
  cortex?: number;
  marrow?: number;
}

export function addRod(film: Film, rod: Rod): void {
  for (let index = 1; index < rod.points.length; index++) {
    const start = rod.points[index - 1];
    const end = rod.points[index];
    if (start === undefined || end === undefined) continue;
    // Half-open segments, [start, end): joints are not counted twice.
    addSegment(film, rod, start, end, index === rod.points.length - 1);
  }
}

function addSegment(
  film: Film,
  rod: Rod,
  [x1, y1]: readonly [number, number],
  [x2, y2]: readonly [number, number],
  last: boolean,
): void {
  const layer = film[rod.layer];
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length2 = dx * dx + dy * dy;
  if (length2 === 0) return;
  const radius = rod.radius;
  const cortex = rod.cortex ?? 0;
  const marrow = rod.marrow ?? 1;
  const innerRadius = radius * (1 - cortex);
  const [firstColumn, lastColumn] = film.columnsAround((x1 + x2) / 2, Math.abs(dx) / 2 + radius);
  const [firstRow, lastRow] = film.rowsAround((y1 + y2) / 2, Math.abs(dy) / 2 + radius);
  for (let row = firstRow; row <= lastRow; row++) {
    const py = film.yOf(row) - y1;
    const offset = row * film.columns;
    for (let column = firstColumn; column <= lastColumn; column++) {
      const px = film.xOf(column) - x1;
      const t = (px * dx + py * dy) / length2;
      if (t < 0 || t > 1 || (t === 1 && !last)) continue;
      const ex = px - t * dx;
      const ey = py - t * dy;
      const distance2 = ex * ex + ey * ey;
      if (distance2 >= radius * radius) continue;
      let chord = 2 * Math.sqrt(radius * radius - distance2);
      if (cortex > 0 && distance2 < innerRadius * innerRadius) {
        chord += (marrow - 1) * 2 * Math.sqrt(innerRadius * innerRadius - distance2);
      }
      layer[offset + column] = (layer[offset + column] ?? 0) + rod.density * chord;
    }
  }
}

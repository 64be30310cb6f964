import type { RawSamples } from './native-frame';
import { storedValues, type PixelSamples } from './stored-values';

export interface Reduced {
  data: PixelSamples;
  rows: number;
  columns: number;
}

/**
 * The whole factor by which a frame of `rows` × `columns` can shrink and still cover `longEdge`:
 * 1 when it is not at least twice as large. Rendering then works on `factor`² fewer samples.
 */
export function reductionFactor(rows: number, columns: number, longEdge: number): number {
  return Math.max(1, Math.floor(Math.max(rows, columns) / Math.max(1, longEdge)));
}

/**
 * `storedValues` and a box-average reduction by `factor` in one pass (issue 14): a 10 000 ×
 * 10 000 frame shown at 2048 px is windowed and scaled from 2500 × 2500 averages instead of
 * 100 M samples, so its renders cost a fraction. Each output sample is the rounded mean of the
 * stored values of its `factor` × `factor` box (fewer at the right and bottom edges); samples
 * stay interleaved (colour keeps its channels apart). A factor of 1 is `storedValues` itself.
 */
export function reducedStoredValues(
  raw: RawSamples | Int16Array,
  module: {
    rows: number;
    columns: number;
    samplesPerPixel: number;
    bitsAllocated: number;
    bitsStored: number;
    signed: boolean;
  },
  factor: number,
): Reduced {
  const { rows, columns, bitsAllocated, bitsStored, signed } = module;
  if (factor <= 1) {
    return { data: storedValues(raw, bitsAllocated, bitsStored, signed), rows, columns };
  }
  const samples = module.samplesPerPixel;
  const outRows = Math.ceil(rows / factor);
  const outColumns = Math.ceil(columns / factor);
  const out = storedValues(new Uint8Array(0), bitsAllocated, bitsStored, signed);
  const data = new (out.constructor as new (length: number) => PixelSamples)(
    outRows * outColumns * samples,
  );
  const sums = new Float64Array(outColumns * samples);
  const valueOf = storedValueOf(bitsAllocated, bitsStored, signed);
  for (let band = 0; band < outRows; band += 1) {
    sums.fill(0);
    const firstRow = band * factor;
    const lastRow = Math.min(rows, firstRow + factor);
    for (let row = firstRow; row < lastRow; row += 1) {
      const rowStart = row * columns * samples;
      if (samples === 1) addRow(raw, rowStart, columns, factor, valueOf, sums);
      else addInterleavedRow(raw, rowStart, columns, samples, factor, valueOf, sums);
    }
    const start = band * outColumns * samples;
    for (let box = 0; box < outColumns; box += 1) {
      const count = (lastRow - firstRow) * (Math.min(columns, (box + 1) * factor) - box * factor);
      for (let s = 0; s < samples; s += 1) {
        data[start + box * samples + s] = Math.round((sums[box * samples + s] as number) / count);
      }
    }
  }
  return { data, rows: outRows, columns: outColumns };
}

/** The stored value of a raw sample: masked to Bits Stored, sign-extended (`storedValues`). */
function storedValueOf(
  bitsAllocated: number,
  bitsStored: number,
  signed: boolean,
): (raw: number) => number {
  if (bitsStored === bitsAllocated && !signed) return (raw) => raw;
  const mask = 2 ** bitsStored - 1;
  if (!signed) return (raw) => raw & mask;
  const signBit = 2 ** (bitsStored - 1);
  const range = 2 ** bitsStored;
  return (raw) => {
    const value = raw & mask;
    return value >= signBit ? value - range : value;
  };
}

/** Adds one row of single samples to its boxes' sums. */
function addRow(
  raw: ArrayLike<number>,
  rowStart: number,
  columns: number,
  factor: number,
  valueOf: (raw: number) => number,
  sums: Float64Array,
): void {
  let at = rowStart;
  const rowEnd = rowStart + columns;
  for (let box = 0; at < rowEnd; box += 1) {
    const end = Math.min(rowEnd, at + factor);
    let sum = 0;
    for (; at < end; at += 1) sum += valueOf(raw[at] as number);
    sums[box] = (sums[box] as number) + sum;
  }
}

/** Adds one row of interleaved samples (colour) to its boxes' sums, channel by channel. */
function addInterleavedRow(
  raw: ArrayLike<number>,
  rowStart: number,
  columns: number,
  samples: number,
  factor: number,
  valueOf: (raw: number) => number,
  sums: Float64Array,
): void {
  for (let column = 0; column < columns; column += 1) {
    const box = Math.floor(column / factor);
    for (let s = 0; s < samples; s += 1) {
      const slot = box * samples + s;
      sums[slot] = (sums[slot] as number) + valueOf(raw[rowStart + column * samples + s] as number);
    }
  }
}

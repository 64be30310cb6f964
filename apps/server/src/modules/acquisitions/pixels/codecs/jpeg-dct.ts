// JPEG sequential DCT with Huffman coding (ITU T.81 processes 1, 2 and 4), written here because
// the libjpeg-turbo build we ship decodes 8-bit samples only, and 12-bit "JPEG Extended"
// (1.2.840.10008.1.2.4.51) is common in older CR and DX archives. 8-bit streams still go to
// libjpeg-turbo, which is faster; this one is used for 12-bit. No colour transform: the samples
// come out as coded, interleaved and upsampled to the full image size.

import { CorruptCodestream } from './codec-output';
import { BitReader, type HuffmanTable } from './jpeg-huffman';
import { inverseDct, prescaledTable } from './jpeg-idct';
import {
  readFrame,
  readHuffmanTables,
  readQuantTables,
  readScan,
  uint16,
  type Component,
  type Frame,
} from './jpeg-segments';

/** Natural (row-major) index of each coefficient in zig-zag order, diagonal by diagonal. */
const ZIGZAG = (() => {
  const order = new Int32Array(64);
  let next = 0;
  for (let diagonal = 0; diagonal < 15; diagonal += 1) {
    const low = Math.max(0, diagonal - 7);
    const high = Math.min(diagonal, 7);
    for (let i = 0; i <= high - low; i += 1) {
      // Even diagonals run up and to the right, odd ones down and to the left.
      const row = diagonal % 2 === 0 ? high - i : low + i;
      order[next] = row * 8 + (diagonal - row);
      next += 1;
    }
  }
  return order;
})();

export interface DctImage {
  columns: number;
  rows: number;
  components: number;
  precision: number;
  /** Samples interleaved by component, row by row. */
  samples: Uint16Array;
}

/**
 * Decodes a baseline or extended sequential (Huffman) JPEG bitstream of 8 or 12 bits whose frame
 * is `expected` in size (checked before any plane is allocated).
 */
export function decodeJpegDct(
  bytes: Uint8Array,
  expected: { rows: number; columns: number },
): DctImage {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new CorruptCodestream('not a JPEG bitstream');
  const quantTables: (Int32Array | undefined)[] = [];
  const dcTables: (HuffmanTable | undefined)[] = [];
  const acTables: (HuffmanTable | undefined)[] = [];
  let frame: Frame | null = null;
  let restartInterval = 0;
  let scans = 0;
  let at = 2;
  for (;;) {
    at = nextMarker(bytes, at);
    if (at < 0) break;
    const marker = bytes[at + 1] ?? 0;
    at += 2;
    if (marker === 0xd9) break; // EOI
    if (marker >= 0xd0 && marker <= 0xd8) continue; // stray RST or SOI: no segment
    const length = uint16(bytes, at);
    const segment = bytes.subarray(at + 2, at + length);
    if (length < 2 || at + length > bytes.length)
      throw new CorruptCodestream('truncated JPEG segment');
    switch (marker) {
      case 0xdb:
        readQuantTables(segment, quantTables);
        break;
      case 0xc4:
        readHuffmanTables(segment, dcTables, acTables);
        break;
      case 0xdd:
        restartInterval = uint16(segment, 0);
        break;
      case 0xc0:
      case 0xc1:
        if (frame !== null) throw new CorruptCodestream('a second JPEG frame header');
        frame = readFrame(segment, expected);
        break;
      case 0xda: {
        if (frame === null) throw new CorruptCodestream('scan before frame header');
        // Sequential JPEG codes each component in one scan: more scans can only be a corrupt
        // stream, and each would cost a whole frame's decoding.
        scans += 1;
        if (scans > frame.components.length) throw new CorruptCodestream('too many JPEG scans');
        const scan = readScan(segment, frame.components);
        const reader = new BitReader(bytes, at + length);
        decodeScan(reader, frame, scan, { quantTables, dcTables, acTables, restartInterval });
        at = reader.at;
        continue;
      }
      default:
        if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8) {
          throw new CorruptCodestream('only sequential Huffman JPEG is decoded here');
        }
    }
    at += length;
  }
  if (frame === null) throw new CorruptCodestream('no JPEG frame header');
  return interleave(frame);
}

/** Index of the next marker (0xff followed by neither 0x00 nor 0xff) at or after `from`. */
function nextMarker(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    const next = bytes[at + 1] ?? 0;
    if (bytes[at] === 0xff && next !== 0 && next !== 0xff) return at;
  }
  return -1;
}

interface Tables {
  quantTables: (Int32Array | undefined)[];
  dcTables: (HuffmanTable | undefined)[];
  acTables: (HuffmanTable | undefined)[];
  restartInterval: number;
}

function decodeScan(reader: BitReader, frame: Frame, scan: Component[], tables: Tables): void {
  const coefficients = new Float64Array(64);
  const workspace = new Float64Array(64);
  const max = (1 << frame.precision) - 1;
  const shift = 1 << (frame.precision - 1);
  const tablesOf = scan.map((component) => {
    const quant = tables.quantTables[component.quantTable];
    const dc = tables.dcTables[component.dcTable];
    const ac = tables.acTables[component.acTable];
    if (!quant || !dc || !ac) throw new CorruptCodestream('scan uses an undefined table');
    return { quant: prescaledTable(quant, ZIGZAG), dc, ac };
  });
  for (const component of scan) component.predictor = 0;

  const decodeBlock = (index: number, row: number, column: number) => {
    const component = scan[index] as Component;
    const { quant, dc, ac } = tablesOf[index] as (typeof tablesOf)[number];
    coefficients.fill(0);
    component.predictor += reader.receiveExtend(reader.decode(dc));
    coefficients[0] = component.predictor * (quant[0] ?? 0);
    for (let k = 1; k < 64;) {
      const symbol = reader.decode(ac);
      const run = symbol >> 4;
      const size = symbol & 15;
      if (size === 0) {
        if (run !== 15) break; // end of block
        k += 16;
        continue;
      }
      k += run;
      if (k > 63) break;
      const at = ZIGZAG[k] ?? 0;
      coefficients[at] = reader.receiveExtend(size) * (quant[k] ?? 0);
      k += 1;
    }
    inverseDct(coefficients, workspace);
    const stride = component.blocksPerLine * 8;
    const origin = row * 8 * stride + column * 8;
    for (let y = 0; y < 8; y += 1) {
      for (let x = 0; x < 8; x += 1) {
        const value = Math.round((workspace[y * 8 + x] ?? 0) + shift);
        component.plane[origin + y * stride + x] = value < 0 ? 0 : value > max ? max : value;
      }
    }
  };

  const single = scan.length === 1 ? (scan[0] as Component) : null;
  // A scan of one component codes its blocks in raster order over the component's own size.
  const blocksAcross = single
    ? Math.ceil(Math.ceil((frame.columns * single.h) / frame.hMax) / 8)
    : frame.mcusPerLine;
  const blocksDown = single
    ? Math.ceil(Math.ceil((frame.rows * single.v) / frame.vMax) / 8)
    : frame.mcusPerColumn;
  const total = blocksAcross * blocksDown;
  for (let mcu = 0; mcu < total; mcu += 1) {
    if (tables.restartInterval > 0 && mcu > 0 && mcu % tables.restartInterval === 0) {
      reader.restart();
      for (const component of scan) component.predictor = 0;
    }
    const mcuRow = Math.floor(mcu / blocksAcross);
    const mcuColumn = mcu % blocksAcross;
    if (single) {
      decodeBlock(0, mcuRow, mcuColumn);
      continue;
    }
    scan.forEach((component, index) => {
      for (let v = 0; v < component.v; v += 1) {
        for (let h = 0; h < component.h; h += 1) {
          decodeBlock(index, mcuRow * component.v + v, mcuColumn * component.h + h);
        }
      }
    });
  }
}

/** Crops each component plane to the image, upsamples subsampled ones, interleaves. */
function interleave(frame: Frame): DctImage {
  const { columns, rows, components } = frame;
  const samples = new Uint16Array(columns * rows * components.length);
  components.forEach((component, c) => {
    const stride = component.blocksPerLine * 8;
    for (let y = 0; y < rows; y += 1) {
      const sourceRow = Math.floor((y * component.v) / frame.vMax) * stride;
      for (let x = 0; x < columns; x += 1) {
        const sourceColumn = Math.floor((x * component.h) / frame.hMax);
        samples[(y * columns + x) * components.length + c] =
          component.plane[sourceRow + sourceColumn] ?? 0;
      }
    }
  });
  return { columns, rows, components: components.length, precision: frame.precision, samples };
}

import { CorruptCodestream } from './codec-output';
import { huffmanTable, type HuffmanTable } from './jpeg-huffman';

// The marker segments the DCT decoder (jpeg-dct.ts) reads: quantisation and Huffman tables, the
// frame header (checked against the DICOM size before any plane is allocated) and scan headers.

export interface Component {
  id: number;
  h: number;
  v: number;
  quantTable: number;
  blocksPerLine: number;
  blocksPerColumn: number;
  plane: Uint16Array;
  dcTable: number;
  acTable: number;
  predictor: number;
}

export function readQuantTables(segment: Uint8Array, tables: (Int32Array | undefined)[]): void {
  let at = 0;
  while (at < segment.length) {
    const info = segment[at] ?? 0;
    const wide = info >> 4 === 1;
    const table = new Int32Array(64);
    at += 1;
    for (let k = 0; k < 64; k += 1) {
      table[k] = wide ? uint16(segment, at + 2 * k) : (segment[at + k] ?? 0);
    }
    at += wide ? 128 : 64;
    if (at > segment.length) throw new CorruptCodestream('truncated quantisation table');
    tables[info & 3] = table;
  }
}

export function readHuffmanTables(
  segment: Uint8Array,
  dcTables: (HuffmanTable | undefined)[],
  acTables: (HuffmanTable | undefined)[],
): void {
  let at = 0;
  while (at + 17 <= segment.length) {
    const info = segment[at] ?? 0;
    const counts = segment.subarray(at + 1, at + 17);
    const total = counts.reduce((sum, count) => sum + count, 0);
    const values = segment.subarray(at + 17, at + 17 + total);
    if (values.length !== total) throw new CorruptCodestream('truncated Huffman table');
    (info >> 4 === 0 ? dcTables : acTables)[info & 3] = huffmanTable(counts, values);
    at += 17 + total;
  }
}

export function readFrame(segment: Uint8Array, expected: { rows: number; columns: number }) {
  const precision = segment[0] ?? 0;
  const rows = uint16(segment, 1);
  const columns = uint16(segment, 3);
  const count = segment[5] ?? 0;
  if (rows !== expected.rows || columns !== expected.columns) {
    throw new CorruptCodestream('JPEG frame size differs from the DICOM header');
  }
  if (rows === 0 || columns === 0 || count < 1 || count > 4 || segment.length < 6 + 3 * count) {
    throw new CorruptCodestream('unsupported JPEG frame header');
  }
  if (precision !== 8 && precision !== 12)
    throw new CorruptCodestream('JPEG precision must be 8 or 12');
  const specs = Array.from({ length: count }, (_, i) => ({
    id: segment[6 + 3 * i] ?? 0,
    h: (segment[7 + 3 * i] ?? 0) >> 4,
    v: (segment[7 + 3 * i] ?? 0) & 15,
    quantTable: (segment[8 + 3 * i] ?? 0) & 3,
  }));
  const hMax = Math.max(...specs.map((spec) => spec.h));
  const vMax = Math.max(...specs.map((spec) => spec.v));
  if (specs.some((spec) => spec.h < 1 || spec.h > 4 || spec.v < 1 || spec.v > 4)) {
    throw new CorruptCodestream('invalid JPEG sampling factors');
  }
  const mcusPerLine = Math.ceil(columns / (8 * hMax));
  const mcusPerColumn = Math.ceil(rows / (8 * vMax));
  const components = specs.map((spec): Component => {
    const blocksPerLine = mcusPerLine * spec.h;
    const blocksPerColumn = mcusPerColumn * spec.v;
    return {
      ...spec,
      blocksPerLine,
      blocksPerColumn,
      plane: new Uint16Array(blocksPerLine * blocksPerColumn * 64),
      dcTable: 0,
      acTable: 0,
      predictor: 0,
    };
  });
  return { columns, rows, precision, components, hMax, vMax, mcusPerLine, mcusPerColumn };
}

export function readScan(segment: Uint8Array, frameComponents: Component[]): Component[] {
  const count = segment[0] ?? 0;
  if (count < 1 || count > 4 || segment.length < 1 + 2 * count + 3) {
    throw new CorruptCodestream('invalid JPEG scan header');
  }
  return Array.from({ length: count }, (_, i) => {
    const component = frameComponents.find((c) => c.id === segment[1 + 2 * i]);
    if (component === undefined) throw new CorruptCodestream('scan names an unknown component');
    const tables = segment[2 + 2 * i] ?? 0;
    component.dcTable = tables >> 4;
    component.acTable = tables & 15;
    return component;
  });
}

export type Frame = ReturnType<typeof readFrame>;

export function uint16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

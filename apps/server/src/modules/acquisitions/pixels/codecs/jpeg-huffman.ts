import { CorruptCodestream } from './codec-output';

// Entropy decoding for the DCT decoder (jpeg-dct.ts): canonical Huffman tables (T.81 Annex C)
// with a 9-bit lookup that resolves most codes in one step, and a bit reader that undoes byte
// stuffing and feeds zeros, without moving, once it reaches a marker.

const LOOKUP_BITS = 9;

export interface HuffmanTable {
  /** For each 9-bit prefix, (code length << 8) | value, or 0 when the code is longer. */
  lookup: Uint16Array;
  /** Largest code of each length (-1 if none), and the value index of its smallest code. */
  maxCode: Int32Array;
  valueOffset: Int32Array;
  values: Uint8Array;
}

/** Builds a table from the DHT segment's 16 code counts and its values. */
export function huffmanTable(counts: Uint8Array, values: Uint8Array): HuffmanTable {
  const lookup = new Uint16Array(1 << LOOKUP_BITS);
  const maxCode = new Int32Array(18).fill(-1);
  const valueOffset = new Int32Array(18);
  let code = 0;
  let index = 0;
  for (let length = 1; length <= 16; length += 1) {
    const count = counts[length - 1] ?? 0;
    valueOffset[length] = index - code;
    for (let i = 0; i < count && length <= LOOKUP_BITS; i += 1) {
      const first = (code + i) << (LOOKUP_BITS - length);
      const entry = (length << 8) | (values[index + i] ?? 0);
      lookup.fill(entry, first, first + (1 << (LOOKUP_BITS - length)));
    }
    code += count;
    index += count;
    if (count > 0) maxCode[length] = code - 1;
    // More codes of a length than it can hold make every longer code invalid.
    if (code > 1 << length) throw new CorruptCodestream('invalid Huffman table');
    code <<= 1;
  }
  return { lookup, maxCode, valueOffset, values };
}

export class BitReader {
  private buffer = 0;
  private count = 0;

  constructor(
    private readonly bytes: Uint8Array,
    /** Next byte to read; never moves past a marker. */
    public at: number,
  ) {}

  /** The next Huffman-coded symbol. */
  decode(table: HuffmanTable): number {
    if (this.count < 16) this.fill();
    const entry = table.lookup[(this.buffer >>> (this.count - LOOKUP_BITS)) & 0x1ff] ?? 0;
    if (entry !== 0) {
      this.count -= entry >> 8;
      return entry & 0xff;
    }
    for (let length = LOOKUP_BITS + 1; length <= 16; length += 1) {
      const code = (this.buffer >>> (this.count - length)) & ((1 << length) - 1);
      if (code <= (table.maxCode[length] ?? -1)) {
        this.count -= length;
        const value = table.values[code + (table.valueOffset[length] ?? 0)];
        if (value === undefined) break;
        return value;
      }
    }
    throw new CorruptCodestream('invalid Huffman code');
  }

  /** Reads a `size`-bit magnitude and extends it to a signed value (T.81 F.2.2.1). */
  receiveExtend(size: number): number {
    if (size === 0) return 0;
    if (this.count < size) this.fill();
    this.count -= size;
    const value = (this.buffer >>> this.count) & ((1 << size) - 1);
    return value < 1 << (size - 1) ? value - (1 << size) + 1 : value;
  }

  /** A restart marker ends an interval: drop the buffered bits and step over the marker. */
  restart(): void {
    this.buffer = 0;
    this.count = 0;
    const { bytes } = this;
    while (this.at + 1 < bytes.length) {
      const second = bytes[this.at + 1] ?? 0;
      if (bytes[this.at] === 0xff && second >= 0xd0 && second <= 0xd7) {
        this.at += 2;
        return;
      }
      this.at += 1;
    }
  }

  /** Tops the buffer up to at least 25 bits (32-bit arithmetic drops the consumed ones). */
  private fill(): void {
    while (this.count <= 24) {
      this.buffer = (this.buffer << 8) | this.nextByte();
      this.count += 8;
    }
  }

  private nextByte(): number {
    const { bytes } = this;
    if (this.at >= bytes.length) return 0;
    const byte = bytes[this.at] ?? 0;
    if (byte !== 0xff) {
      this.at += 1;
      return byte;
    }
    if (bytes[this.at + 1] === 0) {
      this.at += 2;
      return 0xff;
    }
    return 0; // a marker: leave it for the caller
  }
}

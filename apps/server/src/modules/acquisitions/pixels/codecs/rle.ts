import { CorruptCodestream } from './codec-output';

// RLE Lossless (1.2.840.10008.1.2.5), DICOM PS3.5 Annex G: a frame is one fragment holding a
// 64-byte header (segment count, then up to 15 segment offsets) and PackBits-coded segments, one
// per byte plane: for each sample, its most significant byte first.

export interface RleGeometry {
  rows: number;
  columns: number;
  samplesPerPixel: number;
  bitsAllocated: number;
}

/** Decodes one RLE frame to samples interleaved by pixel, as unsigned bit patterns. */
export function decodeRle(
  fragment: Uint8Array,
  geometry: RleGeometry,
): Uint8Array | Uint16Array | Uint32Array {
  const { rows, columns, samplesPerPixel, bitsAllocated } = geometry;
  const bytesPerSample = bitsAllocated / 8;
  if (![1, 2, 4].includes(bytesPerSample))
    throw new CorruptCodestream('RLE needs 8, 16 or 32 bits allocated');
  if (fragment.length < 64) throw new CorruptCodestream('the RLE header is truncated');
  const header = new DataView(fragment.buffer, fragment.byteOffset, 64);
  const segmentCount = header.getUint32(0, true);
  if (segmentCount !== samplesPerPixel * bytesPerSample) {
    throw new CorruptCodestream('the RLE segment count does not match the pixel description');
  }
  const offsets = Array.from({ length: segmentCount }, (_, i) => header.getUint32(4 + 4 * i, true));
  const pixels = rows * columns;
  const planes = offsets.map((start, i) => {
    const end = i + 1 < segmentCount ? (offsets[i + 1] ?? 0) : fragment.length;
    if (start < 64 || end < start || end > fragment.length) {
      throw new CorruptCodestream('the RLE segment offsets are out of range');
    }
    return unpackBits(fragment.subarray(start, end), pixels);
  });

  const plane = (segment: number) => planes[segment] as Uint8Array;
  if (bytesPerSample === 1) {
    if (samplesPerPixel === 1) return plane(0);
    const samples = new Uint8Array(pixels * samplesPerPixel);
    for (let s = 0; s < samplesPerPixel; s += 1) {
      const source = plane(s);
      for (let i = 0; i < pixels; i += 1) samples[i * samplesPerPixel + s] = source[i] ?? 0;
    }
    return samples;
  }
  if (bytesPerSample === 2 && samplesPerPixel === 1) {
    // The common radiograph: one pass joining the two byte planes.
    const high = plane(0);
    const low = plane(1);
    const samples = new Uint16Array(pixels);
    for (let i = 0; i < pixels; i += 1) samples[i] = ((high[i] ?? 0) << 8) | (low[i] ?? 0);
    return samples;
  }
  const samples =
    bytesPerSample === 2
      ? new Uint16Array(pixels * samplesPerPixel)
      : new Uint32Array(pixels * samplesPerPixel);
  for (let s = 0; s < samplesPerPixel; s += 1) {
    for (let b = 0; b < bytesPerSample; b += 1) {
      const source = plane(s * bytesPerSample + b);
      // Place value of this byte: 2^24 would overflow 32-bit shifts, so multiply.
      const weight = 2 ** (8 * (bytesPerSample - 1 - b));
      for (let i = 0; i < pixels; i += 1) {
        const at = i * samplesPerPixel + s;
        samples[at] = (samples[at] ?? 0) + (source[i] ?? 0) * weight;
      }
    }
  }
  return samples;
}

/** PackBits: n ≥ 0 copies n + 1 bytes, n in −127…−1 repeats the next byte 1 − n times. */
function unpackBits(segment: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let read = 0;
  let written = 0;
  while (written < length && read < segment.length) {
    const header = segment[read] ?? 0;
    read += 1;
    if (header < 128) {
      const count = Math.min(header + 1, length - written, segment.length - read);
      out.set(segment.subarray(read, read + count), written);
      read += header + 1;
      written += count;
    } else if (header > 128) {
      const count = Math.min(257 - header, length - written);
      out.fill(segment[read] ?? 0, written, written + count);
      read += 1;
      written += count;
    }
    // 128 (−128) is a no-op.
  }
  if (written < length)
    throw new CorruptCodestream('an RLE segment ends before its byte plane is complete');
  return out;
}

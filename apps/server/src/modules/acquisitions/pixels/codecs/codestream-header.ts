// Reading the frame header of a codestream before handing it to a decoder lets us check its size
// against the DICOM header: a codestream that claims 60 000 × 60 000 pixels is refused here
// instead of making a decoder allocate gigabytes. It also tells which JPEG process made it, which
// is more reliable than the transfer syntax some writers get wrong.

export interface CodestreamHeader {
  /** The start-of-frame marker (0xffc0–0xffcf, 0xfff7 for JPEG-LS), or 0xff51 for JPEG 2000. */
  marker: number;
  precision: number;
  rows: number;
  columns: number;
  components: number;
}

const SOF_MARKERS = new Set([
  0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc9, 0xffca, 0xffcb, 0xffcd, 0xffce,
  0xffcf, 0xfff7,
]);

/** The frame header of a JPEG, JPEG lossless or JPEG-LS bitstream, or null if none is found. */
export function jpegFrameHeader(bitstream: Uint8Array): CodestreamHeader | null {
  if (bitstream.length < 4 || bitstream[0] !== 0xff || bitstream[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= bitstream.length) {
    if (bitstream[at] !== 0xff) return null;
    const marker = 0xff00 | (bitstream[at + 1] ?? 0);
    // Fill bytes (0xff 0xff) may precede a marker.
    if (marker === 0xffff) {
      at += 1;
      continue;
    }
    const length = readUint16(bitstream, at + 2);
    if (SOF_MARKERS.has(marker)) {
      if (at + 10 > bitstream.length) return null;
      return {
        marker,
        precision: bitstream[at + 4] ?? 0,
        rows: readUint16(bitstream, at + 5),
        columns: readUint16(bitstream, at + 7),
        components: bitstream[at + 9] ?? 0,
      };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The image and component size (SIZ) of a JPEG 2000 codestream, or null. */
export function j2kSizeHeader(codestream: Uint8Array): CodestreamHeader | null {
  if (codestream.length < 43 || readUint16(codestream, 0) !== 0xff4f) return null;
  if (readUint16(codestream, 2) !== 0xff51) return null;
  const width = readUint32(codestream, 8) - readUint32(codestream, 16);
  const height = readUint32(codestream, 12) - readUint32(codestream, 20);
  const components = readUint16(codestream, 40);
  // Ssiz: bit depth minus one in the low 7 bits, the sign in the high bit.
  const depth = ((codestream[42] ?? 0) & 0x7f) + 1;
  return { marker: 0xff51, precision: depth, rows: height, columns: width, components };
}

/**
 * DICOM asks for a bare codestream, but some writers wrap it in a JP2 file: return the contiguous
 * codestream box (`jp2c`) then, else the input unchanged.
 */
export function j2kCodestream(bitstream: Uint8Array): Uint8Array {
  const isJp2 = bitstream.length >= 12 && readUint32(bitstream, 4) === 0x6a502020; // 'jP  '
  if (!isJp2) return bitstream;
  let at = 0;
  while (at + 8 <= bitstream.length) {
    let length = readUint32(bitstream, at);
    const type = readUint32(bitstream, at + 4);
    let header = 8;
    if (length === 1) {
      // 64-bit box length; a codestream over 4 GB is not ours to decode anyway.
      if (at + 16 > bitstream.length || readUint32(bitstream, at + 8) !== 0) return bitstream;
      length = readUint32(bitstream, at + 12);
      header = 16;
    }
    if (type === 0x6a703263) {
      const end = length === 0 ? bitstream.length : at + length;
      return bitstream.subarray(at + header, Math.min(end, bitstream.length));
    }
    if (length < header) return bitstream;
    at += length;
  }
  return bitstream;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return (((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)) >>> 0;
}

function readUint32(bytes: Uint8Array, at: number): number {
  return (readUint16(bytes, at) * 0x10000 + readUint16(bytes, at + 2)) >>> 0;
}

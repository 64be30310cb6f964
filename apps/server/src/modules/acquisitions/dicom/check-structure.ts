import type { ReadBufferStream } from 'dcmjs';

// dcmjs clamps an element that runs past the end of the file to the bytes available, so a cut
// file would parse "successfully" with values missing. This walk reads only element headers
// (tag, VR, length) and skips every value, pixel data included, to prove the dataset is whole.

/** The length of a sequence or encapsulated pixel data that ends with a delimiter. */
export const UNDEFINED_LENGTH = 0xffffffff;
/** Explicit-VR element headers with these VRs have a 32-bit length after two reserved bytes. */
export const LONG_VRS = new Set([
  'OB',
  'OD',
  'OF',
  'OL',
  'OV',
  'OW',
  'SQ',
  'UC',
  'UN',
  'UR',
  'UT',
  'SV',
  'UV',
]);
const MAX_DEPTH = 32;

export const TRUNCATED = 'Truncated DICOM file: it ends in the middle of an element';
const CORRUPT = 'Corrupt DICOM file: malformed element structure';

class StructureError extends Error {}

/** Returns null when every element, item and fragment fits in the stream, else the problem. */
export function checkStructure(
  stream: ReadBufferStream,
  implicit: boolean,
  littleEndian: boolean,
): string | null {
  const start = stream.offset;
  stream.setEndian(littleEndian);
  try {
    walkElements(stream, implicit, null, 0);
    return null;
  } catch (error) {
    if (error instanceof StructureError) return error.message;
    throw error;
  } finally {
    stream.offset = start;
  }
}

function need(stream: ReadBufferStream, bytes: number): void {
  if (stream.endOffset - stream.offset < bytes) throw new StructureError(TRUNCATED);
}

/** Walks elements until the end of the stream or, inside an item, its delimitation item. */
function walkElements(
  stream: ReadBufferStream,
  implicit: boolean,
  inItem: boolean | null,
  depth: number,
): void {
  if (depth > MAX_DEPTH) throw new StructureError(CORRUPT);
  while (stream.offset < stream.endOffset) {
    need(stream, 8);
    const group = stream.readUint16();
    const element = stream.readUint16();
    if (group === 0xfffe) {
      stream.readUint32();
      if (element === 0xe00d && inItem) return;
      throw new StructureError(CORRUPT);
    }
    let length: number;
    let vr: string | null = null;
    if (implicit) {
      length = stream.readUint32();
    } else {
      vr = stream.readAsciiString(2);
      if (LONG_VRS.has(vr)) {
        stream.offset += 2;
        need(stream, 4);
        length = stream.readUint32();
      } else {
        length = stream.readUint16();
      }
    }
    if (length === UNDEFINED_LENGTH) {
      const pixelData = group === 0x7fe0 && element === 0x0010;
      // Items of an undefined-length UN are implicit VR little endian (PS3.5 6.2.2).
      walkItems(stream, pixelData ? null : implicit || vr === 'UN', depth + 1);
    } else {
      need(stream, length);
      stream.offset += length;
    }
  }
  if (inItem) throw new StructureError(TRUNCATED);
}

/** Items up to the sequence delimiter; `implicit` null means pixel data fragments (no nesting). */
function walkItems(stream: ReadBufferStream, implicit: boolean | null, depth: number): void {
  for (;;) {
    need(stream, 8);
    const group = stream.readUint16();
    const element = stream.readUint16();
    const length = stream.readUint32();
    if (group !== 0xfffe) throw new StructureError(CORRUPT);
    if (element === 0xe0dd) return;
    if (element !== 0xe000) throw new StructureError(CORRUPT);
    if (length === UNDEFINED_LENGTH) {
      if (implicit === null) throw new StructureError(CORRUPT);
      walkElements(stream, implicit, true, depth);
    } else {
      need(stream, length);
      stream.offset += length;
    }
  }
}

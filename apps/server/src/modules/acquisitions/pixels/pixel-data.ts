import dcmjs, { type DicomDataset } from 'dcmjs';
import {
  DEFLATED_LITTLE_ENDIAN,
  EXPLICIT_BIG_ENDIAN,
  EXPLICIT_LITTLE_ENDIAN,
  IMPLICIT_LITTLE_ENDIAN,
  readDataset,
} from '../dicom/read-dataset';
import { LONG_VRS, UNDEFINED_LENGTH } from '../dicom/check-structure';
import { inflateBoundedSync } from '../dicom/inflate';
import { PixelsUnavailable } from './pixels-unavailable';

// readDataset checks the file's structure and decodes its header but stops before the pixel
// data and keeps its stream to itself. To reach the pixel data we open the same dataset again,
// let dcmjs walk to the Pixel Data tag (nested icon images and all), then read that one element
// ourselves: dcmjs would copy the pixel bytes and splits fragments into frames only when a Basic
// Offset Table is present, where we want views and every DICOM frame layout.

const { ReadBufferStream, DicomMessage } = dcmjs.data;
// readDataset silences dcmjs's root logger, but the "validation.dcmjs" logger (VR guesses on
// implicit VR files, clamped lengths) keeps its own level and would log for every file we decode.
const loggers = dcmjs.log as unknown as {
  getLogger(name: string): { setLevel(level: string): void };
};
loggers.getLogger('validation.dcmjs').setLevel('silent');
const PIXEL_DATA = '7FE00010';

export interface Fragment {
  /** Offset of its item tag from the first fragment's, as the Basic Offset Table counts. */
  offset: number;
  bytes: Uint8Array;
}

export type PixelData =
  | { encapsulated: false; bytes: Uint8Array; littleEndian: boolean; vr: string }
  | { encapsulated: true; offsetTable: number[]; fragments: Fragment[] };

export interface PixelSource {
  transferSyntaxUid: string;
  dataset: DicomDataset;
  pixelData: PixelData | null;
}

/** The header and the (undecoded) Pixel Data element of a DICOM file. */
export function readPixelSource(bytes: Buffer): PixelSource {
  let read: ReturnType<typeof readDataset>;
  try {
    read = readDataset(bytes);
  } catch (error) {
    throw new PixelsUnavailable('The DICOM header cannot be read', { cause: error });
  }
  if (!read.ok) throw new PixelsUnavailable(read.message);
  const { transferSyntaxUid, dataset } = read;
  // dcmjs records the tag it stopped at (without its value): no entry, no pixel data.
  if (dataset[PIXEL_DATA] === undefined) return { transferSyntaxUid, dataset, pixelData: null };

  let data: Uint8Array = bytes.subarray(read.hasPreamble ? datasetStart(bytes) : 0);
  if (transferSyntaxUid === DEFLATED_LITTLE_ENDIAN) {
    // On a pool thread (decoding): the bounds, not the thread, are what matter here.
    data = inflateBoundedSync(data);
  }
  const syntax = datasetSyntax(transferSyntaxUid);
  const stream = new ReadBufferStream(data.buffer, null, {
    noCopy: true,
    start: data.byteOffset,
    stop: data.byteOffset + data.length,
  });
  const found = DicomMessage._read(stream, syntax, {
    ignoreErrors: false,
    untilTag: PIXEL_DATA,
    includeUntilTagValue: false,
  });
  if (found[PIXEL_DATA] === undefined) return { transferSyntaxUid, dataset, pixelData: null };
  // dcmjs stopped right after the Pixel Data tag: the VR (if explicit) and length come next.
  const element = readElement(
    data,
    stream.offset - data.byteOffset,
    syntax === IMPLICIT_LITTLE_ENDIAN,
    syntax !== EXPLICIT_BIG_ENDIAN,
  );
  return { transferSyntaxUid, dataset, pixelData: element };
}

/** Where the dataset starts after the file meta group (readDataset's own rule). */
function datasetStart(bytes: Buffer): number {
  const hasGroupLength =
    bytes.length >= 144 &&
    bytes.readUInt16LE(132) === 0x0002 &&
    bytes.readUInt16LE(134) === 0x0000 &&
    bytes.toString('latin1', 136, 138) === 'UL';
  if (hasGroupLength) return 144 + bytes.readUInt32LE(140);
  // No group length: step over the explicit VR little endian elements of group 0002.
  let at = 132;
  while (at + 8 <= bytes.length && bytes.readUInt16LE(at) === 0x0002) {
    const vr = bytes.toString('latin1', at + 4, at + 6);
    at += LONG_VRS.has(vr) ? 12 + bytes.readUInt32LE(at + 8) : 8 + bytes.readUInt16LE(at + 6);
  }
  return at;
}

/** Encapsulated (compressed) syntaxes encode the dataset in explicit VR little endian. */
function datasetSyntax(transferSyntaxUid: string): string {
  if (transferSyntaxUid === IMPLICIT_LITTLE_ENDIAN || transferSyntaxUid === EXPLICIT_BIG_ENDIAN) {
    return transferSyntaxUid;
  }
  return EXPLICIT_LITTLE_ENDIAN;
}

function readElement(
  data: Uint8Array,
  at: number,
  implicit: boolean,
  littleEndian: boolean,
): PixelData {
  const view = new DataView(data.buffer, data.byteOffset, data.length);
  const need = (end: number) => {
    if (end > data.length) throw new PixelsUnavailable('The pixel data is truncated');
  };
  let vr = 'OW';
  let length: number;
  if (implicit) {
    need(at + 4);
    length = view.getUint32(at, true);
    at += 4;
  } else {
    need(at + 4);
    vr = String.fromCharCode(data[at] ?? 0, data[at + 1] ?? 0);
    if (LONG_VRS.has(vr)) {
      need(at + 8);
      length = view.getUint32(at + 4, littleEndian);
      at += 8;
    } else {
      length = view.getUint16(at + 2, littleEndian);
      at += 4;
    }
  }
  if (length !== UNDEFINED_LENGTH) {
    need(at + length);
    return { encapsulated: false, bytes: data.subarray(at, at + length), littleEndian, vr };
  }
  return readFragments(data, view, at);
}

/** Items of encapsulated pixel data (always little endian): the offset table, then fragments. */
function readFragments(data: Uint8Array, view: DataView, at: number): PixelData {
  const items: Fragment[] = [];
  while (at + 8 <= data.length) {
    const group = view.getUint16(at, true);
    const element = view.getUint16(at + 2, true);
    const length = view.getUint32(at + 4, true);
    if (group !== 0xfffe) break;
    if (element === 0xe0dd) break;
    if (element !== 0xe000 || at + 8 + length > data.length) {
      throw new PixelsUnavailable('The encapsulated pixel data is malformed');
    }
    items.push({ offset: at, bytes: data.subarray(at + 8, at + 8 + length) });
    at += 8 + length;
  }
  const [table, ...fragments] = items;
  if (table === undefined) throw new PixelsUnavailable('The encapsulated pixel data is empty');
  const first = fragments[0]?.offset ?? 0;
  const offsetTable: number[] = [];
  const tableView = new DataView(table.bytes.buffer, table.bytes.byteOffset, table.bytes.length);
  for (let i = 0; i + 4 <= table.bytes.length; i += 4)
    offsetTable.push(tableView.getUint32(i, true));
  return {
    encapsulated: true,
    offsetTable,
    fragments: fragments.map((fragment) => ({ ...fragment, offset: fragment.offset - first })),
  };
}

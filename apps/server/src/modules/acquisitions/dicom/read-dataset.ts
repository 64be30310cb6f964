import dcmjs, { type DicomDataset, type ReadBufferStream } from 'dcmjs';
import { checkStructure } from './check-structure';
import { inflateBounded, inflateBoundedSync } from './inflate';

// dcmjs logs every recovered oddity through loglevel; an upload endpoint must not spam the log.
dcmjs.log.setLevel('silent');

const { ReadBufferStream: Stream, DicomMessage } = dcmjs.data;

export const IMPLICIT_LITTLE_ENDIAN = '1.2.840.10008.1.2';
export const EXPLICIT_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
export const DEFLATED_LITTLE_ENDIAN = '1.2.840.10008.1.2.1.99';
export const EXPLICIT_BIG_ENDIAN = '1.2.840.10008.1.2.2';

const PIXEL_DATA = '7FE00010';
const VALID_VRS = new Set(
  'AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV'.split(
    ' ',
  ),
);

export type DatasetRead =
  | {
      ok: true;
      transferSyntaxUid: string;
      meta: DicomDataset;
      dataset: DicomDataset;
      hasPreamble: boolean;
    }
  | { ok: false; message: string };

interface Prelude {
  /** At the dataset's first byte. */
  stream: ReadBufferStream;
  meta: DicomDataset;
  transferSyntaxUid: string | null;
  hasPreamble: boolean;
}

/**
 * The dataset of a file in the deflated transfer syntax, inflated within its bounds on libuv's
 * thread pool (`inflateBounded`), for `readDataset`; undefined for any other file, or one whose
 * meta cannot be read (`readDataset` then says why). Rejects with InflationRefused past the
 * bounds, or with zlib's error when the stream is corrupt.
 */
export async function inflatedDatasetOf(bytes: Buffer): Promise<Buffer | undefined> {
  let prelude: Prelude;
  try {
    prelude = readPrelude(bytes);
  } catch {
    return undefined;
  }
  if (prelude.transferSyntaxUid !== DEFLATED_LITTLE_ENDIAN) return undefined;
  return await inflateBounded(bytes.subarray(prelude.stream.offset));
}

/**
 * Reads the file meta, checks the dataset's element structure is whole (headers only), then lets
 * dcmjs decode the elements up to, not including, the pixel data value: pixel bytes are never
 * copied. Throws on malformed input; the caller turns that into a 400. A deflated dataset is
 * inflated here, on this thread, unless `inflated` (`inflatedDatasetOf`) is given; past its
 * bounds this throws InflationRefused.
 */
export function readDataset(bytes: Buffer, inflated?: Buffer): DatasetRead {
  const prelude = readPrelude(bytes);
  const { meta, transferSyntaxUid, hasPreamble } = prelude;
  let { stream } = prelude;
  if (transferSyntaxUid === null) return { ok: false, message: 'Unknown transfer syntax' };

  if (transferSyntaxUid === DEFLATED_LITTLE_ENDIAN) {
    // Inflated with bounds, rather than by dcmjs's unbounded deflate stream.
    const dataset = inflated ?? inflateBoundedSync(bytes.subarray(stream.offset));
    stream =
      dataset.byteOffset === 0
        ? new Stream(dataset.buffer, null, { noCopy: true, stop: dataset.length })
        : new Stream(new Uint8Array(dataset).buffer, null, { noCopy: true });
  }
  const syntax = datasetSyntax(transferSyntaxUid);
  const problem = checkStructure(
    stream,
    syntax === IMPLICIT_LITTLE_ENDIAN,
    syntax !== EXPLICIT_BIG_ENDIAN,
  );
  if (problem !== null) return { ok: false, message: problem };
  const dataset = DicomMessage._read(stream, syntax, {
    ignoreErrors: false,
    untilTag: PIXEL_DATA,
    includeUntilTagValue: false,
  });
  return { ok: true, transferSyntaxUid, meta, dataset, hasPreamble };
}

/** The file meta and the transfer syntax, with a stream at the dataset's start. */
function readPrelude(bytes: Buffer): Prelude {
  // dcmjs reads an ArrayBuffer (or shared memory, `AlignedBytes`) from its start up to `stop`: a
  // Buffer at the start of its memory is read in place, whatever follows it there. Only small
  // pooled Buffers start further in, and those are cheap to copy.
  const stream =
    bytes.byteOffset === 0 && bytes.length > 0
      ? new Stream(bytes.buffer, null, { noCopy: true, stop: bytes.length })
      : new Stream(new Uint8Array(bytes).buffer, null, { noCopy: true });

  const hasPreamble = bytes.length >= 132 && bytes.toString('latin1', 128, 132) === 'DICM';
  let meta: DicomDataset = {};
  let transferSyntaxUid: string | null;
  if (hasPreamble) {
    stream.offset = 132;
    meta = readMeta(stream, bytes);
    transferSyntaxUid = firstString(meta['00020010']) ?? guessSyntax(bytes, stream.offset);
  } else {
    transferSyntaxUid = guessSyntax(bytes, 0);
  }
  return { stream, meta, transferSyntaxUid, hasPreamble };
}

/** Encapsulated (compressed) syntaxes encode the dataset in explicit VR little endian. */
function datasetSyntax(transferSyntaxUid: string): string {
  if (transferSyntaxUid === IMPLICIT_LITTLE_ENDIAN || transferSyntaxUid === EXPLICIT_BIG_ENDIAN) {
    return transferSyntaxUid;
  }
  return EXPLICIT_LITTLE_ENDIAN;
}

function readMeta(stream: ReadBufferStream, bytes: Buffer): DicomDataset {
  // The meta group is explicit VR little endian; its first element should give its length.
  const hasGroupLength =
    bytes.length >= 144 &&
    bytes.readUInt16LE(132) === 0x0002 &&
    bytes.readUInt16LE(134) === 0x0000 &&
    bytes.toString('latin1', 136, 138) === 'UL';
  if (hasGroupLength) {
    const metaLength = bytes.readUInt32LE(140);
    // The stream's memory may go on past the file: never read a length beyond it.
    if (metaLength > bytes.length - 144) throw new RangeError('The file meta is truncated');
    stream.offset = 144;
    return DicomMessage._read(stream.more(metaLength), EXPLICIT_LITTLE_ENDIAN, {
      ignoreErrors: false,
    });
  }
  // Older writers omit the group length: read group 0002 element by element, as dcmjs does.
  const start = stream.offset;
  const meta = DicomMessage._read(stream, EXPLICIT_LITTLE_ENDIAN, {
    untilTag: '00030000',
    stopOnGreaterTag: true,
    ignoreErrors: true,
  });
  if (Object.keys(meta).length === 0) stream.offset = start;
  return meta;
}

/** Files without meta (or without a transfer syntax in it): infer from the first element. */
function guessSyntax(bytes: Buffer, at: number): string | null {
  if (bytes.length < at + 8) return null;
  const explicit = VALID_VRS.has(bytes.toString('latin1', at + 4, at + 6));
  const littleGroup = bytes.readUInt16LE(at);
  if (littleGroup === 0x0008) return explicit ? EXPLICIT_LITTLE_ENDIAN : IMPLICIT_LITTLE_ENDIAN;
  if (bytes.readUInt16BE(at) === 0x0008 && explicit) return EXPLICIT_BIG_ENDIAN;
  return null;
}

export function firstString(element: DicomDataset[string]): string | null {
  const raw: unknown = element?._rawValue ?? element?.Value;
  const first: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return null;
  // UI values are padded with NUL, text values with spaces.
  const trimmed = first.replace(/[\0 ]+$/u, '').replace(/^ +/u, '');
  return trimmed === '' ? null : trimmed;
}

import type { CodecOutput, FrameGeometry } from './codecs/codec-output';
import { decodeJpeg } from './codecs/jpeg';
import { decodeJpegLs } from './codecs/jpeg-ls';
import { decodeJpeg2000 } from './codecs/jpeg2000';
import { decodeRle } from './codecs/rle';

export interface Codec {
  /** Names the compression in a PixelsUnavailable reason. */
  name: string;
  decode: (bitstream: Uint8Array, geometry: FrameGeometry) => CodecOutput | Promise<CodecOutput>;
  /** Whether a fragment begins a new frame, for multi-frame data without an offset table. */
  startsFrame: (fragment: Uint8Array) => boolean;
}

const startsWith = (fragment: Uint8Array, ...bytes: number[]) =>
  bytes.every((byte, i) => fragment[i] === byte);

const jpeg: Codec = {
  name: 'JPEG',
  decode: decodeJpeg,
  startsFrame: (fragment) => startsWith(fragment, 0xff, 0xd8),
};
const jpegLs: Codec = { ...jpeg, name: 'JPEG-LS', decode: decodeJpegLs };
const jpeg2000: Codec = {
  name: 'JPEG 2000',
  decode: decodeJpeg2000,
  // A bare codestream (SOC, SIZ) or a JP2 file (signature box).
  startsFrame: (fragment) =>
    startsWith(fragment, 0xff, 0x4f, 0xff, 0x51) ||
    startsWith(fragment, 0, 0, 0, 0x0c, 0x6a, 0x50, 0x20, 0x20),
};
const rle: Codec = {
  name: 'RLE',
  decode: (fragment, geometry) => ({ samples: decodeRle(fragment, geometry), rgb: false }),
  // PS3.5 A.4.2: each RLE frame is exactly one fragment.
  startsFrame: () => true,
};

/** Transfer syntaxes whose pixel data we decode: native ones, or the codec of encapsulated ones. */
export const TRANSFER_SYNTAXES: Readonly<Record<string, 'native' | Codec>> = {
  '1.2.840.10008.1.2': 'native',
  '1.2.840.10008.1.2.1': 'native',
  '1.2.840.10008.1.2.1.99': 'native',
  '1.2.840.10008.1.2.2': 'native',
  '1.2.840.10008.1.2.4.50': jpeg,
  '1.2.840.10008.1.2.4.51': jpeg,
  '1.2.840.10008.1.2.4.57': jpeg,
  '1.2.840.10008.1.2.4.70': jpeg,
  '1.2.840.10008.1.2.4.80': jpegLs,
  '1.2.840.10008.1.2.4.81': jpegLs,
  '1.2.840.10008.1.2.4.90': jpeg2000,
  '1.2.840.10008.1.2.4.91': jpeg2000,
  '1.2.840.10008.1.2.5': rle,
};

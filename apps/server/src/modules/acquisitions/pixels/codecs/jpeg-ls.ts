import { interleavePlanes } from '../colour';
import {
  copyUint16,
  CorruptCodestream,
  expectGeometry,
  expectSampleCount,
  type CodecOutput,
  type FrameGeometry,
} from './codec-output';
import { jpegFrameHeader } from './codestream-header';
import { charLS, runDecoder } from './wasm-codecs';

const JPEG_LS_FRAME = 0xfff7;

/** JPEG-LS lossless and near-lossless (…4.80, …4.81) through CharLS. */
export async function decodeJpegLs(
  bitstream: Uint8Array,
  geometry: FrameGeometry,
): Promise<CodecOutput> {
  const header = expectGeometry(jpegFrameHeader(bitstream), geometry);
  if (header.marker !== JPEG_LS_FRAME) throw new CorruptCodestream('not a JPEG-LS codestream');
  const codec = await charLS.get();
  const { samples, planar } = runDecoder(
    charLS,
    new codec.JpegLSDecoder(),
    bitstream,
    (decoder) => {
      const info = decoder.getFrameInfo();
      const bytes = decoder.getDecodedBuffer();
      return {
        samples: info.bitsPerSample <= 8 ? Uint8Array.from(bytes) : copyUint16(bytes),
        // Interleave mode 0 keeps each component's plane whole; line and sample modes come out RGBRGB.
        planar: info.componentCount > 1 && decoder.getInterleaveMode() === 0,
      };
    },
    (pointer) => codec.getExceptionMessage(pointer),
  );
  expectSampleCount(samples.length, geometry);
  return { samples: planar ? interleavePlanes(samples) : samples, rgb: false };
}

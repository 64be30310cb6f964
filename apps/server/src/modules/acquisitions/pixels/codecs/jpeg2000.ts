import {
  copyUint16,
  expectGeometry,
  expectSampleCount,
  type CodecOutput,
  type FrameGeometry,
} from './codec-output';
import { j2kCodestream, j2kSizeHeader } from './codestream-header';
import { openJpeg, runDecoder } from './wasm-codecs';

/**
 * JPEG 2000 (…4.90, …4.91) through OpenJPEG. OpenJPEG undoes the codestream's own component
 * transform (photometric YBR_RCT / YBR_ICT); any other colour space comes out as coded.
 */
export async function decodeJpeg2000(
  bitstream: Uint8Array,
  geometry: FrameGeometry,
): Promise<CodecOutput> {
  const codestream = j2kCodestream(bitstream);
  expectGeometry(j2kSizeHeader(codestream), geometry);
  const codec = await openJpeg.get();
  const samples = runDecoder(openJpeg, new codec.J2KDecoder(), codestream, (decoder) => {
    const info = decoder.getFrameInfo();
    const bytes = decoder.getDecodedBuffer();
    if (info.bitsPerSample <= 8) return Uint8Array.from(bytes);
    const wide = copyUint16(bytes);
    return info.isSigned === true ? new Int16Array(wide.buffer) : wide;
  });
  expectSampleCount(samples.length, geometry);
  return { samples, rgb: false };
}

import { Decoder as JpegLosslessDecoder } from 'jpeg-lossless-decoder-js';
import {
  CorruptCodestream,
  expectGeometry,
  expectSampleCount,
  type CodecOutput,
  type FrameGeometry,
} from './codec-output';
import { jpegFrameHeader } from './codestream-header';
import { decodeJpegDct } from './jpeg-dct';
import { libJpegTurbo, runDecoder } from './wasm-codecs';

const BASELINE = 0xffc0;
const EXTENDED = 0xffc1;
const PROGRESSIVE = 0xffc2;
const LOSSLESS = 0xffc3;

/**
 * JPEG transfer syntaxes (…4.50, …4.51, …4.57, …4.70). The decoder is chosen by the frame header's
 * process and precision rather than by the transfer syntax, which some writers get wrong:
 * 8-bit DCT → libjpeg-turbo, 12-bit DCT → our own decoder, lossless → jpeg-lossless-decoder-js.
 */
export async function decodeJpeg(
  bitstream: Uint8Array,
  geometry: FrameGeometry,
): Promise<CodecOutput> {
  const { marker, precision } = expectGeometry(jpegFrameHeader(bitstream), geometry);
  if (marker === LOSSLESS) return decodeLossless(bitstream, geometry);
  if ((marker === BASELINE || marker === EXTENDED || marker === PROGRESSIVE) && precision === 8) {
    return decodeWithLibJpegTurbo(bitstream, geometry);
  }
  if ((marker === BASELINE || marker === EXTENDED) && precision === 12) {
    return { samples: decodeJpegDct(bitstream, geometry).samples, rgb: false };
  }
  throw new CorruptCodestream(
    `JPEG process 0x${marker.toString(16)} at ${precision} bits is not supported`,
  );
}

async function decodeWithLibJpegTurbo(
  bitstream: Uint8Array,
  geometry: FrameGeometry,
): Promise<CodecOutput> {
  const codec = await libJpegTurbo.get();
  const samples = runDecoder(libJpegTurbo, new codec.JPEGDecoder(), bitstream, (decoder) =>
    Uint8Array.from(decoder.getDecodedBuffer()),
  );
  expectSampleCount(samples.length, geometry);
  // libjpeg-turbo converts three-component images to RGB unless the stream says they already are.
  return { samples, rgb: geometry.samplesPerPixel === 3 };
}

function decodeLossless(bitstream: Uint8Array, geometry: FrameGeometry): CodecOutput {
  const decoder = new JpegLosslessDecoder();
  const decoded = decoder.decode(
    bitstream.buffer as ArrayBuffer,
    bitstream.byteOffset,
    bitstream.length,
  );
  expectSampleCount(decoded.length, geometry);
  return { samples: decoded, rgb: false };
}

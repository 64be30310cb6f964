import type { CodestreamHeader } from './codestream-header';

/**
 * A codestream our checks (or a codec's own) found corrupt or unsupported; its message is a
 * reason worth showing. Anything else a decoder throws is reported without its message.
 */
export class CorruptCodestream extends Error {}

/** What a frame should look like, from the DICOM header: a codestream must agree with it. */
export interface FrameGeometry {
  rows: number;
  columns: number;
  samplesPerPixel: number;
  bitsAllocated: number;
}

export interface CodecOutput {
  /** Samples interleaved by pixel (RGBRGB…), as the codec produced them. */
  samples: Uint8Array | Uint16Array | Int16Array | Uint32Array;
  /** True when the codec itself turned YCbCr into RGB (libjpeg-turbo, OpenJPEG's inverse MCT). */
  rgb: boolean;
}

/** Refuses a codestream whose size or depth differs from the header, before decoding it. */
export function expectGeometry(
  header: CodestreamHeader | null,
  geometry: FrameGeometry,
): CodestreamHeader {
  if (header === null) throw new CorruptCodestream('the codestream has no frame header');
  if (
    header.rows !== geometry.rows ||
    header.columns !== geometry.columns ||
    header.components !== geometry.samplesPerPixel
  ) {
    throw new CorruptCodestream(
      `the codestream is ${header.columns} × ${header.rows} × ${header.components}, the header ` +
        `says ${geometry.columns} × ${geometry.rows} × ${geometry.samplesPerPixel}`,
    );
  }
  if (header.precision < 1 || header.precision > geometry.bitsAllocated) {
    throw new CorruptCodestream(`the codestream has ${header.precision}-bit samples`);
  }
  return header;
}

/** Checks a decoder produced exactly one frame's worth of samples. */
export function expectSampleCount(length: number, geometry: FrameGeometry): void {
  if (length !== geometry.rows * geometry.columns * geometry.samplesPerPixel) {
    throw new CorruptCodestream('the decoder produced the wrong number of samples');
  }
}

/** Copies 16-bit little-endian samples out of WASM memory. */
export function copyUint16(bytes: Uint8Array): Uint16Array {
  const samples = new Uint16Array(bytes.length >> 1);
  new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 2));
  return samples;
}

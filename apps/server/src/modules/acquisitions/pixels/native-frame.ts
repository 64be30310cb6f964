import type { PixelModule } from './pixel-module';
import { PixelsUnavailable } from './pixels-unavailable';

/** Samples as stored, before masking to Bits Stored: the container type follows Bits Allocated. */
export type RawSamples = Uint8Array | Uint16Array | Int16Array | Uint32Array;

/**
 * Bytes per frame of native (uncompressed) pixel data. YBR_FULL_422 stores two luminance samples
 * and one pair of chrominance samples per two pixels (PS3.3 C.7.6.3.1.2).
 */
export function nativeFrameLength(module: PixelModule): number {
  const samples =
    module.photometricInterpretation === 'YBR_FULL_422'
      ? module.rows * module.columns * 2
      : module.rows * module.columns * module.samplesPerPixel;
  return samples * (module.bitsAllocated / 8);
}

/** One frame of native pixel data, in host (little endian) order. */
export function nativeFrame(
  pixelData: { bytes: Uint8Array; littleEndian: boolean; vr: string },
  module: PixelModule,
  frame: number,
): RawSamples {
  const length = nativeFrameLength(module);
  const start = frame * length;
  if (start + length > pixelData.bytes.length) {
    throw new PixelsUnavailable('The pixel data is shorter than the header says');
  }
  const bytes = pixelData.bytes.subarray(start, start + length);
  const { bitsAllocated } = module;
  // Big endian OW holds 8-bit samples in byte-swapped 16-bit words; OB is a plain byte stream.
  if (bitsAllocated === 8) {
    return !pixelData.littleEndian && pixelData.vr === 'OW' ? swapped(bytes, 2) : bytes;
  }
  const width = bitsAllocated / 8;
  if (!pixelData.littleEndian) return view(swapped(bytes, width), width);
  // Views need aligned offsets; a Buffer read from disk usually gives one, a pooled one may not.
  const aligned = bytes.byteOffset % width === 0 ? bytes : new Uint8Array(bytes);
  return view(aligned, width);
}

function view(bytes: Uint8Array, width: number): Uint16Array | Uint32Array {
  return width === 2
    ? new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2)
    : new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
}

/** A byte-swapped copy, in its own (so aligned) memory. */
function swapped(bytes: Uint8Array, width: number): Uint8Array {
  const copy = new Uint8Array(bytes);
  const words = Buffer.from(copy.buffer, 0, copy.length);
  if (width === 2) words.swap16();
  else words.swap32();
  return copy;
}

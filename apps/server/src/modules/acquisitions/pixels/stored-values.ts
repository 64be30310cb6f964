import type { RawSamples } from './native-frame';

/** Decoded samples, typed by Bits Allocated and Pixel Representation. */
export type PixelSamples =
  Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array;

/**
 * Copies samples into a fresh array of the container type, keeping only the Bits Stored (bits
 * above the high bit may hold overlays or garbage, PS3.5 8.1.1) and sign-extending signed values.
 * Codecs give signed samples as unsigned bit patterns (JPEG, JPEG-LS) or already signed (JPEG
 * 2000): both come out right. The copy also means the result never shares the file's memory.
 */
export function storedValues(
  raw: RawSamples | Int16Array,
  bitsAllocated: number,
  bitsStored: number,
  signed: boolean,
): PixelSamples {
  const out = container(bitsAllocated, signed, raw.length);
  if (bitsStored === bitsAllocated) {
    // TypedArray#set converts modulo 2^n, which is exactly a reinterpretation of the bits.
    out.set(raw);
    return out;
  }
  const mask = 2 ** bitsStored - 1;
  const signBit = 2 ** (bitsStored - 1);
  const range = 2 ** bitsStored;
  for (let i = 0; i < raw.length; i += 1) {
    const value = (raw[i] ?? 0) & mask;
    out[i] = signed && value >= signBit ? value - range : value;
  }
  return out;
}

function container(bitsAllocated: number, signed: boolean, length: number): PixelSamples {
  if (bitsAllocated === 8) return signed ? new Int8Array(length) : new Uint8Array(length);
  if (bitsAllocated === 16) return signed ? new Int16Array(length) : new Uint16Array(length);
  return signed ? new Int32Array(length) : new Uint32Array(length);
}

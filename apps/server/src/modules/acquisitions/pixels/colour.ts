import { PixelsUnavailable } from './pixels-unavailable';
import type { PixelSamples } from './stored-values';

export type Photometric = 'MONOCHROME1' | 'MONOCHROME2' | 'RGB';

/**
 * What a decoded frame's samples are, given the header's Photometric Interpretation and whether
 * the codec already produced RGB. `convert` says a YCbCr → RGB pass is still due.
 */
export function photometricOf(
  photometricInterpretation: string,
  samplesPerPixel: number,
  codecMadeRgb: boolean,
): { photometric: Photometric; convert: boolean } {
  const expect = (count: number) => {
    if (samplesPerPixel !== count) {
      throw new PixelsUnavailable(
        `${photometricInterpretation} with ${samplesPerPixel} samples per pixel is not valid`,
      );
    }
  };
  switch (photometricInterpretation) {
    case 'MONOCHROME1':
    case 'MONOCHROME2':
      expect(1);
      return { photometric: photometricInterpretation, convert: false };
    // JPEG 2000's reversible and irreversible component transforms are undone by the decoder.
    case 'RGB':
    case 'YBR_RCT':
    case 'YBR_ICT':
      expect(3);
      return { photometric: 'RGB', convert: false };
    case 'YBR_FULL':
    case 'YBR_FULL_422':
      expect(3);
      return { photometric: 'RGB', convert: !codecMadeRgb };
    case 'YBR_PARTIAL_422':
    case 'YBR_PARTIAL_420':
      expect(3);
      if (codecMadeRgb) return { photometric: 'RGB', convert: false };
      break;
    default:
      break;
  }
  throw new PixelsUnavailable(
    `Photometric Interpretation ${photometricInterpretation} is not supported`,
  );
}

/** RR…GG…BB… (Planar Configuration 1) to RGBRGB…. */
export function interleavePlanes<T extends PixelSamples>(planes: T): T {
  // A fresh array of the same type: `slice` would not do, it is a view on a Buffer.
  const out = new (planes.constructor as new (length: number) => T)(planes.length);
  const size = planes.length / 3;
  for (let c = 0; c < 3; c += 1) {
    for (let i = 0; i < size; i += 1) out[i * 3 + c] = planes[c * size + i] ?? 0;
  }
  return out;
}

/** Native YBR_FULL_422: Y1 Y2 Cb Cr for each pair of pixels, to full-resolution Y Cb Cr. */
export function expandYbr422<T extends PixelSamples>(pairs: T, rows: number, columns: number): T {
  const out = new (pairs.constructor as new (length: number) => T)(rows * columns * 3);
  const pixels = rows * columns;
  for (let pixel = 0, at = 0; pixel < pixels; pixel += 2, at += 4) {
    const cb = pairs[at + 2] ?? 0;
    const cr = pairs[at + 3] ?? 0;
    out[pixel * 3] = pairs[at] ?? 0;
    out[pixel * 3 + 1] = cb;
    out[pixel * 3 + 2] = cr;
    if (pixel + 1 < pixels) {
      out[pixel * 3 + 3] = pairs[at + 1] ?? 0;
      out[pixel * 3 + 4] = cb;
      out[pixel * 3 + 5] = cr;
    }
  }
  return out;
}

/** YBR_FULL to RGB in place, PS3.3 C.7.6.3.1.2 (ITU-R BT.601 full range). */
export function ybrFullToRgb(samples: PixelSamples, bitsStored: number): void {
  const max = 2 ** bitsStored - 1;
  const half = 2 ** (bitsStored - 1);
  const clamp = (value: number) => (value < 0 ? 0 : value > max ? max : Math.round(value));
  for (let i = 0; i + 2 < samples.length; i += 3) {
    const y = samples[i] ?? 0;
    const cb = (samples[i + 1] ?? 0) - half;
    const cr = (samples[i + 2] ?? 0) - half;
    samples[i] = clamp(y + 1.402 * cr);
    samples[i + 1] = clamp(y - 0.344136 * cb - 0.714136 * cr);
    samples[i + 2] = clamp(y + 1.772 * cb);
  }
}

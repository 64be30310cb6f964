import type { DecodedImage } from './decoded-image';

/** A VOI window in rescaled (modality) units, and where it came from. */
export interface VoiWindow {
  center: number;
  width: number;
  source: 'request' | 'header' | 'pixels';
}

/**
 * The window to render with: the requested one when both values are given, else the header's
 * first, else the one that spans the rescaled pixel range exactly (min → black, max → white under
 * the linear function of PS3.3 C.11.2.1.2.1: the same choice as DCMTK's min-max window).
 */
export function windowOf(
  image: DecodedImage,
  requested: { windowCenter?: number; windowWidth?: number } = {},
): VoiWindow {
  const { windowCenter, windowWidth } = requested;
  if (windowCenter !== undefined && windowWidth !== undefined && windowWidth > 0) {
    return { center: windowCenter, width: windowWidth, source: 'request' };
  }
  if (image.windowCenter !== null && image.windowWidth !== null) {
    return { center: image.windowCenter, width: image.windowWidth, source: 'header' };
  }
  const { min, max } = rescaledRange(image);
  return { center: (min + max + 1) / 2, width: max - min + 1, source: 'pixels' };
}

/** Smallest and largest modality value of the frame (the slope may be negative). */
export function rescaledRange(image: DecodedImage): { min: number; max: number } {
  const { data, rescaleSlope, rescaleIntercept } = image;
  let low = Infinity;
  let high = -Infinity;
  // An indexed loop: for…of over a typed array is several times slower on a 12-megapixel frame.
  for (let i = 0; i < data.length; i += 1) {
    const value = data[i] ?? 0;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (data.length === 0) low = high = 0;
  const a = low * rescaleSlope + rescaleIntercept;
  const b = high * rescaleSlope + rescaleIntercept;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

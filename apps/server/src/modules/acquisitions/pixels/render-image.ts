import sharp from 'sharp';
import type { DecodedImage } from './decoded-image';
import { windowOf } from './voi-window';

export interface RenderOptions {
  /** Longest side of the PNG in pixels (previews: 256, 1024, 2048). */
  longEdge: number;
  /** Both or neither; without them the header's window, else the pixel range. */
  windowCenter?: number;
  windowWidth?: number;
}

/**
 * Renders a decoded frame to an 8-bit PNG: greyscale through the modality LUT (rescale slope and
 * intercept) and the linear VOI window (PS3.3 C.11.2.1.2.1), MONOCHROME1 inverted; colour passed
 * through (16-bit colour scaled to 8 bits; windows do not apply to colour).
 *
 * The PNG is scaled down so its long edge is `longEdge`, never up: an image smaller than the
 * preview size is sent at its own size, since enlarging adds bytes and no detail and the browser
 * scales it to its box anyway.
 */
export async function renderImage(image: DecodedImage, options: RenderOptions): Promise<Buffer> {
  const pixels = image.samplesPerPixel === 3 ? colourPixels(image) : greyPixels(image, options);
  if (!(options.longEdge >= 1)) throw new RangeError('longEdge must be at least 1 pixel');
  const edge = Math.round(options.longEdge);
  const grey = image.samplesPerPixel === 1;
  return (
    sharp(pixels, {
      raw: { width: image.columns, height: image.rows, channels: grey ? 1 : 3 },
    })
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      // Without this, sharp may widen one-channel input to RGB on the way out.
      .toColourspace(grey ? 'b-w' : 'srgb')
      .png()
      .toBuffer()
  );
}

/**
 * One pass from stored values to display values. Within the window the DICOM function is linear
 * in the stored value, y = a·v + b, and clamping it to [0, 255] gives exactly its two edges.
 */
function greyPixels(image: DecodedImage, options: RenderOptions): Uint8Array {
  const { center, width } = windowOf(image, options);
  const { data, rescaleSlope, rescaleIntercept } = image;
  const out = new Uint8Array(data.length);
  const invert = image.photometric === 'MONOCHROME1';
  if (width <= 1) {
    // A width of 1 is a threshold (the formula's own limit); narrower ones are treated alike.
    const threshold = center - 0.5;
    for (let i = 0; i < data.length; i += 1) {
      const above = (data[i] ?? 0) * rescaleSlope + rescaleIntercept > threshold;
      out[i] = above !== invert ? 255 : 0;
    }
    return out;
  }
  let a = (rescaleSlope * 255) / (width - 1);
  let b = ((rescaleIntercept - (center - 0.5)) / (width - 1) + 0.5) * 255;
  if (invert) {
    a = -a;
    b = 255 - b;
  }
  for (let i = 0; i < data.length; i += 1) {
    const y = (data[i] ?? 0) * a + b;
    out[i] = y <= 0 ? 0 : y >= 255 ? 255 : (y + 0.5) | 0;
  }
  return out;
}

function colourPixels(image: DecodedImage): Uint8Array {
  const { data, bitsStored } = image;
  if (data instanceof Uint8Array && bitsStored === 8) return data;
  const scale = 255 / (2 ** bitsStored - 1);
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 1) {
    const y = (data[i] ?? 0) * scale;
    out[i] = y <= 0 ? 0 : y >= 255 ? 255 : (y + 0.5) | 0;
  }
  return out;
}

import type { Photometric } from './colour';
import type { PixelSamples } from './stored-values';

export type { Photometric } from './colour';
export type { PixelSamples } from './stored-values';

/** One frame of a DICOM image, decoded: what renderImage draws. */
export interface DecodedImage {
  columns: number;
  rows: number;
  samplesPerPixel: 1 | 3;
  /** Colour images always come out RGB: YBR_* are converted while decoding. */
  photometric: Photometric;
  bitsStored: number;
  signed: boolean;
  /**
   * The frame's stored values, row by row; colour interleaved RGBRGB…. Typed by Bits Allocated
   * and Pixel Representation (Uint8Array, Int16Array, Uint32Array…), masked to Bits Stored.
   */
  data: PixelSamples;
  /** Modality LUT (PS3.3 C.11.1): 1 and 0 when the header has none. */
  rescaleSlope: number;
  rescaleIntercept: number;
  /** First Window Center / Width of the header, null when absent (or the width is not > 0). */
  windowCenter: number | null;
  windowWidth: number | null;
  numberOfFrames: number;
}

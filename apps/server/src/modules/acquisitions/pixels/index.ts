// Pixel decoding and preview rendering for DICOM images (issue 6). See README.md.
export { decodeFrame } from './decode-frame';
export type { DecodedImage, Photometric, PixelSamples } from './decoded-image';
export { PixelsUnavailable } from './pixels-unavailable';
export { renderImage, type RenderOptions } from './render-image';
export { windowOf, type VoiWindow } from './voi-window';

import type { DicomDataset } from 'dcmjs';
import { firstString } from '../dicom/read-dataset';
import { PixelsUnavailable } from './pixels-unavailable';

/** A frame larger than this many samples is refused rather than decoded (about 200 MB at 16 bits). */
export const MAX_FRAME_SAMPLES = 100_000_000;

/** The Image Pixel module (PS3.3 C.7.6.3) and the header values rendering needs. */
export interface PixelModule {
  rows: number;
  columns: number;
  samplesPerPixel: number;
  photometricInterpretation: string;
  bitsAllocated: number;
  bitsStored: number;
  signed: boolean;
  /** 0: samples of a pixel together (RGBRGB…), 1: one plane per sample (RR…GG…BB…). */
  planarConfiguration: number;
  numberOfFrames: number;
  rescaleSlope: number;
  rescaleIntercept: number;
  windowCenter: number | null;
  windowWidth: number | null;
}

export function readPixelModule(dataset: DicomDataset): PixelModule {
  const rows = number(dataset, '00280010');
  const columns = number(dataset, '00280011');
  const bitsAllocated = number(dataset, '00280100');
  if (rows === null || columns === null || rows < 1 || columns < 1) {
    throw new PixelsUnavailable('The image has no Rows or Columns');
  }
  if (bitsAllocated !== 8 && bitsAllocated !== 16 && bitsAllocated !== 32) {
    throw new PixelsUnavailable(`Bits Allocated ${bitsAllocated ?? 'missing'} is not supported`);
  }
  const bitsStored = number(dataset, '00280101') ?? bitsAllocated;
  if (!Number.isInteger(bitsStored) || bitsStored < 1 || bitsStored > bitsAllocated) {
    throw new PixelsUnavailable(`Bits Stored ${bitsStored} does not fit Bits Allocated`);
  }
  const samplesPerPixel = number(dataset, '00280002') ?? 1;
  if (samplesPerPixel !== 1 && samplesPerPixel !== 3) {
    throw new PixelsUnavailable(`Samples per Pixel ${samplesPerPixel} is not supported`);
  }
  if (rows * columns * samplesPerPixel > MAX_FRAME_SAMPLES) {
    throw new PixelsUnavailable(`The image is too large to decode (${columns} × ${rows})`);
  }
  const numberOfFrames = number(dataset, '00280008') ?? 1;
  if (!Number.isInteger(numberOfFrames) || numberOfFrames < 1) {
    throw new PixelsUnavailable(`Number of Frames ${numberOfFrames} is not valid`);
  }
  const windowCenter = number(dataset, '00281050');
  const windowWidth = number(dataset, '00281051');
  // A window is only usable whole and with a positive width (PS3.3 C.11.2.1.2).
  const hasWindow = windowCenter !== null && windowWidth !== null && windowWidth > 0;
  return {
    rows,
    columns,
    samplesPerPixel,
    photometricInterpretation:
      firstString(dataset['00280004']) ?? (samplesPerPixel === 3 ? 'RGB' : 'MONOCHROME2'),
    bitsAllocated,
    bitsStored,
    signed: number(dataset, '00280103') === 1,
    planarConfiguration: number(dataset, '00280006') ?? 0,
    numberOfFrames,
    rescaleSlope: number(dataset, '00281053') ?? 1,
    rescaleIntercept: number(dataset, '00281052') ?? 0,
    windowCenter: hasWindow ? windowCenter : null,
    windowWidth: hasWindow ? windowWidth : null,
  };
}

/** First value of a numeric element (US, IS, DS); multi-valued window settings keep the first. */
function number(dataset: DicomDataset, tag: string): number | null {
  const value: unknown = dataset[tag]?.Value;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  const parsed = typeof first === 'string' && first.trim() !== '' ? Number(first) : first;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
}

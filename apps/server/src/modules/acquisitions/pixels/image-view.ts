import type { DicomDataset } from 'dcmjs';
import { firstString, readDataset } from '../dicom/read-dataset';

export type ImageView = 'FRONTAL' | 'LATERAL';

// View Position (0018,5101) defined terms (PS3.3 C.8.11.5.1.1) that name a frontal or lateral
// projection; oblique and other views are neither.
const VIEW_POSITIONS: Readonly<Record<string, ImageView>> = {
  AP: 'FRONTAL',
  PA: 'FRONTAL',
  LAT: 'LATERAL',
  LL: 'LATERAL',
  RL: 'LATERAL',
  LATERAL: 'LATERAL',
};

const DESCRIPTION_WORDS: Readonly<Record<string, ImageView>> = {
  FRONTAL: 'FRONTAL',
  AP: 'FRONTAL',
  PA: 'FRONTAL',
  LATERAL: 'LATERAL',
  LAT: 'LATERAL',
};

/**
 * Whether an image is a frontal or a lateral view: from View Position, else from a word of the
 * Series Description ("SPINE AP", "Lat. lumbar"). Null when neither says, or the description names
 * both. Accepts the file's bytes (null if it cannot be read) or a dataset already read.
 */
export function imageViewOf(source: Buffer | DicomDataset): ImageView | null {
  const dataset = Buffer.isBuffer(source) ? datasetOf(source) : source;
  if (dataset === null) return null;
  const position = firstString(dataset['00185101'])?.toUpperCase();
  const fromPosition = position === undefined ? undefined : VIEW_POSITIONS[position];
  if (fromPosition !== undefined) return fromPosition;

  const description = firstString(dataset['0008103E']) ?? '';
  const views = new Set(
    description
      .toUpperCase()
      .split(/[^A-Z0-9]+/u)
      .map((word) => DESCRIPTION_WORDS[word])
      .filter((view) => view !== undefined),
  );
  return views.size === 1 ? ([...views][0] ?? null) : null;
}

function datasetOf(bytes: Buffer): DicomDataset | null {
  try {
    const read = readDataset(bytes);
    return read.ok ? read.dataset : null;
  } catch {
    return null;
  }
}

import { PREVIEW_SIZES, type PreviewSize } from '@sagitta/domain';
import type { BlobStore } from '../../../platform/blobs';
import { decodeFrame, renderImage } from '../pixels';

export interface Window {
  windowCenter: number;
  windowWidth: number;
}

/**
 * The PNG of an instance's first frame at a preview size, with the header's window (or the
 * pixel range's) unless one is given. Rejects with PixelsUnavailable when the pixels cannot be
 * decoded.
 */
export async function renderInstance(
  blobs: BlobStore,
  blobKey: string,
  size: PreviewSize,
  window?: Window,
): Promise<Buffer> {
  const image = await decodeFrame(await blobs.read(blobKey), 0);
  return renderImage(image, { longEdge: PREVIEW_SIZES[size], ...window });
}

import { PREVIEW_SIZES, type PreviewSize } from '@sagitta/domain';
import type { BlobStore } from '../../../platform/blobs';
import type { WorkerPool } from '../../../platform/workers/worker-pool';
import { renderOffThread } from '../pixels/render-off-thread';

export interface Window {
  windowCenter: number;
  windowWidth: number;
}

/**
 * The PNG of an instance's first frame at a preview size, with the header's window (or the
 * pixel range's) unless one is given, rendered on a pool thread. Rejects with PixelsUnavailable
 * when the pixels cannot be decoded.
 */
export async function renderInstance(
  services: { blobs: BlobStore; workers: WorkerPool },
  blobKey: string,
  size: PreviewSize,
  window?: Window,
): Promise<Buffer> {
  const bytes = await services.blobs.read(blobKey);
  const { pngs } = await renderOffThread(services.workers, bytes, [
    { longEdge: PREVIEW_SIZES[size], ...window },
  ]);
  const [png] = pngs;
  if (png === undefined) throw new Error('The render thread returned no image');
  return png;
}

import { createHash } from 'node:crypto';
import { PREVIEW_SIZES, type PreviewSize } from '@sagitta/domain';
import type { BlobStore } from '../../../platform/blobs';
import type { WorkerPool } from '../../../platform/workers/worker-pool';
import { renderOffThread, type RenderedFrames } from '../pixels/render-off-thread';
import type { FrameRender } from '../pixels/render-frames';
import { RenderCache, type CachedImage } from './render-cache';
import { RenderScheduler } from './render-scheduler';

export interface Window {
  windowCenter: number;
  windowWidth: number;
}

type RenderServices = { blobs: BlobStore; workers: WorkerPool };

/** The turns and the cache of one pool's renders (one per app: tests run several). */
interface Renderer {
  scheduler: RenderScheduler;
  cache: RenderCache;
  /** Renders started on the pool: for tests and health. */
  started: number;
}

const renderers = new WeakMap<WorkerPool, Renderer>();

/** The renderer of `workers`: its scheduler, cache and count. */
export function rendererOf(workers: WorkerPool): Renderer {
  let renderer = renderers.get(workers);
  if (renderer === undefined) {
    renderer = {
      scheduler: new RenderScheduler(workers.threads),
      cache: new RenderCache(),
      started: 0,
    };
    renderers.set(workers, renderer);
  }
  return renderer;
}

/**
 * Renders the first frame of a stored file on a pool thread, in `owner`'s turn
 * (`RenderScheduler`): the file is read only once the turn has come. Rejects with
 * PixelsUnavailable when the pixels cannot be decoded, RendersBusy (429) when the owner has too
 * many renders waiting.
 */
export async function renderStored(
  services: RenderServices,
  owner: string,
  blobKey: string,
  renders: FrameRender[],
  abandoned?: () => boolean,
): Promise<RenderedFrames> {
  const renderer = rendererOf(services.workers);
  return await renderer.scheduler.run(
    owner,
    async () => {
      renderer.started += 1;
      return await renderOffThread(services.workers, await services.blobs.read(blobKey), renders);
    },
    abandoned,
  );
}

/**
 * The PNG of an instance's first frame at a preview size, with the header's window (or the
 * pixel range's) unless one is given. A given window's render is kept (`RenderCache`) and
 * answered from there when asked again. Rejects as `renderStored` does.
 */
export async function renderInstance(
  services: RenderServices,
  owner: string,
  blobKey: string,
  size: PreviewSize,
  window?: Window,
  abandoned?: () => boolean,
): Promise<CachedImage> {
  const { cache } = rendererOf(services.workers);
  const key =
    window === undefined
      ? undefined
      : RenderCache.keyOf(blobKey, size, window.windowCenter, window.windowWidth);
  const cached = key === undefined ? undefined : cache.get(key);
  if (cached !== undefined) return cached;
  const { pngs } = await renderStored(
    services,
    owner,
    blobKey,
    [{ longEdge: PREVIEW_SIZES[size], ...window }],
    abandoned,
  );
  const [png] = pngs;
  if (png === undefined) throw new Error('The render thread returned no image');
  const image = { png, etag: createHash('sha256').update(png).digest('hex') };
  if (key !== undefined) cache.set(key, image);
  return image;
}

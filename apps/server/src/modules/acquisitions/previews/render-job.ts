import { z } from 'zod';
import { PREVIEW_SIZES, type PreviewSize } from '@sagitta/domain';
import type { Services } from '../../../platform/services';
import { PixelsUnavailable } from '../pixels';
import type { RenderedFrames } from '../pixels/render-off-thread';
import { renderStored } from './render';
import { instanceBlobKey, markPreviewReady, markPreviewUnavailable, replacePreviews } from './repo';

/** The preview job's turns on the render threads: one owner among the users (`RenderScheduler`). */
const PREVIEW_JOBS = 'preview-jobs';

/** The job that renders an instance's previews, queued by its import (`import/repo.ts`). */
export const RENDER_PREVIEWS_JOB = 'render-previews';

const payloadSchema = z.object({ instanceId: z.uuid() });
const SIZES = Object.keys(PREVIEW_SIZES) as PreviewSize[];

/**
 * The preview job queued by every import of an image: decodes its pixels once and caches the
 * three preview sizes in the blob store. Pixels that cannot be decoded mark the image
 * `unavailable` (the exam stays listed; the viewer says so) and end the job: retrying would not
 * help. Anything else (a missing blob, a full disk) throws, and the queue retries later.
 */
export function renderPreviewsJob(
  services: Pick<Services, 'database' | 'blobs' | 'clock' | 'workers'>,
) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { instanceId } = payloadSchema.parse(payload);
    const { database, blobs, clock, workers } = services;
    const blobKey = await instanceBlobKey(database.db, instanceId);
    if (blobKey === undefined) return; // nothing left to render
    let rendered: RenderedFrames;
    try {
      const longEdges = SIZES.map((size) => ({ longEdge: PREVIEW_SIZES[size] }));
      rendered = await renderStored({ blobs, workers }, PREVIEW_JOBS, blobKey, longEdges);
    } catch (error) {
      if (!(error instanceof PixelsUnavailable)) throw error;
      await markPreviewUnavailable(database.db, instanceId, error.message);
      return;
    }
    const stored = [];
    for (const [index, size] of SIZES.entries()) {
      const png = rendered.pngs[index];
      if (png === undefined) throw new Error(`The render thread returned no ${size} preview`);
      stored.push({
        instanceId,
        size,
        blobKey: (await blobs.put(png)).key,
        createdAt: clock.now(),
      });
    }
    await replacePreviews(database.db, stored);
    await markPreviewReady(database.db, instanceId, rendered);
  };
}

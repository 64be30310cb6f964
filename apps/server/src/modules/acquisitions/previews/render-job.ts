import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PREVIEW_SIZES, type PreviewSize } from '@sagitta/domain';
import { instances, previews } from '../../../db/schema';
import type { Services } from '../../../platform/services';
import { PixelsUnavailable } from '../pixels';
import type { RenderedFrames } from '../pixels/render-off-thread';
import { renderStored } from './render';

/** The preview job's turns on the render threads: one owner among the users (`RenderScheduler`). */
const PREVIEW_JOBS = 'preview-jobs';

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
    const [instance] = await database.db
      .select({ blobKey: instances.blobKey })
      .from(instances)
      .where(eq(instances.id, instanceId));
    if (instance === undefined) return; // nothing left to render
    let rendered: RenderedFrames;
    try {
      const longEdges = SIZES.map((size) => ({ longEdge: PREVIEW_SIZES[size] }));
      rendered = await renderStored({ blobs, workers }, PREVIEW_JOBS, instance.blobKey, longEdges);
    } catch (error) {
      if (!(error instanceof PixelsUnavailable)) throw error;
      await database.db
        .update(instances)
        .set({ previewStatus: 'unavailable', previewProblem: error.message })
        .where(eq(instances.id, instanceId));
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
    await database.db
      .insert(previews)
      .values(stored)
      .onConflictDoUpdate({
        target: [previews.instanceId, previews.size],
        set: { blobKey: sql`excluded.blob_key` },
      });
    const { window, range } = rendered;
    await database.db
      .update(instances)
      .set({
        previewStatus: 'ready',
        previewProblem: null,
        windowCenter: window.center,
        windowWidth: window.width,
        valueMin: range.min,
        valueMax: range.max,
      })
      .where(eq(instances.id, instanceId));
  };
}

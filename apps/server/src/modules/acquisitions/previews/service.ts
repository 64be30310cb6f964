import type { PreviewSize } from '@sagitta/domain';
import { NotFound } from '../../../platform/errors/errors';
import type { RequestContext } from '../../../platform/request-context';
import type { Services } from '../../../platform/services';
import { PixelsUnavailable } from '../pixels';
import { examImages, readableExam } from '../exams/service';
import { renderInstance, type Window } from './render';
import { addPreview, cachedPreviewKey, examInstance, markPreviewUnavailable } from './repo';

/** Seed §8 "Exams: No images": the exam has no image whose pixels can be shown. */
export const NO_IMAGES = 'No images';

export interface RenderedImage {
  png: Buffer;
  /** Strong validator: the same image, size and window always give the same bytes. */
  etag: string;
}

type PreviewServices = Pick<Services, 'database' | 'blobs' | 'clock' | 'workers'>;

/**
 * The preview of an exam (seed §7 previews): its first image, frontal first. Served from the
 * cache the preview job filled; rendered (and cached) now if the job has not run yet.
 */
export async function examPreview(
  services: PreviewServices,
  context: RequestContext,
  acquisitionId: string,
  size: PreviewSize,
): Promise<RenderedImage> {
  const exam = await readableExam(services.database.db, context, acquisitionId);
  const images = await examImages(services.database.db, exam.id);
  for (const image of images) {
    if (image.previewStatus === 'unavailable') continue;
    const rendered = await cachedPreview(services, context, image.instanceId, image.blobKey, size);
    if (rendered !== null) return rendered;
  }
  throw new NotFound(NO_IMAGES);
}

/**
 * One image of an exam for the viewer, with the window it asks for (rendered on demand in the
 * user's turn, and kept a while in memory: `renderInstance`) or the default one (the cached
 * preview). `abandoned` tells a render still waiting for its turn that nobody awaits it.
 */
export async function examImage(
  services: PreviewServices,
  context: RequestContext,
  ids: { acquisitionId: string; instanceId: string },
  size: PreviewSize,
  window: Window | undefined,
  abandoned?: () => boolean,
): Promise<RenderedImage> {
  const { db } = services.database;
  const exam = await readableExam(db, context, ids.acquisitionId);
  const image = await examInstance(db, exam.id, ids.instanceId);
  if (image === undefined || image.previewStatus === 'unavailable') throw new NotFound(NO_IMAGES);
  if (window === undefined) {
    const rendered = await cachedPreview(services, context, ids.instanceId, image.blobKey, size);
    if (rendered === null) throw new NotFound(NO_IMAGES);
    return rendered;
  }
  try {
    return await renderInstance(
      services,
      context.actorUserId,
      image.blobKey,
      size,
      window,
      abandoned,
    );
  } catch (error) {
    if (error instanceof PixelsUnavailable) throw new NotFound(NO_IMAGES);
    throw error;
  }
}

/** The cached preview, rendered and cached first when missing; null when undecodable. */
async function cachedPreview(
  services: PreviewServices,
  context: RequestContext,
  instanceId: string,
  blobKey: string,
  size: PreviewSize,
): Promise<RenderedImage | null> {
  const { db } = services.database;
  const cached = await cachedPreviewKey(db, instanceId, size);
  if (cached !== undefined) {
    return { png: await services.blobs.read(cached), etag: cached };
  }
  let png: Buffer;
  try {
    ({ png } = await renderInstance(services, context.actorUserId, blobKey, size));
  } catch (error) {
    if (!(error instanceof PixelsUnavailable)) throw error;
    await markPreviewUnavailable(db, instanceId, error.message);
    return null;
  }
  const stored = await services.blobs.put(png);
  await addPreview(db, { instanceId, size, blobKey: stored.key, createdAt: services.clock.now() });
  return { png, etag: stored.key };
}

import { and, eq, sql } from 'drizzle-orm';
import type { PreviewSize } from '@sagitta/domain';
import { instances, previews, series } from '../../../db/schema';
import type { Executor } from '../../../platform/db/database';

/** An instance of the exam `studyId`: its stored file and preview status; undefined if none. */
export async function examInstance(db: Executor, studyId: string, instanceId: string) {
  const [image] = await db
    .select({ blobKey: instances.blobKey, previewStatus: instances.previewStatus })
    .from(instances)
    .innerJoin(series, eq(series.id, instances.seriesId))
    .where(and(eq(instances.id, instanceId), eq(series.studyId, studyId)));
  return image;
}

/** An instance's stored file, whatever exam holds it; undefined once it is gone. */
export async function instanceBlobKey(db: Executor, instanceId: string) {
  const [instance] = await db
    .select({ blobKey: instances.blobKey })
    .from(instances)
    .where(eq(instances.id, instanceId));
  return instance?.blobKey;
}

/** The stored file of an instance's cached preview at `size`; undefined while not rendered. */
export async function cachedPreviewKey(db: Executor, instanceId: string, size: PreviewSize) {
  const [cached] = await db
    .select({ blobKey: previews.blobKey })
    .from(previews)
    .where(and(eq(previews.instanceId, instanceId), eq(previews.size, size)));
  return cached?.blobKey;
}

/** Keeps one rendered preview, unless another render kept it first. */
export async function addPreview(db: Executor, preview: typeof previews.$inferInsert) {
  await db.insert(previews).values(preview).onConflictDoNothing();
}

/** Keeps an instance's rendered previews, replacing any of the same sizes. */
export async function replacePreviews(db: Executor, rendered: (typeof previews.$inferInsert)[]) {
  await db
    .insert(previews)
    .values(rendered)
    .onConflictDoUpdate({
      target: [previews.instanceId, previews.size],
      set: { blobKey: sql`excluded.blob_key` },
    });
}

/** The instance's pixels cannot be shown: the viewer says why, and nothing renders it again. */
export async function markPreviewUnavailable(db: Executor, instanceId: string, problem: string) {
  await db
    .update(instances)
    .set({ previewStatus: 'unavailable', previewProblem: problem })
    .where(eq(instances.id, instanceId));
}

/** The instance's previews are ready, with the window and value range its pixels gave. */
export async function markPreviewReady(
  db: Executor,
  instanceId: string,
  pixels: { window: { center: number; width: number }; range: { min: number; max: number } },
): Promise<void> {
  await db
    .update(instances)
    .set({
      previewStatus: 'ready',
      previewProblem: null,
      windowCenter: pixels.window.center,
      windowWidth: pixels.window.width,
      valueMin: pixels.range.min,
      valueMax: pixels.range.max,
    })
    .where(eq(instances.id, instanceId));
}

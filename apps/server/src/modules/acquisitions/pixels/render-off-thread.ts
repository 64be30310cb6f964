import { movableBytes, type WorkerPool } from '../../../platform/workers/worker-pool';
import { PixelsUnavailable } from './pixels-unavailable';
import type { FrameRender, RenderFramesOutcome, RenderFramesTask } from './render-frames';

const RENDER_FRAMES = new URL('./render-frames.ts', import.meta.url);

export interface RenderedFrames {
  pngs: Buffer[];
  window: { center: number; width: number };
  range: { min: number; max: number };
}

/**
 * `renderFrames` on a pool thread: decoding a radiograph takes CPU that would otherwise stop every
 * request of the process (docs/decisions.md, "Images on worker threads"). Rejects with PixelsUnavailable when the pixels
 * cannot be decoded. `bytes` is moved to the thread when it owns its memory: do not use it after.
 */
export async function renderOffThread(
  workers: WorkerPool,
  bytes: Buffer,
  renders: FrameRender[],
): Promise<RenderedFrames> {
  const view = movableBytes(bytes);
  const task: RenderFramesTask = { bytes: view, renders };
  const outcome = await workers.run<RenderFramesOutcome>(RENDER_FRAMES, 'renderFrames', task, [
    view.buffer,
  ]);
  if (!outcome.ok) throw new PixelsUnavailable(outcome.problem);
  return {
    pngs: outcome.pngs.map((png) => Buffer.from(png.buffer, png.byteOffset, png.byteLength)),
    window: outcome.window,
    range: outcome.range,
  };
}

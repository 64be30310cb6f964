import { decodeFrame } from './decode-frame';
import { PixelsUnavailable } from './pixels-unavailable';
import { renderImage } from './render-image';
import { rescaledRange, windowOf } from './voi-window';

/** One PNG to draw from the first frame: its long edge and, optionally, the window. */
export interface FrameRender {
  longEdge: number;
  windowCenter?: number;
  windowWidth?: number;
}

export interface RenderFramesTask {
  /** The DICOM file's bytes. */
  bytes: Uint8Array;
  renders: FrameRender[];
}

/** Plain data on purpose: it crosses from a worker thread, where class identities are lost. */
export type RenderFramesOutcome =
  | {
      ok: true;
      /** One PNG per render asked, in order. */
      pngs: Uint8Array[];
      /** The header's window, else the pixel range's: the image's default. */
      window: { center: number; width: number };
      /** Smallest and largest modality value: the bounds of the viewer's window controls. */
      range: { min: number; max: number };
    }
  | { ok: false; problem: string };

/**
 * Decodes the first frame once and draws every render asked. Runs on a worker thread
 * (`render-pool.ts`), so undecodable pixels come back as `{ ok: false }` rather than thrown.
 */
export async function renderFrames(task: RenderFramesTask): Promise<RenderFramesOutcome> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  let image;
  try {
    // Decoded only as large as the largest render needs (a huge frame comes out reduced).
    const longEdge = Math.max(...task.renders.map((render) => render.longEdge));
    image = await decodeFrame(bytes, 0, { longEdge });
  } catch (error) {
    if (error instanceof PixelsUnavailable) return { ok: false, problem: error.message };
    throw error;
  }
  const pngs: Uint8Array[] = [];
  for (const render of task.renders) pngs.push(await renderImage(image, render));
  const { center, width } = windowOf(image);
  return { ok: true, pngs, window: { center, width }, range: rescaledRange(image) };
}

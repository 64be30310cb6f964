import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { examImagePath, fetchExamImage } from './api';
import { WINDOW_RENDER_DEBOUNCE_MS, type ImageWindow } from './window-level';

/** The image as the stage shows it: the last rendering that arrived, and how the next one goes. */
export interface RenderedImage {
  /** An object URL of the PNG; the previous rendering stays while the next one loads. */
  src: string | null;
  /** A rendering has been asked for and has not arrived yet. */
  pending: boolean;
  /** The last rendering failed. */
  failed: boolean;
}

/** Waits until the browser has decoded the image, where it can say so, to swap without a flash. */
async function decoded(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  if (typeof image.decode === 'function') await image.decode().catch(() => undefined);
}

/**
 * Fetches an image rendered with a window, again each time the window settles for
 * {@link WINDOW_RENDER_DEBOUNCE_MS}. Object URLs are revoked once replaced and on unmount.
 * @param acquisitionId - the exam
 * @param instanceId - the image
 * @param imageWindow - the window, null for the image's own
 */
export function useRenderedImage(
  acquisitionId: string,
  instanceId: string,
  imageWindow: ImageWindow | null,
): RenderedImage {
  const [settled] = useDebouncedValue(imageWindow, WINDOW_RENDER_DEBOUNCE_MS);
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState({ pending: true, failed: false });
  const center = settled?.center;
  const width = settled?.width;

  useEffect(() => {
    const controller = new AbortController();
    const wanted = center === undefined || width === undefined ? null : { center, width };
    setStatus({ pending: true, failed: false });
    void (async () => {
      try {
        const blob = await fetchExamImage(
          examImagePath(acquisitionId, instanceId, wanted),
          controller.signal,
        );
        const url = URL.createObjectURL(blob);
        await decoded(url);
        if (controller.signal.aborted) {
          URL.revokeObjectURL(url);
          return;
        }
        setSrc(url);
        setStatus({ pending: false, failed: false });
      } catch {
        // An aborted request was replaced by the next one, which reports for both.
        if (!controller.signal.aborted) setStatus({ pending: false, failed: true });
      }
    })();
    return () => {
      controller.abort();
    };
  }, [acquisitionId, instanceId, center, width]);

  // Revoked once the stage shows the next one (or the page closes): never while it is on screen.
  useEffect(
    () => () => {
      if (src !== null) URL.revokeObjectURL(src);
    },
    [src],
  );

  return { src, ...status };
}

import { useCallback, useState } from 'react';
import type { ExamImage } from './api';
import {
  applyCommand,
  INITIAL_VIEW,
  placeViewport,
  resolveViewport,
  zoomView,
  type ImageView,
  type ViewGeometry,
} from './image-view';
import type { ViewerCommand } from './shortcuts';
import { panBy, type Point, type Size } from './viewport';
import { dragWindow, windowRangeOf, type ImageWindow } from './window-level';

type ById<T> = Readonly<Record<string, T>>;

/** The header's size when it gives one; otherwise the rendered picture's, once it has loaded. */
function imageSizeOf(image: ExamImage, natural: Size | undefined): Size | null {
  if (image.columns !== null && image.rows !== null && image.columns > 0 && image.rows > 0) {
    return { width: image.columns, height: image.rows };
  }
  return natural ?? null;
}

/** The same map when the size has not changed: a re-render (and a new stage report) is spared. */
function withSize(sizes: ById<Size>, id: string, size: Size): ById<Size> {
  const known = sizes[id];
  if (known?.width === size.width && known.height === size.height) return sizes;
  return { ...sizes, [id]: size };
}

/**
 * The view of every image of the exam (zoom, position, window), the sizes they are laid out
 * with, and what changes them. Views are kept by instance id.
 */
export function useImageViews() {
  const [views, setViews] = useState<ById<ImageView>>({});
  const [stages, setStages] = useState<ById<Size>>({});
  const [naturals, setNaturals] = useState<ById<Size>>({});

  const update = useCallback((id: string, change: (view: ImageView) => ImageView) => {
    setViews((previous) => ({ ...previous, [id]: change(previous[id] ?? INITIAL_VIEW) }));
  }, []);

  const viewOf = (image: ExamImage): ImageView => views[image.instanceId] ?? INITIAL_VIEW;
  const imageSize = (image: ExamImage) => imageSizeOf(image, naturals[image.instanceId]);
  const stageSize = (image: ExamImage) => stages[image.instanceId] ?? null;
  const geometryOf = (image: ExamImage): ViewGeometry | null => {
    const size = imageSize(image);
    const stage = stageSize(image);
    return size === null || stage === null ? null : { image: size, stage };
  };

  /** Runs a command on an image; nothing happens before the image is laid out. */
  const run = (image: ExamImage, command: Exclude<ViewerCommand, { kind: 'help' }>) => {
    const geometry = geometryOf(image);
    if (geometry === null) return;
    const range = windowRangeOf(image);
    update(image.instanceId, (view) => applyCommand(view, command, geometry, range));
  };

  const pan = (image: ExamImage, dx: number, dy: number) => {
    const geometry = geometryOf(image);
    if (geometry === null) return;
    update(image.instanceId, (view) => ({
      ...view,
      viewport: placeViewport(geometry, panBy(resolveViewport(view, geometry), dx, dy)),
    }));
  };

  const zoom = (image: ExamImage, factor: number, anchor: Point) => {
    const geometry = geometryOf(image);
    if (geometry === null) return;
    update(image.instanceId, (view) => zoomView(view, geometry, factor, anchor));
  };

  const setWindow = (image: ExamImage, next: ImageWindow | null) => {
    update(image.instanceId, (view) => ({ ...view, window: next }));
  };

  const dragWindowOf = (image: ExamImage, dx: number, dy: number) => {
    const range = windowRangeOf(image);
    update(image.instanceId, (view) => ({
      ...view,
      window: dragWindow(view.window, dx, dy, range),
    }));
  };

  const setStage = useCallback((id: string, size: Size) => {
    setStages((previous) => withSize(previous, id, size));
  }, []);

  const setNatural = useCallback((id: string, size: Size) => {
    setNaturals((previous) => withSize(previous, id, size));
  }, []);

  return {
    viewOf,
    imageSize,
    stageSize,
    geometryOf,
    /** The range an image's window moves in: its own values, as the server gives them. */
    windowRange: windowRangeOf,
    run,
    pan,
    zoom,
    setWindow,
    dragWindow: dragWindowOf,
    setStage,
    setNatural,
  };
}

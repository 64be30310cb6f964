import type { ViewerCommand } from './shortcuts';
import {
  fitViewport,
  keepInView,
  panBy,
  ZOOM_STEP,
  zoomAt,
  zoomLimits,
  type Size,
  type Viewport,
} from './viewport';
import { stepWindow, type ImageWindow, type WindowRange } from './window-level';

/**
 * How one image is looked at: where it sits on its stage (null: fitted to it, which follows the
 * stage when the window is resized) and its window (null: the image's own).
 */
export interface ImageView {
  viewport: Viewport | null;
  window: ImageWindow | null;
}

export const INITIAL_VIEW: ImageView = { viewport: null, window: null };

/** The sizes a view is laid out with: the image's, in image pixels, and its stage's. */
export interface ViewGeometry {
  image: Size;
  stage: Size;
}

/**
 * @param view - the image's view
 * @param geometry - image and stage sizes
 * @returns the mapping from image to stage pixels in use
 */
export function resolveViewport(view: ImageView, geometry: ViewGeometry): Viewport {
  return view.viewport ?? fitViewport(geometry.image, geometry.stage);
}

/**
 * A new mapping, kept so that part of the image stays on the stage.
 * @param geometry - image and stage sizes
 * @param viewport - the mapping asked for (a pan or a zoom)
 */
export function placeViewport(geometry: ViewGeometry, viewport: Viewport): Viewport {
  return keepInView(viewport, geometry.image, geometry.stage);
}

/**
 * Zooms by `factor` around a point of the stage (the cursor; the centre by default).
 * @param view - the image's view
 * @param geometry - image and stage sizes
 * @param factor - above 1 zooms in
 * @param anchor - the stage point that stays put
 */
export function zoomView(
  view: ImageView,
  geometry: ViewGeometry,
  factor: number,
  anchor = { x: geometry.stage.width / 2, y: geometry.stage.height / 2 },
): ImageView {
  const limits = zoomLimits(geometry.image, geometry.stage);
  const zoomed = zoomAt(resolveViewport(view, geometry), factor, anchor, limits);
  return { ...view, viewport: placeViewport(geometry, zoomed) };
}

/**
 * What a toolbar button or a key does to the active image. `help` is the page's business.
 * @param view - the image's view before
 * @param command - what was asked
 * @param geometry - image and stage sizes
 * @param range - the range the image's window moves in
 */
export function applyCommand(
  view: ImageView,
  command: Exclude<ViewerCommand, { kind: 'help' }>,
  geometry: ViewGeometry,
  range: WindowRange,
): ImageView {
  switch (command.kind) {
    case 'zoom':
      return zoomView(view, geometry, command.direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP);
    case 'fit':
      return { ...view, viewport: null };
    case 'pan': {
      const moved = panBy(resolveViewport(view, geometry), command.dx, command.dy);
      return { ...view, viewport: placeViewport(geometry, moved) };
    }
    case 'window':
      return { ...view, window: stepWindow(view.window, command, range) };
    case 'reset':
      return INITIAL_VIEW;
  }
}

/**
 * The viewer's coordinate model. Image points are in the image's own pixels (column x, row y,
 * origin at the top-left corner of the top-left pixel), whatever size the server rendered the
 * PNG at: measurements made later stay in image pixels. Screen points are CSS pixels from the
 * stage's top-left corner. A viewport maps one to the other:
 *
 *   screen = offset + image × scale
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** `scale` screen pixels per image pixel; `offsetX/Y`: where the image's origin lands. */
export interface Viewport {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** How far zooming may go, in screen pixels per image pixel. */
export interface ZoomLimits {
  min: number;
  max: number;
}

/** The factor of one zoom step (buttons and keys). */
export const ZOOM_STEP = 1.25;

/** How much of the image (screen pixels) must stay inside the stage after a pan or zoom. */
export const KEEP_IN_VIEW_PX = 48;

/**
 * @param viewport - the current mapping
 * @param point - a point of the image, in image pixels
 * @returns where it is on the stage
 */
export function imageToScreen(viewport: Viewport, point: Point): Point {
  return {
    x: viewport.offsetX + point.x * viewport.scale,
    y: viewport.offsetY + point.y * viewport.scale,
  };
}

/**
 * @param viewport - the current mapping
 * @param point - a point of the stage, in screen pixels
 * @returns the image point under it, in image pixels (outside the image when off it)
 */
export function screenToImage(viewport: Viewport, point: Point): Point {
  return {
    x: (point.x - viewport.offsetX) / viewport.scale,
    y: (point.y - viewport.offsetY) / viewport.scale,
  };
}

const hasArea = (size: Size) => size.width > 0 && size.height > 0;

/**
 * The whole image, as large as the stage allows, centred.
 * @param image - the image's size in image pixels
 * @param stage - the stage's size in screen pixels
 */
export function fitViewport(image: Size, stage: Size): Viewport {
  // Before the stage is measured (or for an empty image) show pixels one to one.
  if (!hasArea(image) || !hasArea(stage)) return { scale: 1, offsetX: 0, offsetY: 0 };
  const scale = Math.min(stage.width / image.width, stage.height / image.height);
  return {
    scale,
    offsetX: (stage.width - image.width * scale) / 2,
    offsetY: (stage.height - image.height * scale) / 2,
  };
}

/**
 * From a quarter of the fitted size (the whole image small in the middle) to 8 screen pixels per
 * image pixel, or 16 times the fitted size for images smaller than the stage.
 * @param image - the image's size in image pixels
 * @param stage - the stage's size in screen pixels
 */
export function zoomLimits(image: Size, stage: Size): ZoomLimits {
  const fit = fitViewport(image, stage).scale;
  return { min: fit / 4, max: Math.max(8, fit * 16) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Zooms by `factor` around a point of the stage: the image point under `anchor` stays under it.
 * @param viewport - the current mapping
 * @param factor - above 1 zooms in, below 1 out
 * @param anchor - the fixed point, in screen pixels (the cursor, or the stage's centre)
 * @param limits - the scale is kept within these
 */
export function zoomAt(
  viewport: Viewport,
  factor: number,
  anchor: Point,
  limits: ZoomLimits,
): Viewport {
  const scale = clamp(viewport.scale * factor, limits.min, limits.max);
  const fixed = screenToImage(viewport, anchor);
  return { scale, offsetX: anchor.x - fixed.x * scale, offsetY: anchor.y - fixed.y * scale };
}

/**
 * Moves the image on the stage.
 * @param viewport - the current mapping
 * @param dx - screen pixels to the right
 * @param dy - screen pixels down
 */
export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, offsetX: viewport.offsetX + dx, offsetY: viewport.offsetY + dy };
}

/**
 * Keeps at least `margin` screen pixels of the image on the stage (less when the image is
 * smaller), so that a pan never loses it.
 * @param viewport - the mapping to check
 * @param image - the image's size in image pixels
 * @param stage - the stage's size in screen pixels
 */
export function keepInView(
  viewport: Viewport,
  image: Size,
  stage: Size,
  margin: number = KEEP_IN_VIEW_PX,
): Viewport {
  if (!hasArea(stage)) return viewport;
  const width = image.width * viewport.scale;
  const height = image.height * viewport.scale;
  const keepX = Math.min(margin, width, stage.width);
  const keepY = Math.min(margin, height, stage.height);
  return {
    ...viewport,
    offsetX: clamp(viewport.offsetX, keepX - width, stage.width - keepX),
    offsetY: clamp(viewport.offsetY, keepY - height, stage.height - keepY),
  };
}

/** Pixels per wheel unit: `WheelEvent.deltaMode` 0 (pixels), 1 (lines), 2 (pages). */
const WHEEL_UNIT_PX = [1, 16, 400] as const;

/**
 * The zoom factor of a wheel turn: smooth for trackpads, about one step per mouse notch.
 * @param deltaY - the wheel event's deltaY (negative: away from the user, zooms in)
 * @param deltaMode - the wheel event's deltaMode
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (WHEEL_UNIT_PX[deltaMode] ?? 1);
  return Math.exp(-clamp(pixels, -200, 200) * 0.002);
}

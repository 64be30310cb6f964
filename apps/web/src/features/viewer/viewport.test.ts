import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitViewport,
  imageToScreen,
  keepInView,
  panBy,
  screenToImage,
  wheelZoomFactor,
  zoomAt,
  zoomLimits,
  type Viewport,
} from './viewport';

/** A full-spine radiograph, taller than wide, on a landscape stage. */
const SPINE = { width: 1000, height: 2000 };
const STAGE = { width: 800, height: 600 };
const WIDE_OPEN = { min: 1e-6, max: 1e6 };

const finite = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const viewports = fc.record({
  scale: finite(0.01, 50),
  offsetX: finite(-5000, 5000),
  offsetY: finite(-5000, 5000),
});
const points = fc.record({ x: finite(-3000, 3000), y: finite(-3000, 3000) });

describe('image ↔ screen', () => {
  it('maps an image point to offset + point × scale', () => {
    const viewport: Viewport = { scale: 0.5, offsetX: 100, offsetY: -20 };
    expect(imageToScreen(viewport, { x: 200, y: 400 })).toEqual({ x: 200, y: 180 });
    expect(screenToImage(viewport, { x: 200, y: 180 })).toEqual({ x: 200, y: 400 });
  });

  it('comes back to the same point both ways', () => {
    fc.assert(
      fc.property(viewports, points, (viewport, point) => {
        const back = screenToImage(viewport, imageToScreen(viewport, point));
        expect(back.x).toBeCloseTo(point.x, 6);
        expect(back.y).toBeCloseTo(point.y, 6);
      }),
    );
  });
});

describe('fitViewport', () => {
  it('fits the whole image in the stage, centred on the short side', () => {
    const fit = fitViewport(SPINE, STAGE);
    expect(fit).toEqual({ scale: 0.3, offsetX: 250, offsetY: 0 });
    expect(imageToScreen(fit, { x: 0, y: 0 })).toEqual({ x: 250, y: 0 });
    expect(imageToScreen(fit, { x: 1000, y: 2000 })).toEqual({ x: 550, y: 600 });
  });

  it('shows pixels one to one before the stage is measured', () => {
    expect(fitViewport(SPINE, { width: 0, height: 0 })).toEqual({
      scale: 1,
      offsetX: 0,
      offsetY: 0,
    });
  });
});

describe('zoomAt', () => {
  it('keeps the image point under the cursor where it was', () => {
    const fit = fitViewport(SPINE, STAGE);
    const cursor = { x: 400, y: 150 };
    const under = screenToImage(fit, cursor);
    const zoomed = zoomAt(fit, 2, cursor, zoomLimits(SPINE, STAGE));
    expect(zoomed.scale).toBe(0.6);
    expect(imageToScreen(zoomed, under)).toEqual(cursor);
    expect(screenToImage(zoomed, cursor)).toEqual(under);
  });

  it('keeps the anchor fixed for any viewport, factor and anchor, clamped or not', () => {
    fc.assert(
      fc.property(viewports, finite(0.05, 20), points, (viewport, factor, anchor) => {
        const limits = { min: 0.05, max: 10 };
        const under = screenToImage(viewport, anchor);
        const zoomed = zoomAt(viewport, factor, anchor, limits);
        const after = imageToScreen(zoomed, under);
        expect(after.x).toBeCloseTo(anchor.x, 4);
        expect(after.y).toBeCloseTo(anchor.y, 4);
        expect(zoomed.scale).toBeGreaterThanOrEqual(limits.min);
        expect(zoomed.scale).toBeLessThanOrEqual(limits.max);
      }),
    );
  });

  it('undoes itself: zooming in then out by the same factor at the same point', () => {
    const start: Viewport = { scale: 0.4, offsetX: 30, offsetY: -80 };
    const anchor = { x: 120, y: 300 };
    const back = zoomAt(zoomAt(start, 1.25, anchor, WIDE_OPEN), 1 / 1.25, anchor, WIDE_OPEN);
    expect(back.scale).toBeCloseTo(start.scale, 10);
    expect(back.offsetX).toBeCloseTo(start.offsetX, 8);
    expect(back.offsetY).toBeCloseTo(start.offsetY, 8);
  });

  it('stops at the limits: a quarter of the fit, and 8 screen pixels per image pixel', () => {
    const limits = zoomLimits(SPINE, STAGE);
    expect(limits).toEqual({ min: 0.075, max: 8 });
    const anchor = { x: 0, y: 0 };
    const fit = fitViewport(SPINE, STAGE);
    expect(zoomAt(fit, 1000, anchor, limits).scale).toBe(8);
    expect(zoomAt(fit, 0.001, anchor, limits).scale).toBe(0.075);
    // An image smaller than its stage may still be blown up 16 times its fitted size.
    expect(zoomLimits({ width: 10, height: 10 }, STAGE).max).toBe(960);
  });
});

describe('panBy and keepInView', () => {
  it('moves the image by screen pixels', () => {
    expect(panBy({ scale: 2, offsetX: 10, offsetY: 20 }, -5, 7)).toEqual({
      scale: 2,
      offsetX: 5,
      offsetY: 27,
    });
  });

  it('leaves a viewport that shows enough of the image alone', () => {
    const fit = fitViewport(SPINE, STAGE);
    expect(keepInView(fit, SPINE, STAGE)).toEqual(fit);
  });

  it('keeps 48 screen pixels of the image on the stage however far it is pushed', () => {
    const fit = fitViewport(SPINE, STAGE); // the image is 300 × 600 on screen
    expect(keepInView(panBy(fit, 10_000, 10_000), SPINE, STAGE)).toEqual({
      scale: 0.3,
      offsetX: 800 - 48,
      offsetY: 600 - 48,
    });
    expect(keepInView(panBy(fit, -10_000, -10_000), SPINE, STAGE)).toEqual({
      scale: 0.3,
      offsetX: 48 - 300,
      offsetY: 48 - 600,
    });
  });
});

describe('wheelZoomFactor', () => {
  it('zooms in when the wheel turns away, out by the inverse when it turns back', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(-100) * wheelZoomFactor(100)).toBeCloseTo(1, 12);
    expect(wheelZoomFactor(0)).toBe(1);
  });

  it('reads line and page units as pixels, and caps a violent turn', () => {
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48), 12);
    expect(wheelZoomFactor(-10_000)).toBe(wheelZoomFactor(-200));
    expect(wheelZoomFactor(1, 2)).toBe(wheelZoomFactor(200));
  });
});

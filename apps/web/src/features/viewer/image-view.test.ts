import { describe, expect, it } from 'vitest';
import { applyCommand, INITIAL_VIEW, resolveViewport, zoomView } from './image-view';
import { fitViewport, imageToScreen, screenToImage, ZOOM_STEP } from './viewport';
import type { WindowRange } from './window-level';

const GEOMETRY = { image: { width: 1000, height: 2000 }, stage: { width: 800, height: 600 } };
const RANGE: WindowRange = {
  min: 0,
  max: 4095,
  default: { center: 2048, width: 4096 },
  inverted: false,
};
const CENTRE = { x: 400, y: 300 };

describe('applyCommand', () => {
  it('starts fitted to the stage', () => {
    expect(resolveViewport(INITIAL_VIEW, GEOMETRY)).toEqual(
      fitViewport(GEOMETRY.image, GEOMETRY.stage),
    );
  });

  it('zooms one step around the centre of the stage', () => {
    const under = screenToImage(resolveViewport(INITIAL_VIEW, GEOMETRY), CENTRE);
    const zoomed = applyCommand(INITIAL_VIEW, { kind: 'zoom', direction: 'in' }, GEOMETRY, RANGE);
    const viewport = resolveViewport(zoomed, GEOMETRY);
    expect(viewport.scale).toBeCloseTo(0.3 * ZOOM_STEP, 12);
    const after = imageToScreen(viewport, under);
    expect(after.x).toBeCloseTo(CENTRE.x, 9);
    expect(after.y).toBeCloseTo(CENTRE.y, 9);
  });

  it('pans, keeping the image on the stage, and fits again', () => {
    const panned = applyCommand(INITIAL_VIEW, { kind: 'pan', dx: -40, dy: 0 }, GEOMETRY, RANGE);
    expect(panned.viewport).toEqual({ scale: 0.3, offsetX: 210, offsetY: 0 });
    const far = applyCommand(panned, { kind: 'pan', dx: -5000, dy: 0 }, GEOMETRY, RANGE);
    expect(far.viewport?.offsetX).toBe(48 - 300);
    expect(applyCommand(far, { kind: 'fit' }, GEOMETRY, RANGE).viewport).toBeNull();
  });

  it('steps the window from the image window, and resets everything', () => {
    const wider = applyCommand(
      INITIAL_VIEW,
      { kind: 'window', center: 0, width: 1 },
      GEOMETRY,
      RANGE,
    );
    expect(wider.window).toEqual({ center: 2048, width: 4160 });
    const moved = zoomView(wider, GEOMETRY, 2, { x: 10, y: 10 });
    expect(applyCommand(moved, { kind: 'reset' }, GEOMETRY, RANGE)).toEqual(INITIAL_VIEW);
  });
});

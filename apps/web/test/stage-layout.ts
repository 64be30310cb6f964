import { vi } from 'vitest';

/**
 * jsdom lays nothing out: every element gets this box at the window's top-left corner, so that
 * the viewer's stages map clicks to image pixels as a browser would. Undone by
 * `vi.restoreAllMocks()`.
 */
export function layOutEveryElement(width = 800, height = 600): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width,
    height,
    right: width,
    bottom: height,
    toJSON: () => ({}),
  });
}

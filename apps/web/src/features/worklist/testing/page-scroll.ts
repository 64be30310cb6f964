import { act, fireEvent } from '@testing-library/react';

/**
 * Plays the browser's page scroll, which jsdom does not lay out: the page's height, the window's
 * height and the scroll position, then a scroll event. `restore()` gives jsdom its own back.
 */
export function pageScroll({ height = 5000, viewport = 1000 } = {}) {
  let scrollY = 0;
  let pageHeight = height;
  const root = document.documentElement;
  Object.defineProperty(root, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  return {
    /** Scrolls to this share of the scrollable distance (0 top, 1 bottom). */
    to(progress: number) {
      scrollY = Math.round(progress * (pageHeight - viewport));
      act(() => {
        fireEvent.scroll(window);
      });
    },
    /** The page grew (a page of rows arrived); the position stays. */
    grow(newHeight: number) {
      pageHeight = newHeight;
    },
    restore() {
      Reflect.deleteProperty(root, 'scrollHeight');
      Reflect.deleteProperty(window, 'innerHeight');
      Reflect.deleteProperty(window, 'scrollY');
    },
  };
}

/** The scroll position of a scrolling box (here, the page). */
export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * How far down the user has scrolled, from 0 (top) to 1 (bottom), or null when the content fits
 * on the screen and nothing scrolls.
 * @param metrics - the box's scroll position and sizes
 */
export function scrollProgress({
  scrollTop,
  scrollHeight,
  clientHeight,
}: ScrollMetrics): number | null {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return null;
  return Math.min(1, Math.max(0, scrollTop / scrollable));
}

/** The page's scroll position, as the browser reports it. */
export function windowScrollMetrics(): ScrollMetrics {
  return {
    scrollTop: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: window.innerHeight,
  };
}

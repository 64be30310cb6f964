import { describe, expect, it } from 'vitest';
import { scrollProgress } from './scroll-progress';

describe('scrollProgress', () => {
  it.each([
    [{ scrollTop: 0, scrollHeight: 5000, clientHeight: 1000 }, 0],
    [{ scrollTop: 1200, scrollHeight: 5000, clientHeight: 1000 }, 0.3],
    [{ scrollTop: 4000, scrollHeight: 5000, clientHeight: 1000 }, 1],
    // Overscroll (elastic scrolling) stays within 0–1.
    [{ scrollTop: 4100, scrollHeight: 5000, clientHeight: 1000 }, 1],
    [{ scrollTop: -20, scrollHeight: 5000, clientHeight: 1000 }, 0],
  ])('%o → %d', (metrics, expected) => {
    expect(scrollProgress(metrics)).toBeCloseTo(expected);
  });

  it('is null when the content fits on the screen', () => {
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 800, clientHeight: 1000 })).toBeNull();
    expect(scrollProgress({ scrollTop: 0, scrollHeight: 1000, clientHeight: 1000 })).toBeNull();
  });
});

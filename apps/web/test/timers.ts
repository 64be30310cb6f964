import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves fake timers on by `ms`, letting React apply what they set off. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

import { describe, expect, it } from 'vitest';
import { isLowResolution } from './constants';

describe('low resolution (seed §8, §9)', () => {
  it.each([
    [1174, 900, true],
    [1175, 900, false],
    [1400, 600, true],
    [1400, 601, false],
    [1100, 700, true],
    [1400, 900, false],
    [1278, 800, false],
  ])('%i × %i px → %s', (width, height, expected) => {
    expect(isLowResolution(width, height)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatTenths } from './tenths';

describe('formatTenths', () => {
  it('rounds to one decimal and never shows a negative zero', () => {
    expect(formatTenths(52.349, 'en-US')).toBe('52.3');
    expect(formatTenths(-4.25, 'en-US')).toBe('-4.3');
    expect(formatTenths(-0.04, 'en-US')).toBe('0.0');
    expect(formatTenths(1234.56, 'fr-FR')).toMatch(/^1\s?234,6$/);
  });
});

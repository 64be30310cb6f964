import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPatientId, isPatientId, parsePatientId } from './patient-id';

describe('product patient id', () => {
  it.each([
    [1, 'SGT-000001'],
    [123, 'SGT-000123'],
    [999_999, 'SGT-999999'],
    [1_000_000, 'SGT-1000000'],
    [12_345_678, 'SGT-12345678'],
  ])('formats %d as %s and reads it back', (patientNumber, text) => {
    expect(formatPatientId(patientNumber)).toBe(text);
    expect(parsePatientId(text)).toBe(patientNumber);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses to format %d', (n) => {
    expect(() => formatPatientId(n)).toThrow(RangeError);
  });

  it.each([
    '',
    'SGT-',
    'SGT-123',
    'SGT-00123',
    'SGT-0000123',
    'SGT-000000',
    'sgt-000123',
    ' SGT-000123',
    'SGT-000123 ',
    'SGT000123',
    'ATEC-000123',
    'SGT-00012a',
    'SGT-+00123',
    'SGT-99999999999999999999',
  ])('reads %j as no id', (text) => {
    expect(parsePatientId(text)).toBeUndefined();
    expect(isPatientId(text)).toBe(false);
  });

  it('reads back every id it formats, and formats back every id it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (patientNumber) => {
        const text = formatPatientId(patientNumber);
        expect(parsePatientId(text)).toBe(patientNumber);
        expect(formatPatientId(parsePatientId(text) ?? 0)).toBe(text);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { reducedStoredValues, reductionFactor } from './downsample';
import { storedValues } from './stored-values';

const geometry = (rows: number, columns: number, samplesPerPixel = 1) => ({
  rows,
  columns,
  samplesPerPixel,
  bitsAllocated: 16,
  bitsStored: 16,
  signed: false,
});

describe('reducedStoredValues', () => {
  it('is storedValues itself at factor 1', () => {
    const raw = new Uint16Array([1, 0x8001, 4095, 0xffff]);
    const module = { ...geometry(2, 2), bitsStored: 12, signed: true };
    expect(reducedStoredValues(raw, module, 1)).toEqual({
      data: storedValues(raw, 16, 12, true),
      rows: 2,
      columns: 2,
    });
  });

  it('averages each box, the partial ones at the right and bottom edges too', () => {
    // 3 × 5, factor 2: boxes of 2 × 2, then 2 × 1, 1 × 2, 1 × 1.
    const raw = new Uint16Array([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]);
    const reduced = reducedStoredValues(raw, geometry(3, 5), 2);
    expect(reduced.rows).toBe(2);
    expect(reduced.columns).toBe(3);
    expect(Array.from(reduced.data)).toEqual([6, 10, 13, 21, 25, 28]);
  });

  it('masks to Bits Stored and sign-extends before averaging, and keeps colour channels apart', () => {
    const signed = { ...geometry(1, 2), bitsStored: 12, signed: true };
    // 0xF000 | 0xFFF is -1 in 12 bits; 0x001 is 1: their mean is 0.
    expect(
      Array.from(reducedStoredValues(new Uint16Array([0xffff, 0x0001]), signed, 2).data),
    ).toEqual([0]);
    const rgb = new Uint16Array([10, 20, 30, 30, 40, 50]);
    expect(Array.from(reducedStoredValues(rgb, geometry(1, 2, 3), 2).data)).toEqual([20, 30, 40]);
  });

  it('reduces only frames at least twice the size asked for', () => {
    expect(reductionFactor(10_000, 10_000, 2048)).toBe(4);
    expect(reductionFactor(6000, 2000, 2048)).toBe(2);
    expect(reductionFactor(3000, 2000, 2048)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { headerPixelSpacing, type HeaderSpacingAttributes } from './header-pixel-spacing';

const none: HeaderSpacingAttributes = {
  pixelSpacing: null,
  imagerPixelSpacing: null,
  magnificationFactor: null,
  calibrationType: null,
};

describe('headerPixelSpacing', () => {
  it('takes Pixel Spacing as recorded, row then column', () => {
    expect(headerPixelSpacing({ ...none, pixelSpacing: [0.2, 0.25] })).toEqual({
      source: 'PIXEL_SPACING',
      pixelSpacingMm: [0.2, 0.25],
    });
  });

  it('prefers Pixel Spacing over Imager Pixel Spacing when they differ or it is calibrated', () => {
    expect(
      headerPixelSpacing({ ...none, pixelSpacing: [0.13, 0.13], imagerPixelSpacing: [0.15, 0.15] }),
    ).toEqual({ source: 'PIXEL_SPACING', pixelSpacingMm: [0.13, 0.13] });
    expect(
      headerPixelSpacing({
        ...none,
        pixelSpacing: [0.15, 0.15],
        imagerPixelSpacing: [0.15, 0.15],
        calibrationType: 'GEOMETRY',
      }),
    ).toEqual({ source: 'PIXEL_SPACING', pixelSpacingMm: [0.15, 0.15] });
  });

  it('reads a Pixel Spacing that merely repeats Imager Pixel Spacing as the detector spacing', () => {
    const read = headerPixelSpacing({
      ...none,
      pixelSpacing: [0.15, 0.15],
      imagerPixelSpacing: [0.15, 0.15],
      magnificationFactor: 1.25,
    });
    expect(read?.source).toBe('IMAGER_PIXEL_SPACING');
    expect(read?.pixelSpacingMm[0]).toBeCloseTo(0.12, 12);
    expect(read?.pixelSpacingMm[1]).toBeCloseTo(0.12, 12);
  });

  it('divides Imager Pixel Spacing by a plausible magnification factor only', () => {
    const imager = { ...none, imagerPixelSpacing: [0.15, 0.15] };
    expect(
      headerPixelSpacing({ ...imager, magnificationFactor: 1.5 })?.pixelSpacingMm[0],
    ).toBeCloseTo(0.1, 12);
    for (const factor of [null, 0, -1, 0.5, 40, Number.NaN]) {
      expect(headerPixelSpacing({ ...imager, magnificationFactor: factor })).toEqual({
        source: 'IMAGER_PIXEL_SPACING',
        pixelSpacingMm: [0.15, 0.15],
      });
    }
  });

  it('gives null, never 0, for absent or bad values', () => {
    expect(headerPixelSpacing(none)).toBeNull();
    for (const bad of [[0, 0], [-1, 1], [1], [1, 1, 1], [Number.NaN, 1], [Infinity, 1], [50, 50]]) {
      expect(headerPixelSpacing({ ...none, pixelSpacing: bad })).toBeNull();
      expect(headerPixelSpacing({ ...none, imagerPixelSpacing: bad })).toBeNull();
    }
    // A bad Pixel Spacing falls back on a good Imager Pixel Spacing.
    expect(
      headerPixelSpacing({ ...none, pixelSpacing: [0, 0], imagerPixelSpacing: [0.2, 0.2] }),
    ).toEqual({ source: 'IMAGER_PIXEL_SPACING', pixelSpacingMm: [0.2, 0.2] });
  });
});

import { describe, expect, it } from 'vitest';
import { filmCalibration } from '../schemas/alignment-assessments';
import { engineFilm, filmPixelSpacing } from './film-calibration';

describe('filmPixelSpacing', () => {
  it('keeps a DICOM spacing as recorded, per axis', () => {
    expect(filmPixelSpacing({ source: 'PIXEL_SPACING', pixelSpacingMm: 0.2 })).toBe(0.2);
    expect(
      filmPixelSpacing({ source: 'IMAGER_PIXEL_SPACING', pixelSpacingMm: [0.18, 0.2] }),
    ).toEqual([0.18, 0.2]);
  });

  it('derives the spacing of a calibration object from its real length', () => {
    const spacing = filmPixelSpacing({
      source: 'CALIBRATION_OBJECT',
      start: [100, 100],
      end: [400, 500],
      lengthMm: 100,
    });
    expect(spacing).toBeCloseTo(100 / 500, 12);
  });

  it('gives no spacing without calibration, never 1 mm per pixel', () => {
    expect(filmPixelSpacing({ source: 'NONE' })).toBeNull();
    expect(filmPixelSpacing(undefined)).toBeNull();
  });

  it('refuses a calibration object shorter than a pixel, naming its end', () => {
    const result = filmCalibration.safeParse({
      source: 'CALIBRATION_OBJECT',
      start: [10, 10],
      end: [10, 10.5],
      lengthMm: 50,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['end']);
  });

  it('refuses a spacing sent with a calibration object (the server derives it)', () => {
    const result = filmCalibration.safeParse({
      source: 'CALIBRATION_OBJECT',
      start: [0, 0],
      end: [0, 100],
      lengthMm: 50,
      pixelSpacingMm: 1,
    });
    expect(result.success).toBe(false);
  });
});

describe('engineFilm', () => {
  it('gives the engine the landmarks with their calibration spacing', () => {
    const points = { S1a: [10, 20] as [number, number] };
    expect(
      engineFilm({ facing: '-x', points }, { source: 'PIXEL_SPACING', pixelSpacingMm: 0.3 }),
    ).toEqual({
      facing: '-x',
      points,
      pixelSpacingMm: 0.3,
    });
    expect(engineFilm({ points }, undefined)).toEqual({ points, pixelSpacingMm: null });
  });
});

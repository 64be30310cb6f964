import { PARAMETER_KEYS, type NullReason } from '@sagitta/domain';
import { describe, expect, it } from 'vitest';
import { calibrationInWords } from './calibration-words';
import { formatValue, PARAMETER_LABELS, reasonInWords } from './parameter-words';
import { formatCalendarDate, formatInstant } from './report-dates';

describe('formatValue', () => {
  it.each([
    [50.2345, 'DEGREE', '50.2°'],
    [59.96, 'MM', '60.0 mm'],
    [62.25, 'PERCENT', '62.3 %'],
    [-12.44, 'DEGREE', '-12.4°'],
    [-0.04, 'DEGREE', '0.0°'],
  ] as const)('%d %s → %s', (value, unit, shown) => {
    expect(formatValue(value, unit)).toBe(shown);
  });
});

describe('reasonInWords', () => {
  it.each<[NullReason, string]>([
    [{ code: 'missing-landmark', landmarks: ['T4c'] }, 'missing landmark: T4c'],
    [{ code: 'missing-landmark', landmarks: ['C2c', 'C7sp'] }, 'missing landmarks: C2c, C7sp'],
    [{ code: 'no-calibration' }, 'no calibration: a length needs the pixel spacing'],
    [{ code: 'needs-frontal-film' }, 'needs the frontal film'],
    [{ code: 'needs-lateral-film' }, 'needs the lateral film'],
    [{ code: 'needs-3d-model' }, 'needs a 3D model'],
    [{ code: 'needs-age' }, "needs the patient's age"],
    [{ code: 'needs-two-vertebrae' }, 'needs the endplates of two vertebrae on the frontal film'],
    [{ code: 'undefined', detail: 'LL ≤ 0' }, 'not defined: LL ≤ 0'],
  ])('%j', (reason, words) => {
    expect(reasonInWords(reason)).toBe(words);
  });
});

it('names every parameter of the engine', () => {
  for (const key of PARAMETER_KEYS) expect(PARAMETER_LABELS[key]).toMatch(/\w/);
});

describe('report dates', () => {
  it('writes calendar dates as mm/dd/yy from their parts', () => {
    expect(formatCalendarDate('1968-03-14')).toBe('03/14/68');
    expect(formatCalendarDate('2026-1-4')).toBe('—');
    expect(formatCalendarDate(null)).toBe('—');
  });

  it('writes instants in UTC, named', () => {
    expect(formatInstant('2026-06-04T11:30:00+02:00')).toBe('06/04/26 09:30 UTC');
    expect(formatInstant('not a time')).toBe('—');
  });
});

describe('calibrationInWords', () => {
  it('states the source and the spacing, or that lengths are not reported', () => {
    expect(
      calibrationInWords({ calibration: { kind: 'imager-pixel-spacing' }, pixelSpacingMm: 0.5 }),
    ).toBe('Calibration: DICOM Imager Pixel Spacing, 0.5 mm/pixel');
    expect(
      calibrationInWords({
        calibration: { kind: 'calibration-object', lengthMm: 25.4 },
        pixelSpacingMm: [0.13888889, 0.14],
      }),
    ).toBe(
      'Calibration: calibration object of 25.4 mm drawn on the film, 0.1389 x 0.14 mm/pixel (row x column)',
    );
    expect(calibrationInWords({ calibration: { kind: 'none' }, pixelSpacingMm: null })).toBe(
      'No calibration: lengths are not reported',
    );
  });
});

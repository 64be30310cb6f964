import { describe, expect, it } from 'vitest';
import {
  ASSUMED_WINDOW_RANGE,
  clampWindow,
  dragWindow,
  presetOf,
  presetWindow,
  stepWindow,
  widthLimits,
  WINDOW_PRESETS,
  windowRangeOf,
  type WindowRange,
} from './window-level';

/** A 12-bit image whose header window frames the spine. */
const SPINE: WindowRange = {
  min: 0,
  max: 4095,
  default: { center: 1800, width: 1200 },
  inverted: false,
};
/** The same image stored MONOCHROME1: bone is the low values, shown bright. */
const SPINE_MONOCHROME1: WindowRange = { ...SPINE, inverted: true };
/** Rescaled values in a narrow range: windows move by hundredths. */
const NARROW: WindowRange = { min: 0, max: 1, default: { center: 0.5, width: 1 }, inverted: false };

describe('windowRangeOf', () => {
  it("takes the image's value range and default window as the server gives them", () => {
    expect(
      windowRangeOf({
        defaultWindow: { center: 1800, width: 1200 },
        valueRange: { min: -1024, max: 3071 },
        photometric: 'MONOCHROME2',
      }),
    ).toEqual({
      min: -1024,
      max: 3071,
      default: { center: 1800, width: 1200 },
      inverted: false,
    });
  });

  it('marks MONOCHROME1 images as inverted, and only them', () => {
    const values = { defaultWindow: null, valueRange: { min: 0, max: 1023 } };
    expect(windowRangeOf({ ...values, photometric: 'MONOCHROME1' }).inverted).toBe(true);
    expect(windowRangeOf({ ...values, photometric: 'MONOCHROME2' }).inverted).toBe(false);
    expect(windowRangeOf({ ...values, photometric: null }).inverted).toBe(false);
  });

  it('defaults to the window spanning the value range, as the server renders it', () => {
    expect(
      windowRangeOf({ defaultWindow: null, valueRange: { min: 100, max: 899 }, photometric: null })
        .default,
    ).toEqual({ center: 500, width: 800 });
  });

  it('falls back to the assumed 12-bit range only for what the server does not give yet', () => {
    expect(windowRangeOf({ defaultWindow: null, valueRange: null, photometric: null })).toEqual(
      ASSUMED_WINDOW_RANGE,
    );
    expect(
      windowRangeOf({
        defaultWindow: { center: 1800, width: 1200 },
        valueRange: null,
        photometric: 'MONOCHROME1',
      }),
    ).toEqual({ min: 0, max: 4095, default: { center: 1800, width: 1200 }, inverted: true });
  });

  it('keeps a header window centred off the values on the range, and a flat image adjustable', () => {
    const offCentre = windowRangeOf({
      defaultWindow: { center: 5000, width: 2000 },
      valueRange: { min: 0, max: 4095 },
      photometric: null,
    });
    expect([offCentre.min, offCentre.max]).toEqual([0, 5000]);
    const flat = windowRangeOf({
      defaultWindow: null,
      valueRange: { min: 7, max: 7 },
      photometric: null,
    });
    expect([flat.min, flat.max]).toEqual([7, 8]);
    expect(clampWindow(flat.default, flat).width).toBeGreaterThan(0);
  });
});

describe('presets', () => {
  it('leaves Default to the image (no window sent), and sets bone and soft tissue from it', () => {
    expect(presetWindow('default', SPINE)).toBeNull();
    expect(presetWindow('bone', SPINE)).toEqual({ center: 1980, width: 720 });
    expect(presetWindow('softTissue', SPINE)).toEqual({ center: 1620, width: 1680 });
  });

  it('moves bone and soft tissue the other way for MONOCHROME1, where low values show bright', () => {
    expect(presetWindow('bone', SPINE_MONOCHROME1)).toEqual({ center: 1620, width: 720 });
    expect(presetWindow('softTissue', SPINE_MONOCHROME1)).toEqual({ center: 1980, width: 1680 });
    for (const preset of WINDOW_PRESETS) {
      expect(presetOf(presetWindow(preset, SPINE_MONOCHROME1), SPINE_MONOCHROME1)).toBe(preset);
    }
  });

  it('recognises each preset, and none for a window set by hand', () => {
    for (const preset of WINDOW_PRESETS) {
      expect(presetOf(presetWindow(preset, SPINE), SPINE)).toBe(preset);
    }
    expect(presetOf({ center: 1981, width: 720 }, SPINE)).toBeNull();
  });

  it('stays within the range for the assumed 12-bit range', () => {
    const softTissue = presetWindow('softTissue', ASSUMED_WINDOW_RANGE);
    expect(softTissue).toEqual({ center: 1434, width: 5734 });
  });
});

describe('clampWindow', () => {
  it('keeps the level on the range and the width between a thousandth and twice the range', () => {
    expect(widthLimits(SPINE)).toEqual({ min: 5, max: 8190 });
    expect(widthLimits(NARROW)).toEqual({ min: 0.01, max: 2 });
    expect(clampWindow({ center: -50, width: 0 }, SPINE)).toEqual({ center: 0, width: 5 });
    expect(clampWindow({ center: 9000, width: 99_999 }, SPINE)).toEqual({
      center: 4095,
      width: 8190,
    });
  });

  it('rounds to whole values, or hundredths for a narrow range', () => {
    expect(clampWindow({ center: 1000.4, width: 300.6 }, SPINE)).toEqual({
      center: 1000,
      width: 301,
    });
    expect(clampWindow({ center: 0.12345, width: 0.5 }, NARROW)).toEqual({
      center: 0.12,
      width: 0.5,
    });
  });
});

describe('dragWindow', () => {
  it('starts from the image window: right widens, down raises the level', () => {
    // 4095 / 1024 ≈ 4 values per screen pixel.
    expect(dragWindow(null, 100, 0, SPINE)).toEqual({ center: 1800, width: 1600 });
    expect(dragWindow(null, 0, 100, SPINE)).toEqual({ center: 2200, width: 1200 });
    expect(dragWindow({ center: 1000, width: 500 }, -50, -50, SPINE)).toEqual({
      center: 800,
      width: 300,
    });
  });
});

describe('stepWindow', () => {
  it('moves one sixty-fourth of the range per press', () => {
    expect(stepWindow(null, { center: 0, width: 1 }, SPINE)).toEqual({
      center: 1800,
      width: 1264,
    });
    expect(stepWindow(null, { center: -1, width: 0 }, SPINE)).toEqual({
      center: 1736,
      width: 1200,
    });
  });
});

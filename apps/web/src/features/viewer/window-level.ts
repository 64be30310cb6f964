/**
 * Window level (centre) and width: which stored values the server maps from black to white when
 * it renders an image. `null` means the image's own window (its header's, or its value range).
 */
export interface ImageWindow {
  center: number;
  width: number;
}

/** The values an image's window moves within, and the window it is rendered with by default. */
export interface WindowRange {
  min: number;
  max: number;
  default: ImageWindow;
  /** MONOCHROME1: low values show bright, so bone sits at the low end of the values. */
  inverted: boolean;
}

/**
 * The range of an image whose pixels the server has not decoded yet (no value range, no default
 * window): 12-bit data, the commonest for radiographs. It only sets where adjusting starts and
 * how far it goes; the server still renders 'Default' with the image's own window.
 */
export const ASSUMED_WINDOW_RANGE: WindowRange = {
  min: 0,
  max: 4095,
  default: { center: 2048, width: 4096 },
  inverted: false,
};

/** What the server tells of an image's values (`examImage`), in rescaled units. */
export interface ImageValues {
  defaultWindow: ImageWindow | null;
  valueRange: { min: number; max: number } | null;
  photometric: string | null;
}

/**
 * The range an image's window moves in: its value range and default window as the server gives
 * them, the assumed 12-bit range for what it does not give yet. Without a default window, the
 * window spanning the value range is the default, as the server renders it (min → black).
 * @param image - the image's values
 */
export function windowRangeOf(image: ImageValues): WindowRange {
  const inverted = image.photometric === 'MONOCHROME1';
  const values = image.valueRange;
  if (values === null) {
    const fallback = image.defaultWindow ?? ASSUMED_WINDOW_RANGE.default;
    return {
      min: Math.min(ASSUMED_WINDOW_RANGE.min, fallback.center),
      max: Math.max(ASSUMED_WINDOW_RANGE.max, fallback.center),
      default: fallback,
      inverted,
    };
  }
  // A flat image (one value) still needs a range a window can have a width in.
  const max = values.max > values.min ? values.max : values.min + 1;
  const own = image.defaultWindow ?? {
    center: (values.min + max + 1) / 2,
    width: max - values.min + 1,
  };
  // A header window centred off the values must still sit on the level slider.
  return {
    min: Math.min(values.min, own.center),
    max: Math.max(max, own.center),
    default: own,
    inverted,
  };
}

/** How long window changes settle before the image is rendered again (ms). */
export const WINDOW_RENDER_DEBOUNCE_MS = 250;

export const WINDOW_PRESETS = ['default', 'bone', 'softTissue'] as const;
export type WindowPreset = (typeof WINDOW_PRESETS)[number];

const span = (range: WindowRange) => range.max - range.min;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole values for integer data; hundredths for the narrow ranges of rescaled data. */
function rounded(value: number, range: WindowRange): number {
  return span(range) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The slider step that matches {@link rounded}. */
export function windowStep(range: WindowRange): number {
  return span(range) >= 100 ? 1 : 0.01;
}

/** The narrowest and widest window: a thousandth of the range (at least one step) to twice it. */
export function widthLimits(range: WindowRange): { min: number; max: number } {
  const step = windowStep(range);
  // Whole steps, so that rounding a clamped width cannot take it under the minimum.
  return { min: Math.ceil(span(range) / 1000 / step) * step, max: span(range) * 2 };
}

/**
 * A window kept within the range: the centre on a value of the range, the width within
 * {@link widthLimits}, both rounded.
 * @param wanted - the wanted window
 * @param range - the image's range
 */
export function clampWindow(wanted: ImageWindow, range: WindowRange): ImageWindow {
  const widths = widthLimits(range);
  return {
    center: rounded(clamp(wanted.center, range.min, range.max), range),
    width: rounded(clamp(wanted.width, widths.min, widths.max), range),
  };
}

/**
 * The window of a preset, set against the image's own window since radiograph values have no
 * fixed scale (unlike CT's Hounsfield units): bone narrows it on the bright end, soft tissue
 * widens it towards the dark end. The bright end is the high values, or the low ones for
 * MONOCHROME1.
 * @param preset - the preset chosen
 * @param range - the image's range
 * @returns null for the image's own window
 */
export function presetWindow(preset: WindowPreset, range: WindowRange): ImageWindow | null {
  const { center, width } = range.default;
  const towardsBright = range.inverted ? -1 : 1;
  switch (preset) {
    case 'default':
      return null;
    case 'bone':
      return clampWindow(
        { center: center + towardsBright * width * 0.15, width: width * 0.6 },
        range,
      );
    case 'softTissue':
      return clampWindow(
        { center: center - towardsBright * width * 0.15, width: width * 1.4 },
        range,
      );
  }
}

/**
 * The preset a window is, if any.
 * @param current - the current window, null for the image's own
 * @param range - the image's range
 */
export function presetOf(current: ImageWindow | null, range: WindowRange): WindowPreset | null {
  if (current === null) return 'default';
  return (
    WINDOW_PRESETS.find((preset) => {
      const candidate = presetWindow(preset, range);
      return candidate?.center === current.center && candidate.width === current.width;
    }) ?? null
  );
}

/** Values a right-drag of one screen pixel moves the window by, as a share of the range. */
const DRAG_SHARE_PER_PX = 1 / 1024;
/** One key press moves the window by this share of the range. */
const KEY_SHARE = 1 / 64;

/**
 * A right-drag on the image: to the right widens the window (less contrast), down raises the
 * level (a darker image), as most PACS viewers do.
 * @param current - the window before the drag, null for the image's own
 * @param dx - screen pixels moved to the right
 * @param dy - screen pixels moved down
 * @param range - the image's range
 */
export function dragWindow(
  current: ImageWindow | null,
  dx: number,
  dy: number,
  range: WindowRange,
): ImageWindow {
  const from = current ?? range.default;
  const perPx = span(range) * DRAG_SHARE_PER_PX;
  return clampWindow({ center: from.center + dy * perPx, width: from.width + dx * perPx }, range);
}

/**
 * A key press on the window: one step of level and/or width.
 * @param current - the window before it, null for the image's own
 * @param steps - +1 raises, -1 lowers, 0 leaves
 * @param range - the image's range
 */
export function stepWindow(
  current: ImageWindow | null,
  steps: { center: number; width: number },
  range: WindowRange,
): ImageWindow {
  const from = current ?? range.default;
  const step = span(range) * KEY_SHARE;
  return clampWindow(
    { center: from.center + steps.center * step, width: from.width + steps.width * step },
    range,
  );
}

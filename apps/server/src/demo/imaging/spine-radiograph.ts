import { Film } from './film';
import { drawFrontalView } from './frontal-view';
import { drawLateralView } from './lateral-view';
import { createRandom, type Random } from './random';
import { spineAnatomyOf, type AnatomySpec } from './spine-anatomy';

export type RadiographView = 'FRONTAL' | 'LATERAL';

/** Both views of one spec show the same spine; the noise differs. */
export interface RadiographSpec extends AnatomySpec {
  view: RadiographView;
  columns: number;
  rows: number;
}

/** The image's height in mm: skull base to upper thighs, like an EOS full-spine field. */
export const FIELD_HEIGHT_MM = 900;
/** Stored values use 12 bits. */
export const BITS_STORED = 12;
const MAX_VALUE = 2 ** BITS_STORED - 1;
/** A window that shows soft tissue and bone alike, for the header's Window Center/Width. */
export const RADIOGRAPH_WINDOW = { center: 2000, width: 3800 } as const;

/** The square pixel spacing, mm, of an image this many rows high. */
export function mmPerPixelOf(rows: number): number {
  return FIELD_HEIGHT_MM / rows;
}

/**
 * A deterministic synthetic full-spine radiograph: 16-bit MONOCHROME2 values (bone bright) of
 * `BITS_STORED` bits, row by row. The same spec gives the same pixels.
 */
export function drawSpineRadiograph(spec: RadiographSpec): Uint16Array {
  const { columns, rows } = spec;
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 16 || rows < 16) {
    throw new Error(
      `A synthetic image needs whole dimensions of 16 pixels or more, not ${columns}×${rows}`,
    );
  }
  const film = new Film(columns, rows, mmPerPixelOf(rows));
  const anatomy = spineAnatomyOf(spec);
  if (spec.view === 'FRONTAL') drawFrontalView(film, anatomy);
  else drawLateralView(film, anatomy);
  return expose(
    film,
    createRandom(spec.seed ^ (spec.view === 'FRONTAL' ? 0x5f3759df : 0x2545f491)),
  );
}

/** Tissue saturates over ~170 mm and bone over ~45 mm: a lookup per 0.25 mm of path. */
const STEPS_PER_MM = 4;
const saturation = (scale: number, span: number, limitMm: number): Float32Array =>
  Float32Array.from({ length: limitMm * STEPS_PER_MM + 1 }, (_, step) => {
    return span * (1 - Math.exp(-step / STEPS_PER_MM / scale));
  });
const TISSUE = saturation(170, 1900, 1200);
const BONE = saturation(45, 2000, 600);

/** Standard normal deviates drawn once, from a fixed seed: far cheaper than one per pixel. */
const NOISE = (() => {
  const random = createRandom(0x9e3779b9);
  return Float32Array.from({ length: 1 << 16 }, () => random.normal());
})();

/**
 * Path lengths to pixel values. Tissue and bone saturate separately, as a processed radiograph's
 * look-up table would, so bone keeps its contrast over thick tissue. Then a slot scanner's faint
 * row-to-row gain differences and quantum noise, stronger where more photons arrive.
 */
function expose(film: Film, random: Random): Uint16Array {
  const { tissue, bone, columns, rows } = film;
  const pixels = new Uint16Array(columns * rows);
  const lastTissue = TISSUE.length - 1;
  const lastBone = BONE.length - 1;
  // xorshift32 picks the noise sample of each pixel; it must not start at zero.
  let state = Math.floor(random.next() * 0xfffffffe) + 1;
  // Hot loop: `| 0` rounds (all values are positive here) several times faster than Math.round.
  for (let row = 0; row < rows; row++) {
    const gain = 1 + 0.006 * random.normal();
    const end = (row + 1) * columns;
    for (let index = row * columns; index < end; index++) {
      const tissuePath = tissue[index] ?? 0;
      const bonePath = bone[index] ?? 0;
      const tissueStep =
        tissuePath > 0 ? Math.min(lastTissue, (tissuePath * STEPS_PER_MM + 0.5) | 0) : 0;
      const boneStep = bonePath > 0 ? Math.min(lastBone, (bonePath * STEPS_PER_MM + 0.5) | 0) : 0;
      const signal = 90 + (TISSUE[tissueStep] ?? 0) + (BONE[boneStep] ?? 0);
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = NOISE[state >>> 16] ?? 0;
      const value = (signal * gain + (14 + 0.012 * signal) * noise + 0.5) | 0;
      pixels[index] = value < 0 ? 0 : value > MAX_VALUE ? MAX_VALUE : value;
    }
  }
  return pixels;
}

// The 8×8 inverse DCT of the DCT decoder (jpeg-dct.ts): the floating-point AAN algorithm (Arai,
// Agui and Nakajima), as in IJG's jidctflt.c. Its scale factors are folded into the quantisation
// table once per scan (`prescaledTable`), so each 1-D pass costs 5 multiplications.

/** AAN scale factor of frequency k: 1 for k = 0, else cos(kπ/16)·√2. */
const AAN_SCALE = Array.from({ length: 8 }, (_, k) =>
  k === 0 ? 1 : Math.cos((k * Math.PI) / 16) * Math.SQRT2,
);

/**
 * A quantisation table (zig-zag order) multiplied by the AAN scale of each coefficient and by
 * 1/8, the two passes' overall gain: dequantising with it gives what `inverseDct` expects.
 */
export function prescaledTable(quant: Int32Array, zigzag: Int32Array): Float64Array {
  const table = new Float64Array(64);
  for (let k = 0; k < 64; k += 1) {
    const at = zigzag[k] ?? 0;
    const scale = (AAN_SCALE[at >> 3] ?? 1) * (AAN_SCALE[at & 7] ?? 1);
    table[k] = ((quant[k] ?? 0) * scale) / 8;
  }
  return table;
}

const workspace = new Float64Array(64);

/** Spatial samples (before the level shift) of one block of prescaled coefficients. */
export function inverseDct(coefficients: Float64Array, out: Float64Array): void {
  for (let column = 0; column < 8; column += 1) {
    pass(coefficients, workspace, column, 8);
  }
  for (let row = 0; row < 8; row += 1) {
    pass(workspace, out, row * 8, 1);
  }
}

/** One 8-point 1-D inverse DCT over input[start + i·step], written to the same places of output. */
function pass(input: Float64Array, output: Float64Array, start: number, step: number): void {
  const d0 = input[start] ?? 0;
  const d1 = input[start + step] ?? 0;
  const d2 = input[start + 2 * step] ?? 0;
  const d3 = input[start + 3 * step] ?? 0;
  const d4 = input[start + 4 * step] ?? 0;
  const d5 = input[start + 5 * step] ?? 0;
  const d6 = input[start + 6 * step] ?? 0;
  const d7 = input[start + 7 * step] ?? 0;
  if (d1 === 0 && d2 === 0 && d3 === 0 && d4 === 0 && d5 === 0 && d6 === 0 && d7 === 0) {
    // Only the DC term: the same value all along (most columns of a smooth block).
    for (let i = 0; i < 8; i += 1) output[start + i * step] = d0;
    return;
  }
  // Even part.
  const t10 = d0 + d4;
  const t11 = d0 - d4;
  const t13 = d2 + d6;
  const t12 = (d2 - d6) * 1.414213562 - t13;
  const e0 = t10 + t13;
  const e3 = t10 - t13;
  const e1 = t11 + t12;
  const e2 = t11 - t12;
  // Odd part.
  const z13 = d5 + d3;
  const z10 = d5 - d3;
  const z11 = d1 + d7;
  const z12 = d1 - d7;
  const o7 = z11 + z13;
  const o11 = (z11 - z13) * 1.414213562;
  const z5 = (z10 + z12) * 1.847759065;
  const o10 = z5 - z12 * 1.0823922;
  const o12 = z5 - z10 * 2.61312593;
  const o6 = o12 - o7;
  const o5 = o11 - o6;
  const o4 = o10 - o5;
  output[start] = e0 + o7;
  output[start + 7 * step] = e0 - o7;
  output[start + step] = e1 + o6;
  output[start + 6 * step] = e1 - o6;
  output[start + 2 * step] = e2 + o5;
  output[start + 5 * step] = e2 - o5;
  output[start + 3 * step] = e3 + o4;
  output[start + 4 * step] = e3 - o4;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame } from './decode-frame';
import { maxDifference, openFixtures, type Fixtures } from './testing';

// Images the fixtures lack, made here with DCMTK: a 12-bit radiograph-like frame whose size is no
// multiple of 8 (partial JPEG blocks), every JPEG / JPEG-LS / RLE process DCMTK writes for it,
// and frames split over many fragments, with and without a Basic Offset Table.

const COLUMNS = 301;
const ROWS = 203;

let fixtures: Fixtures;
let source = '';
const ramp = new Uint16Array(COLUMNS * ROWS);

beforeAll(() => {
  fixtures = openFixtures();
  // Smooth ramps plus a texture, over the whole 12-bit range.
  for (let y = 0; y < ROWS; y += 1) {
    for (let x = 0; x < COLUMNS; x += 1) {
      ramp[y * COLUMNS + x] = (x * 11 + y * 7 + ((x * y) % 97) * 5) % 4096;
    }
  }
  const pixels = fixtures.scratchFile(new Uint8Array(ramp.buffer));
  const image = fixtures.modified('ct-16bit-dump2dcm.dcm', [
    '-m',
    `(0028,0010)=${ROWS}`,
    '-m',
    `(0028,0011)=${COLUMNS}`,
    '-mf',
    `(7fe0,0010)=${pixels}`,
  ]);
  source = fixtures.scratchFile(image, 'dcm');
});
afterAll(() => {
  fixtures.cleanUp();
});

describe('a 301 × 203 12-bit image compressed by DCMTK', () => {
  it('is read back from its uncompressed file', async () => {
    const image = await decodeFrame(fixtures.bytes(source));
    expect(image).toMatchObject({ columns: COLUMNS, rows: ROWS, bitsStored: 12 });
    expect(Array.from(image.data)).toEqual(Array.from(ramp));
  });

  it.each([
    ['dcmcjpeg', ['+e1']],
    ['dcmcjpeg', ['+el', '+sv', '6']],
    ['dcmcjpeg', ['+el', '+sv', '7']],
    ['dcmcjpeg', ['+e1', '+fs', '1']],
    ['dcmcjpls', []],
    ['dcmcjpls', ['+in']],
    ['dcmcrle', []],
  ])('%s %j decodes to exactly the original samples', async (tool, options) => {
    const compressed = fixtures.dcmtk(tool, source, options);
    expect(Array.from((await decodeFrame(compressed)).data)).toEqual(Array.from(ramp));
  });

  it.each([
    // JPEG-LS near-lossless, NEAR = 2: every sample within 2 by definition.
    ['dcmcjpls', ['+en'], 'dcmdjpls', 0],
    // 12-bit extended sequential: our DCT decoder against DCMTK's IJG one.
    ['dcmcjpeg', ['+ee'], 'dcmdjpeg', 2],
    ['dcmcjpeg', ['+ee', '+q', '50'], 'dcmdjpeg', 2],
    ['dcmcjpeg', ['+ee', '+fs', '1'], 'dcmdjpeg', 2],
  ])('%s %j decodes as %s does (within %i)', async (tool, options, decoder, tolerance) => {
    const compressed = fixtures.scratchFile(fixtures.dcmtk(tool, source, options), 'dcm');
    const ours = await decodeFrame(fixtures.bytes(compressed));
    const theirs = await decodeFrame(fixtures.dcmtk(decoder, compressed));
    expect(maxDifference(ours.data, theirs.data)).toBeLessThanOrEqual(tolerance);
    expect(maxDifference(ours.data, ramp)).toBeLessThan(400);
  });
});

describe('multi-frame JPEG split over many fragments', () => {
  it.each([
    ['with a Basic Offset Table', '+ot'],
    ['without one: frames found where codestreams start', '-ot'],
  ])('%s', async (_, offsetTable) => {
    const uncompressed = fixtures.scratchFile(
      fixtures.dcmtk('dcmdrle', 'sc-rgb-rle-2frame.dcm'),
      'dcm',
    );
    const compressed = fixtures.scratchFile(
      fixtures.dcmtk('dcmcjpeg', uncompressed, ['+eb', '+fs', '1', offsetTable]),
      'dcm',
    );
    for (const frame of [0, 1]) {
      const ours = await decodeFrame(fixtures.bytes(compressed), frame);
      const theirs = await decodeFrame(fixtures.dcmtk('dcmdjpeg', compressed), frame);
      expect(ours.numberOfFrames).toBe(2);
      expect(maxDifference(ours.data, theirs.data)).toBeLessThanOrEqual(3);
    }
  });
});

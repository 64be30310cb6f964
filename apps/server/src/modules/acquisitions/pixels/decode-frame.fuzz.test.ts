import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame } from './decode-frame';
import { PixelsUnavailable } from './pixels-unavailable';
import { openFixtures, type Fixtures } from './testing';

// A corrupt file must only ever give PixelsUnavailable: never another error, a hang or a crash of
// the process (the WebAssembly codecs run inside it).

let fixtures: Fixtures;
beforeAll(() => {
  fixtures = openFixtures();
});
afterAll(() => {
  fixtures.cleanUp();
});

/** Resolves true when decoding succeeds or fails with PixelsUnavailable, else throws. */
async function answersCleanly(bytes: Buffer, frame = 0): Promise<boolean> {
  try {
    await decodeFrame(bytes, frame);
    return true;
  } catch (error) {
    if (error instanceof PixelsUnavailable) return true;
    throw error;
  }
}

/** Where the pixel data of a fixture roughly starts: flips there reach the codecs. */
const PIXEL_DATA = Buffer.from([0xe0, 0x7f, 0x10, 0x00]);

describe('decodeFrame on corrupt compressed files', () => {
  it.each([
    'ct-16bit-jpeg-lossless.dcm',
    'ct-16bit-jpeg-ls.dcm',
    'ct-16bit-rle.dcm',
    'mr-small-rle.dcm',
    'mr-small-jpeg-ls.dcm',
    'mr-small-jpeg2000-lossless.dcm',
    'jpeg2000.dcm',
    'jpeg-extended-lossy.dcm',
    'sc-rgb-jpeg-baseline.dcm',
    'sc-rgb-jpeg-lossless.dcm',
    'sc-rgb-rle-2frame.dcm',
    'sc-8bit-jpeg-baseline.dcm',
  ])('%s: byte flips in the pixel data give an image or PixelsUnavailable', async (name) => {
    const original = fixtures.bytes(name);
    const start = original.lastIndexOf(PIXEL_DATA);
    expect(start).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.integer({ min: start, max: original.length - 1 }), fc.nat({ max: 255 })),
          { minLength: 1, maxLength: 12 },
        ),
        fc.nat({ max: 2 }),
        async (flips, frame) => {
          const bytes = Buffer.from(original);
          for (const [at, value] of flips) bytes[at] = value;
          return answersCleanly(bytes, frame);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each(['mr-small-jpeg-ls.dcm', 'sc-rgb-jpeg-baseline.dcm', 'jpeg2000.dcm', 'mr-small-rle.dcm'])(
    '%s: truncations and flips anywhere give an image or PixelsUnavailable',
    async (name) => {
      const original = fixtures.bytes(name);
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: original.length }),
          fc.array(fc.tuple(fc.nat({ max: original.length - 1 }), fc.nat({ max: 255 })), {
            maxLength: 8,
          }),
          async (cut, flips) => {
            const bytes = Buffer.from(original.subarray(0, cut));
            for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
            return answersCleanly(bytes);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it('random bytes after a DICM preamble', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 132, maxLength: 4096 }), async (random) => {
        const bytes = Buffer.from(random);
        bytes.write('DICM', 128, 'latin1');
        return answersCleanly(bytes);
      }),
      { numRuns: 200 },
    );
  });
});

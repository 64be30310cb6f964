import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame } from './decode-frame';
import { PixelsUnavailable } from './pixels-unavailable';
import { maxDifference, openFixtures, type Fixtures } from './testing';

let fixtures: Fixtures;
beforeAll(() => {
  fixtures = openFixtures();
});
afterAll(() => {
  fixtures.cleanUp();
});
const decode = (name: string, frame = 0) => decodeFrame(fixtures.bytes(name), frame);

describe('decodeFrame on every image fixture', () => {
  it.each([
    // name, columns, rows, samples, photometric, array type, frames
    ['ct-small.dcm', 128, 128, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-implicit.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-big-endian.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-big-endian-dcmtk.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-deflated.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-rle.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-jpeg-ls.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['mr-small-jpeg2000-lossless.dcm', 64, 64, 1, 'MONOCHROME2', Int16Array, 1],
    ['jpeg2000.dcm', 256, 1024, 1, 'MONOCHROME2', Int16Array, 1],
    ['jpeg-extended-lossy.dcm', 256, 1024, 1, 'MONOCHROME2', Uint16Array, 1],
    ['sc-rgb-jpeg-baseline.dcm', 100, 100, 3, 'RGB', Uint8Array, 1],
    ['sc-rgb-jpeg-lossless.dcm', 100, 100, 3, 'RGB', Uint8Array, 1],
    ['sc-rgb-rle-2frame.dcm', 100, 100, 3, 'RGB', Uint8Array, 2],
    ['rtdose-multiframe.dcm', 10, 10, 1, 'MONOCHROME2', Uint32Array, 15],
    ['rtdose-multiframe-big-endian.dcm', 10, 10, 1, 'MONOCHROME2', Uint32Array, 15],
    ['sc-8bit-img2dcm.dcm', 16, 8, 3, 'RGB', Uint8Array, 1],
    ['sc-8bit-jpeg-baseline.dcm', 16, 8, 3, 'RGB', Uint8Array, 1],
    ['ct-16bit-dump2dcm.dcm', 8, 8, 1, 'MONOCHROME2', Uint16Array, 1],
    ['ct-16bit-jpeg-lossless.dcm', 8, 8, 1, 'MONOCHROME2', Uint16Array, 1],
    ['ct-16bit-jpeg-ls.dcm', 8, 8, 1, 'MONOCHROME2', Uint16Array, 1],
    ['ct-16bit-rle.dcm', 8, 8, 1, 'MONOCHROME2', Uint16Array, 1],
    ['ct-16bit-monochrome1.dcm', 8, 8, 1, 'MONOCHROME1', Uint16Array, 1],
    ['image-deflated.dcm', 512, 512, 1, 'MONOCHROME2', Uint8Array, 1],
    ['us-rgb-big-endian.dcm', 80, 60, 3, 'RGB', Uint8Array, 1],
  ] as const)(
    '%s: %i × %i × %i %s in %o, %i frame(s)',
    async (name, columns, rows, samples, photometric, type, frames) => {
      const image = await decode(name);
      expect(image).toMatchObject({
        columns,
        rows,
        samplesPerPixel: samples,
        photometric,
        numberOfFrames: frames,
      });
      expect(image.data).toBeInstanceOf(type);
      expect(image.data.length).toBe(columns * rows * samples);
    },
  );

  it('reads the header values rendering needs', async () => {
    expect(await decode('ct-16bit-dump2dcm.dcm')).toMatchObject({
      bitsStored: 12,
      signed: false,
      rescaleSlope: 1,
      rescaleIntercept: -1024,
      // Multi-valued windows keep the first pair.
      windowCenter: 40,
      windowWidth: 400,
    });
    expect(await decode('mr-small.dcm')).toMatchObject({
      bitsStored: 16,
      signed: true,
      rescaleSlope: 1,
      rescaleIntercept: 0,
      windowCenter: 600,
      windowWidth: 1600,
    });
    expect(await decode('ct-small.dcm')).toMatchObject({
      signed: true,
      rescaleIntercept: -1024,
      windowCenter: null,
      windowWidth: null,
    });
  });
});

describe('lossless syntaxes give exactly the uncompressed samples', () => {
  it.each([
    'mr-small-implicit.dcm',
    'mr-small-big-endian.dcm',
    'mr-small-big-endian-dcmtk.dcm',
    'mr-small-deflated.dcm',
    'mr-small-rle.dcm',
    'mr-small-jpeg-ls.dcm',
    'mr-small-jpeg2000-lossless.dcm',
  ])('%s equals mr-small.dcm', async (name) => {
    const reference = await decode('mr-small.dcm');
    expect(Array.from((await decode(name)).data)).toEqual(Array.from(reference.data));
  });

  it.each([
    'ct-16bit-jpeg-lossless.dcm',
    'ct-16bit-jpeg-ls.dcm',
    'ct-16bit-rle.dcm',
    'ct-16bit-monochrome1.dcm',
  ])('%s equals ct-16bit-dump2dcm.dcm: the ramp 0, 64, … 4032', async (name) => {
    const ramp = Array.from({ length: 64 }, (_, i) => i * 64);
    expect(Array.from((await decode('ct-16bit-dump2dcm.dcm')).data)).toEqual(ramp);
    expect(Array.from((await decode(name)).data)).toEqual(ramp);
  });

  it('big endian RT dose equals its implicit little endian original, frame by frame', async () => {
    for (let frame = 0; frame < 15; frame += 1) {
      const little = await decode('rtdose-multiframe.dcm', frame);
      const big = await decode('rtdose-multiframe-big-endian.dcm', frame);
      expect(Array.from(big.data)).toEqual(Array.from(little.data));
    }
  });

  it('the 8-bit grey ramp made by img2dcm is x × 16 in every channel', async () => {
    const image = await decode('sc-8bit-img2dcm.dcm');
    const expected = Array.from({ length: 16 * 8 * 3 }, (_, i) => (Math.floor(i / 3) % 16) * 16);
    expect(Array.from(image.data)).toEqual(expected);
  });

  it.each([
    ['sc-rgb-jpeg-lossless.dcm', 'dcmdjpeg', 0],
    ['ct-16bit-jpeg-lossless.dcm', 'dcmdjpeg', 0],
    ['mr-small-jpeg-ls.dcm', 'dcmdjpls', 0],
    ['sc-rgb-rle-2frame.dcm', 'dcmdrle', 0],
    ['sc-rgb-rle-2frame.dcm', 'dcmdrle', 1],
  ] as const)('%s equals what DCMTK %s decodes (frame %i)', async (name, tool, frame) => {
    const ours = await decode(name, frame);
    const theirs = await decodeFrame(fixtures.dcmtk(tool, name), frame);
    expect(Array.from(ours.data)).toEqual(Array.from(theirs.data));
  });

  it('planar big endian RGB comes out interleaved, as DCMTK renders it', async () => {
    const image = await decode('us-rgb-big-endian.dcm');
    // Colour passes through dcm2pnm untouched: its PNG holds the RGB samples.
    const png = fixtures.dcmtk('dcm2pnm', 'us-rgb-big-endian.dcm', ['+on'], 'png');
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(Array.from(image.data)).toEqual(Array.from(data));
  });
});

describe('colour layouts', () => {
  it('planar RGB (Planar Configuration 1) equals the same image stored pixel by pixel', async () => {
    const planar = await decodeFrame(
      fixtures.dcmtk('dcmdjpeg', 'sc-rgb-jpeg-baseline.dcm', ['+pl']),
    );
    const interleaved = await decodeFrame(
      fixtures.dcmtk('dcmdjpeg', 'sc-rgb-jpeg-baseline.dcm', ['+px']),
    );
    expect(Array.from(planar.data)).toEqual(Array.from(interleaved.data));
  });

  it('native YBR_FULL is converted to RGB as DCMTK converts it', async () => {
    const ybr = fixtures.dcmtk('dcmdjpeg', 'sc-rgb-jpeg-baseline.dcm', ['+cn']);
    expect(ybr.includes('YBR_FULL')).toBe(true);
    const rgb = fixtures.dcmtk('dcmdjpeg', 'sc-rgb-jpeg-baseline.dcm', ['+px']);
    const ours = await decodeFrame(ybr);
    expect(ours.photometric).toBe('RGB');
    expect(maxDifference(ours.data, (await decodeFrame(rgb)).data)).toBeLessThanOrEqual(1);
  });

  it('native YBR_FULL_422 (two lumas, one chroma pair per two pixels) is expanded', async () => {
    // Subsample the YBR_FULL image ourselves: each pair of pixels keeps its two Y and the mean
    // Cb and Cr, then dcmodify puts those bytes and YBR_FULL_422 in a copy of the file.
    const ybrFile = fixtures.dcmtk('dcmdjpeg', 'sc-rgb-jpeg-baseline.dcm', ['+cn']);
    const ybr = ybrFile.subarray(ybrFile.length - 100 * 100 * 3);
    const pairs = new Uint8Array(100 * 100 * 2);
    for (let pixel = 0; pixel < 100 * 100; pixel += 2) {
      const [a, b] = [pixel * 3, pixel * 3 + 3];
      pairs.set(
        [
          ybr[a] ?? 0,
          ybr[b] ?? 0,
          Math.round(((ybr[a + 1] ?? 0) + (ybr[b + 1] ?? 0)) / 2),
          Math.round(((ybr[a + 2] ?? 0) + (ybr[b + 2] ?? 0)) / 2),
        ],
        pixel * 2,
      );
    }
    const source = fixtures.scratchFile(ybrFile);
    const subsampled = fixtures.modified(source, [
      '-m',
      '(0028,0004)=YBR_FULL_422',
      '-mf',
      `(7fe0,0010)=${fixtures.scratchFile(pairs)}`,
    ]);
    const ours = await decodeFrame(subsampled);
    const full = await decodeFrame(ybrFile);
    expect(ours).toMatchObject({ photometric: 'RGB', samplesPerPixel: 3 });
    // The test image is uniform along its rows but for a few edges, where chroma was averaged.
    expect(maxDifference(ours.data, full.data)).toBeLessThanOrEqual(2);
  });
});

describe('lossy syntaxes stay close to DCMTK', () => {
  it.each([
    // 12-bit JPEG Extended goes through our own DCT decoder, 8-bit through libjpeg-turbo: both
    // differ from DCMTK's IJG decoder only by inverse-DCT rounding.
    ['jpeg-extended-lossy.dcm', 2],
    ['sc-rgb-jpeg-baseline.dcm', 3],
    ['sc-8bit-jpeg-baseline.dcm', 3],
  ])('%s: every sample within %i of dcmdjpeg', async (name, tolerance) => {
    const ours = await decode(name);
    const theirs = await decodeFrame(fixtures.dcmtk('dcmdjpeg', name));
    expect(theirs.photometric).toBe(ours.photometric);
    expect(maxDifference(ours.data, theirs.data)).toBeLessThanOrEqual(tolerance);
  });

  it('the lossy JPEG 2000 NM image keeps its signed samples in range and is not blank', async () => {
    const image = await decode('jpeg2000.dcm');
    expect(image.signed).toBe(true);
    expect(image.data).toBeInstanceOf(Int16Array);
    // Background 0 with some ringing below it, NM counts above.
    expect(image.data.some((value) => value < 0)).toBe(true);
    expect(new Set(image.data).size).toBeGreaterThan(100);
  });
});

describe('frames', () => {
  it.each(['rtdose-multiframe.dcm', 'sc-rgb-rle-2frame.dcm'])(
    '%s: frame 1 differs from frame 0',
    async (name) => {
      const first = await decode(name, 0);
      const second = await decode(name, 1);
      expect(maxDifference(first.data, second.data)).toBeGreaterThan(0);
    },
  );

  it.each([
    ['rtdose-multiframe.dcm', 15, 'Frame 15 is out of range: the image has 15'],
    ['mr-small.dcm', 1, 'Frame 1 is out of range: the image has 1'],
    ['mr-small.dcm', -1, 'Frame -1 is out of range: the image has 1'],
    ['mr-small.dcm', 0.5, 'Frame 0.5 is out of range: the image has 1'],
  ])('%s frame %d → PixelsUnavailable', async (name, frame, reason) => {
    await expect(decode(name, frame)).rejects.toThrow(new PixelsUnavailable(reason));
  });
});

describe('what cannot be decoded', () => {
  it.each([
    ['no-meta-explicit.dcm', 'The file has no pixel data'],
    ['rtplan-truncated.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
    ['mr-small-cut-in-pixels.dcm', 'Truncated DICOM file: it ends in the middle of an element'],
    ['not-dicom.txt', 'Unknown transfer syntax'],
    ['corrupt-after-preamble.dcm', 'Unknown transfer syntax'],
  ])('%s → PixelsUnavailable %s', async (name, reason) => {
    const error: unknown = await decode(name).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PixelsUnavailable);
    expect((error as Error).message).toBe(reason);
  });

  it('an unsupported transfer syntax names it', async () => {
    const bytes = fixtures.bytes('mr-small.dcm');
    const patched = Buffer.from(
      // Same length, so the meta group length still holds.
      bytes.toString('latin1').replace('1.2.840.10008.1.2.1\0', '1.2.840.10008.1.2.99'),
      'latin1',
    );
    await expect(decodeFrame(patched)).rejects.toThrow(
      new PixelsUnavailable('Transfer syntax 1.2.840.10008.1.2.99 is not supported'),
    );
  });

  it('empty input', async () => {
    await expect(decodeFrame(Buffer.alloc(0))).rejects.toBeInstanceOf(PixelsUnavailable);
  });
});

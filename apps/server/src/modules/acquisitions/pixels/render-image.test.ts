import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame } from './decode-frame';
import type { DecodedImage } from './decoded-image';
import { renderImage } from './render-image';
import { maxDifference, openFixtures, type Fixtures } from './testing';
import { windowOf } from './voi-window';

let fixtures: Fixtures;
beforeAll(() => {
  fixtures = openFixtures();
});
afterAll(() => {
  fixtures.cleanUp();
});

const decode = (name: string, frame = 0) => decodeFrame(fixtures.bytes(name), frame);

/** The samples of a PNG, one channel for a greyscale one (sharp's raw output widens those). */
async function pixelsOf(png: Buffer) {
  const grey = (await sharp(png).metadata()).channels === 1;
  const { data, info } = await sharp(png)
    .toColourspace(grey ? 'b-w' : 'srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), info };
}

/** Large enough that no fixture is scaled: the PNG keeps every pixel. */
const FULL_SIZE = { longEdge: 4096 };

describe('renderImage against DCMTK dcm2pnm', () => {
  it.each([
    // name, frame, our options, dcm2pnm options
    ['mr-small.dcm', 0, {}, ['+Wi', '1']],
    ['mr-small.dcm', 0, { windowCenter: 200, windowWidth: 400 }, ['+Ww', '200', '400']],
    // Signed 16-bit CT, intercept −1024, no window in the header: min-max.
    ['ct-small.dcm', 0, {}, ['+Wm']],
    ['ct-small.dcm', 0, { windowCenter: 40, windowWidth: 400 }, ['+Ww', '40', '400']],
    ['ct-small.dcm', 0, { windowCenter: -600, windowWidth: 1 }, ['+Ww', '-600', '1']],
    ['ct-16bit-dump2dcm.dcm', 0, {}, ['+Wi', '1']],
    ['ct-16bit-monochrome1.dcm', 0, {}, ['+Wi', '1']],
    ['ct-16bit-monochrome1.dcm', 0, {}, ['+Wi', '1']],
    ['rtdose-multiframe.dcm', 3, {}, ['+Wm', '+F', '4']],
    ['image-deflated.dcm', 0, {}, ['+Wm']],
    ['sc-rgb-rle-2frame.dcm', 1, {}, ['+F', '2']],
  ] as const)('%s frame %i with %o as dcm2pnm %o', async (name, frame, options, dcmtk) => {
    const image = await decode(name, frame);
    const ours = await pixelsOf(await renderImage(image, { ...FULL_SIZE, ...options }));
    const theirs = await pixelsOf(fixtures.dcmtk('dcm2pnm', name, ['+on', ...dcmtk], 'png'));
    expect(ours.info).toMatchObject({ width: theirs.info.width, height: theirs.info.height });
    expect(ours.info.channels).toBe(theirs.info.channels);
    // Both use the linear VOI function; they may round a value on an edge differently.
    expect(maxDifference(ours.data, theirs.data)).toBeLessThanOrEqual(1);
  });
});

describe('renderImage', () => {
  it('MONOCHROME1 renders inverted relative to MONOCHROME2 of the same samples', async () => {
    const monochrome2 = await decode('ct-16bit-dump2dcm.dcm');
    const monochrome1 = await decode('ct-16bit-monochrome1.dcm');
    expect(Array.from(monochrome1.data)).toEqual(Array.from(monochrome2.data));
    const dark = (await pixelsOf(await renderImage(monochrome2, FULL_SIZE))).data;
    const light = (await pixelsOf(await renderImage(monochrome1, FULL_SIZE))).data;
    expect(Array.from(light)).toEqual(Array.from(dark, (value) => 255 - value));
    expect(new Set(dark).size).toBeGreaterThan(2);
  });

  it.each([
    ['jpeg2000.dcm', 256, 64, 256, 1],
    ['jpeg2000.dcm', 1024, 256, 1024, 1],
    // Never enlarged: smaller than the preview, the image keeps its size.
    ['jpeg2000.dcm', 2048, 256, 1024, 1],
    ['image-deflated.dcm', 256, 256, 256, 1],
    ['sc-rgb-jpeg-baseline.dcm', 64, 64, 64, 3],
    ['us-rgb-big-endian.dcm', 40, 40, 30, 3],
    ['mr-small.dcm', 2048, 64, 64, 1],
  ])(
    '%s with long edge %i: an 8-bit PNG of %i × %i, %i channel(s)',
    async (name, longEdge, width, height, channels) => {
      const png = await renderImage(await decode(name), { longEdge });
      expect(await sharp(png).metadata()).toMatchObject({
        format: 'png',
        width,
        height,
        channels,
        depth: 'uchar',
      });
    },
  );

  it('window options change the output', async () => {
    const image = await decode('mr-small.dcm');
    const fromHeader = await renderImage(image, FULL_SIZE);
    const narrow = await renderImage(image, { ...FULL_SIZE, windowCenter: 600, windowWidth: 200 });
    const wide = await renderImage(image, { ...FULL_SIZE, windowCenter: 600, windowWidth: 4000 });
    const [a, b, c] = await Promise.all([fromHeader, narrow, wide].map(pixelsOf));
    expect(maxDifference(a!.data, b!.data)).toBeGreaterThan(50);
    expect(maxDifference(a!.data, c!.data)).toBeGreaterThan(50);
    // Only one of the two values is no window: the header's is used.
    const half = await renderImage(image, { ...FULL_SIZE, windowCenter: 0 });
    expect(Array.from((await pixelsOf(half)).data)).toEqual(Array.from(a!.data));
  });

  it('a flat image renders black, not a division by zero', async () => {
    const flat: DecodedImage = {
      ...(await decode('mr-small.dcm')),
      data: new Int16Array(64 * 64).fill(500),
      windowCenter: null,
      windowWidth: null,
    };
    const { data } = await pixelsOf(await renderImage(flat, FULL_SIZE));
    expect(new Set(data)).toEqual(new Set([0]));
  });

  it('a 2000 × 6000 16-bit radiograph becomes a 683 × 2048 preview', async () => {
    const columns = 2000;
    const rows = 6000;
    const data = new Uint16Array(columns * rows);
    for (let i = 0; i < data.length; i += 1) data[i] = (i % columns) * 2;
    const image: DecodedImage = {
      columns,
      rows,
      samplesPerPixel: 1,
      photometric: 'MONOCHROME2',
      bitsStored: 12,
      signed: false,
      data,
      rescaleSlope: 1,
      rescaleIntercept: 0,
      windowCenter: null,
      windowWidth: null,
      numberOfFrames: 1,
    };
    const png = await renderImage(image, { longEdge: 2048 });
    expect(await sharp(png).metadata()).toMatchObject({ width: 683, height: 2048, channels: 1 });
    // Min-max window: the left edge black, the right edge white.
    const { data: pixels, info } = await pixelsOf(png);
    expect(pixels[1000 * info.width]).toBe(0);
    expect(pixels[1000 * info.width + info.width - 1]).toBeGreaterThan(250);
  });
});

describe('windowOf', () => {
  it('prefers the request, then the header, then the rescaled pixel range', async () => {
    const mr = await decode('mr-small.dcm');
    expect(windowOf(mr, { windowCenter: 1, windowWidth: 2 })).toEqual({
      center: 1,
      width: 2,
      source: 'request',
    });
    expect(windowOf(mr)).toEqual({ center: 600, width: 1600, source: 'header' });
    expect(windowOf(mr, { windowCenter: 1 })).toMatchObject({ source: 'header' });
    // CT_small: stored 128…2191, intercept −1024 → −896…1167.
    expect(windowOf(await decode('ct-small.dcm'))).toEqual({
      center: (-896 + 1167 + 1) / 2,
      width: 1167 + 896 + 1,
      source: 'pixels',
    });
  });
});

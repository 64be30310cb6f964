import { performance } from 'node:perf_hooks';
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { as, useTestApp } from '../../../../test/harness';
import { element, filePreamble, uid } from '../../../../test/dicom-fixtures/elements';
import { multipartBody } from '../../../../test/multipart';

const MB = 1024 * 1024;
const t = useTestApp();

/** Deflated zeros, by count: compressed once, reused by every bomb of that size. */
const deflatedZeros = new Map<number, Buffer>();

/**
 * A well-formed DICOM file in the deflated transfer syntax whose dataset (identifiers, then
 * `zeros` bytes of pixel data) inflates to `zeros` bytes and more from a few hundred kilobytes.
 * The identifiers are deflated and flushed to a block boundary, then the zeros follow as blocks
 * of their own: one valid deflate stream, the zeros compressed once.
 */
function deflateBomb(zeros: number, suffix: string): Buffer {
  const root = `1.2.826.0.1.3680043.10.1138.14.${suffix}`;
  const dataset = Buffer.concat([
    element(8, 0x16, 'UI', uid('1.2.840.10008.5.1.4.1.1.7')),
    element(8, 0x18, 'UI', uid(`${root}.3`)),
    element(0x10, 0x20, 'LO', Buffer.from('BOMB01')),
    element(0x20, 0x0d, 'UI', uid(`${root}.1`)),
    element(0x20, 0x0e, 'UI', uid(`${root}.2`)),
  ]);
  const pixelDataHead = element(0x7fe0, 0x10, 'OB', Buffer.alloc(0));
  pixelDataHead.writeUInt32LE(zeros, 8);
  let tail = deflatedZeros.get(zeros);
  if (tail === undefined) {
    tail = deflateRawSync(Buffer.alloc(zeros), { level: 9 });
    deflatedZeros.set(zeros, tail);
  }
  const head = deflateRawSync(Buffer.concat([dataset, pixelDataHead]), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return Buffer.concat([filePreamble('1.2.840.10008.1.2.1.99'), head, tail]);
}

describe('deflated uploads that inflate far past their size (issue 14, item 6)', () => {
  it('refuses with 413 a 200 MB dataset deflated to a few hundred kB, and stores nothing', async () => {
    const bomb = deflateBomb(200 * MB, `${process.pid}.1`);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const response = await as(t.app, await t.sessionOf('surgeon'), {
      method: 'POST',
      url: '/api/acquisitions/store',
      ...multipartBody([{ name: 'bomb.dcm', bytes: bomb }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toMatch(/inflates/u);
  });

  it('keeps the request thread answering while 10 bombs are inflated', async () => {
    const session = await t.sessionOf('surgeon');
    const bombs = Array.from({ length: 10 }, (_, index) =>
      deflateBomb(300 * MB, `${process.pid}.2.${index}`),
    );
    const uploading = { done: false };
    const uploads = Promise.all(
      bombs.map((bomb, index) =>
        as(t.app, session, {
          method: 'POST',
          url: '/api/acquisitions/store',
          ...multipartBody([{ name: `bomb-${index}.dcm`, bytes: bomb }]),
        }),
      ),
    ).finally(() => {
      uploading.done = true;
    });
    const healthTimes: number[] = [];
    while (!uploading.done) {
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await uploads;
    console.info(
      `deflate bombs: ${healthTimes.length} health checks, slowest ${Math.max(...healthTimes).toFixed(0)} ms`,
    );
    for (const answer of answers) expect(answer.statusCode).toBe(413);
    expect(Math.max(...healthTimes)).toBeLessThan(250);
  }, 120_000);
});

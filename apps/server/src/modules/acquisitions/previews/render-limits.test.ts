import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examDetail, importAnswer } from '@sagitta/domain';
import { element, filePreamble, text, uid } from '../../../../test/dicom-fixtures/elements';
import { DicomVariants } from '../../../../test/dicom-fixtures/variants';
import { as, type DemoUser, useTestApp } from '../../../../test/harness';
import { multipartBody } from '../../../../test/multipart';
import { rendererOf } from './render';

const t = useTestApp();
const dicom = new DicomVariants();
afterAll(() => {
  dicom.dispose();
});

const us = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
/** An encapsulation item (FFFE,E000) or the sequence delimiter (FFFE,E0DD). */
const item = (kind: number, value: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt16LE(0xfffe, 0);
  head.writeUInt16LE(kind, 2);
  head.writeUInt32LE(value.length, 4);
  return Buffer.concat([head, value]);
};

/** PackBits of one byte plane whose rows are each one value: runs of at most 128. */
function packedPlane(rows: number, columns: number, valueOfRow: (row: number) => number): Buffer {
  const runs: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    const value = valueOfRow(row);
    for (let left = columns; left > 0; left -= 128) {
      const count = Math.min(128, left);
      if (count === 1) runs.push(0, value);
      else runs.push(257 - count, value);
    }
  }
  const bytes = Buffer.from(runs);
  return bytes.length % 2 === 0 ? bytes : Buffer.concat([bytes, Buffer.from([0])]);
}

/**
 * A 16-bit RLE Lossless radiograph of `size` × `size` pixels, a vertical ramp over 12 bits: a
 * few megabytes that decode to `size`² samples.
 */
function rleRadiograph(size: number, suffix: string): Buffer {
  const valueOf = (row: number) => Math.floor((row * 4095) / size);
  const high = packedPlane(size, size, (row) => valueOf(row) >> 8);
  const low = packedPlane(size, size, (row) => valueOf(row) & 0xff);
  const header = Buffer.alloc(64);
  header.writeUInt32LE(2, 0);
  header.writeUInt32LE(64, 4);
  header.writeUInt32LE(64 + high.length, 8);
  const fragment = Buffer.concat([header, high, low]);
  const root = `1.2.826.0.1.3680043.10.1138.15.${process.pid}.${suffix}`;
  const pixelData = Buffer.concat([
    element(0x7fe0, 0x10, 'OB', Buffer.alloc(0)),
    item(0xe000, Buffer.alloc(0)),
    item(0xe000, fragment),
    item(0xe0dd, Buffer.alloc(0)),
  ]);
  pixelData.writeUInt32LE(0xffffffff, 8); // undefined length: encapsulated
  return Buffer.concat([
    filePreamble('1.2.840.10008.1.2.5'),
    element(8, 0x16, 'UI', uid('1.2.840.10008.5.1.4.1.1.1')),
    element(8, 0x18, 'UI', uid(`${root}.3`)),
    element(8, 0x60, 'CS', text('CR')),
    element(0x10, 0x20, 'LO', text(`RLE${suffix}`)),
    element(0x18, 0x5101, 'CS', text('AP')),
    element(0x20, 0x0d, 'UI', uid(`${root}.1`)),
    element(0x20, 0x0e, 'UI', uid(`${root}.2`)),
    element(0x28, 0x02, 'US', us(1)),
    element(0x28, 0x04, 'CS', text('MONOCHROME2')),
    element(0x28, 0x10, 'US', us(size)),
    element(0x28, 0x11, 'US', us(size)),
    element(0x28, 0x100, 'US', us(16)),
    element(0x28, 0x101, 'US', us(12)),
    element(0x28, 0x102, 'US', us(11)),
    element(0x28, 0x103, 'US', us(0)),
    pixelData,
  ]);
}

interface Imported {
  examId: string;
  instanceId: string;
}

async function importAs(user: DemoUser, bytes: Buffer): Promise<Imported> {
  const response = await as(t.app, await t.sessionOf(user), {
    method: 'POST',
    url: '/api/acquisitions/store',
    ...multipartBody([{ name: 'image.dcm', bytes }]),
  });
  expect(response.statusCode).toBe(200);
  const examId = importAnswer.parse(response.json()).files[0]?.acquisitionId ?? '';
  const detail = await as(t.app, await t.sessionOf(user), {
    method: 'GET',
    url: `/api/v1/portal/acquisitions/${examId}`,
  });
  const instanceId = examDetail.parse(detail.json()).images[0]?.instanceId ?? '';
  return { examId, instanceId };
}

async function windowed(user: DemoUser, image: Imported, center: number, width: number) {
  const started = performance.now();
  const response = await as(t.app, await t.sessionOf(user), {
    method: 'GET',
    url:
      `/api/v1/portal/acquisitions/${image.examId}/images/${image.instanceId}` +
      `?size=Large&windowCenter=${center}&windowWidth=${width}`,
  });
  return { response, ms: performance.now() - started };
}

let big: Imported;
let small: Imported;
beforeAll(async () => {
  big = await importAs('surgeon', rleRadiograph(10_000, '1'));
  small = await importAs('surgeon2', dicom.variant('mr-small.dcm').bytes);
  // The previews of both, rendered now: the renders measured below run alone.
  await t.app.services.jobs.drain();
}, 120_000);

/** CPU of this process (every thread: the render threads too), in ms. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

describe('renders of a huge image (issue 14, item 6)', () => {
  it('renders a 10 000 × 10 000 RLE image downsampled to the size asked for, within a bound', async () => {
    const cpuBefore = cpuMs();
    const { response, ms } = await windowed('surgeon', big, 2048, 4096);
    const cpu = cpuMs() - cpuBefore;
    console.info(
      `render bomb: one Large window render in ${ms.toFixed(0)} ms, ${cpu.toFixed(0)} ms of CPU`,
    );
    expect(response.statusCode).toBe(200);
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect(Math.max(width, height)).toBe(2048);
    // CPU rather than wall time: the machine is shared. On the machine of 2026-11-26, drawing
    // from all 100 M samples took 2.3–3.1 s of CPU; from the 2500 × 2500 box averages, 0.8–1.4 s.
    // On the 2-core CI machine of 2026-11-27 the same pixel code's box-average render took
    // 2.8–3.5 s (three runs), so the bound sits between the two paths scaled to the slower
    // machine (the all-samples path at that ratio would take ~6–8 s). A CPU bound is machine-
    // dependent; counting the samples read would not be (left for a later session).
    expect(cpu).toBeLessThan(4500);
  });

  it("keeps another user's render fast while one user asks for 16 windows at once", async () => {
    let floodRendered = 0;
    let floodRefused = 0;
    const flood = Array.from({ length: 16 }, async (_, index) => {
      const answer = await windowed('surgeon', big, 1000 + index, 2000 + index);
      // Refusals (429) come at once; anything else came from the render threads.
      if (answer.response.statusCode === 429) floodRefused += 1;
      else floodRendered += 1;
      return answer;
    });
    // The other user asks once the flood is at the render threads: waiting in the pool's queue
    // (as it did before) or refused past its owner's turns (as it is now).
    const { workers } = t.app.services;
    for (let waited = 0; waited < 10_000; waited += 20) {
      if (workers.queued > 0 || floodRefused > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const other = await windowed('surgeon2', small, 600, 1600);
    const renderedBeforeOther = floodRendered;
    const answers = await Promise.all(flood);
    console.info(
      `render bomb: other user's render ${other.ms.toFixed(0)} ms during 16 renders, after ` +
        `${renderedBeforeOther} of them; answers ` +
        answers.map((answer) => answer.response.statusCode).join(' '),
    );
    expect(other.response.statusCode).toBe(200);
    // Its turn came at once (a thread the flood may not take), not after the flood: order, not
    // wall time, which a shared machine stretches.
    expect(renderedBeforeOther).toBeLessThanOrEqual(1);
    for (const { response } of answers) {
      expect([200, 429]).toContain(response.statusCode);
      if (response.statusCode === 429)
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  }, 120_000);

  it('answers the same image, size and window again from its cache, without rendering', async () => {
    const first = await windowed('surgeon', big, 3000, 500);
    const renders = rendererOf(t.app.services.workers).started;
    const second = await windowed('surgeon', big, 3000, 500);
    expect(rendererOf(t.app.services.workers).started).toBe(renders);
    console.info(
      `render bomb: window render ${first.ms.toFixed(0)} ms, same again ${second.ms.toFixed(0)} ms`,
    );
    expect(second.response.statusCode).toBe(200);
    expect(second.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(second.response.headers.etag).toBe(first.response.headers.etag);
    expect(second.ms).toBeLessThan(first.ms);
  });
});

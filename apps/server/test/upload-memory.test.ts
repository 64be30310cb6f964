import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DicomVariants } from './dicom-fixtures/variants';
import { multipartBody } from './multipart';
import { signInTo, startServerProcess, type ServerProcess } from './server-process';

const MB = 1024 * 1024;
const LIMIT_MB = 64;
const UPLOADS = 8;

/**
 * Issue 14 (item 5): uploads over the limit must not take the server's memory, and what a burst
 * of them took must come back. Measured on the real server process: its resident memory (RSS)
 * while 8 uploads of (limit + 1 MB) arrive at once, and after they are answered.
 */
describe('memory of uploads over the limit', () => {
  const dicom = new DicomVariants();
  let dataDir = '';
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    dicom.dispose();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps 8 parallel uploads of limit + 1 MB under a bound, refused, and gives the memory back', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-upload-memory-'));
    server = await startServerProcess(dataDir, { MAX_UPLOAD_MB: String(LIMIT_MB) });
    const { url } = server;
    const headers = await signInTo(url, 'surgeon@sagitta.test');
    const upload = (bytes: Buffer) => {
      const body = multipartBody([{ name: 'file.dcm', bytes }]);
      return fetch(`${url}/api/acquisitions/store`, {
        method: 'POST',
        headers: { ...headers, ...body.headers },
        body: body.payload,
      });
    };
    const tooLarge = Buffer.alloc((LIMIT_MB + 1) * MB, 7);
    const burst = () =>
      Promise.all(
        Array.from({ length: UPLOADS }, async () => {
          const response = await upload(tooLarge);
          await response.arrayBuffer();
          return { status: response.status, retryAfter: response.headers.get('retry-after') };
        }),
      );
    // A server in use has loaded its upload path: one ordinary file first. (The baseline holds
    // start-up garbage that a collection during the burst may give back: bounds on the growth
    // from it are what an operator sees, not a measure of the burst alone.)
    const warmUp = await upload(dicom.variant('ct-small.dcm').bytes);
    expect(warmUp.status).toBe(200);
    // And has rendered an image: the render thread it starts for that (on first use) is the
    // server's, not the burst's.
    const { files } = (await warmUp.json()) as { files: { acquisitionId?: string }[] };
    const preview = await fetch(
      `${url}/api/v1/portal/acquisitions/${files[0]?.acquisitionId ?? ''}/previews?size=Small`,
      { headers },
    );
    expect(preview.status).toBe(200);
    await preview.arrayBuffer();
    const baseline = await steadyRss(server);

    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server?.rss() ?? 0);
    }, 20);
    const started = Date.now();
    const answers = await burst();
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, server.rss());

    for (const answer of answers) {
      expect([413, 503]).toContain(answer.status);
      if (answer.status === 503) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    // Comes back down: within 30 s of the last answer, the process holds at most the page-aligned
    // memory it keeps (64 MB) and 32 MB more than before the burst. An idle process gives the
    // burst's buffers back when V8's memory reducer collects, some 8 s after the allocations stop
    // and later on a loaded machine (a CI run saw +101 MB at 10 s): 30 s leaves it three tries.
    let settled = server.rss();
    for (let waited = 0; waited < 30_000 && settled - baseline > 96 * MB; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      settled = server.rss();
    }
    console.info(
      `upload memory: baseline ${(baseline / MB).toFixed(0)} MB, peak +${((peak - baseline) / MB).toFixed(0)} MB, ` +
        `after +${((settled - baseline) / MB).toFixed(0)} MB; ${seconds.toFixed(1)} s; answers ${answers.map((a) => a.status).join(' ')}`,
    );
    // While the burst runs: at most four limits' worth over the baseline (one uploader's share,
    // the page-aligned memory kept, and the chunks read and not yet collected: V8 collects once
    // some 64 MB of them are garbage), where gathering each file whole took 8 (figures:
    // docs/performance.md#upload-memory).
    expect(peak - baseline).toBeLessThan(4 * LIMIT_MB * MB);
    expect(settled - baseline).toBeLessThan(96 * MB);
  }, 120_000);
});

/**
 * The process's resident memory once it has stopped growing: a server just started still starts
 * its worker threads (the warm-up's preview job) and fills its database's memory for a while,
 * longer on a loaded machine (the API tests run two workers), and a baseline taken mid-way made
 * the memory it took afterwards look like the burst's. Waits until the last 2 s of samples lie within 16 MB (at most 20 s), and
 * takes the highest of them.
 */
async function steadyRss(server: ServerProcess): Promise<number> {
  const window: number[] = [];
  for (let waited = 0; waited < 20_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    window.push(server.rss());
    if (window.length > 8) window.shift();
    if (window.length === 8 && Math.max(...window) - Math.min(...window) < 16 * MB) break;
  }
  return Math.max(...window);
}

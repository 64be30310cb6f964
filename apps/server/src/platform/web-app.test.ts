import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

const SCRIPT = '/assets/index-Ab12Cd34.js';
/** Too small to be worth compressing: the build writes no `.br` or `.gz` beside it. */
const SMALL_SCRIPT = '/assets/coerce-Ef56Gh78.js';

/** What a browser asks for, and what the answer must be encoded with. */
const ENCODINGS = [
  { acceptEncoding: 'gzip, deflate, br, zstd', contentEncoding: 'br' },
  { acceptEncoding: 'gzip, deflate', contentEncoding: 'gzip' },
  { acceptEncoding: undefined, contentEncoding: undefined },
] as const;

/** The body as the browser reads it, once it has undone the answer's content encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

describe('the web app', () => {
  let t: TestApp;
  let webDist: string;
  const onDisk = (url: string) => readFile(path.join(webDist, url));

  // A build as `vite build` leaves it: each text file large enough has its brotli and gzip
  // versions beside it.
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'sagitta-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    const files = {
      '/index.html': `<!doctype html><title>Sagitta</title>${'<link rel="modulepreload">'.repeat(60)}`,
      [SCRIPT]: `export const rows = [${'{ "patient": "Doe" },'.repeat(500)}];`,
      [SMALL_SCRIPT]: 'export const coerce = (value) => String(value);',
    };
    for (const [url, text] of Object.entries(files)) {
      const file = path.join(webDist, url);
      await writeFile(file, text);
      if (url === SMALL_SCRIPT) continue;
      await writeFile(`${file}.br`, brotliCompressSync(text));
      await writeFile(`${file}.gz`, gzipSync(text, { level: 9 }));
    }
    t = await createTestApp({ WEB_DIST: webDist });
  });

  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  for (const { acceptEncoding, contentEncoding } of ENCODINGS) {
    const asked = acceptEncoding ?? 'no encoding';
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };

    it(`sends its hashed assets ${contentEncoding ?? 'plain'} to a browser accepting ${asked}`, async () => {
      const response = await t.app.inject({ url: SCRIPT, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(contentEncoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(decoded(response).equals(await onDisk(SCRIPT))).toBe(true);
      if (contentEncoding !== undefined) {
        expect(response.rawPayload.length).toBeLessThan((await onDisk(SCRIPT)).length);
      }
    });

    it(`sends index.html ${contentEncoding ?? 'plain'} for itself and for client-side routes, to a browser accepting ${asked}`, async () => {
      for (const url of ['/', '/index.html', '/patient/list', '/patient/list?tab=recent']) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe(contentEncoding);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(decoded(response).equals(await onDisk('/index.html')), url).toBe(true);
      }
    });

    it(`sends a file that has no compressed version plain to a browser accepting ${asked}`, async () => {
      const response = await t.app.inject({ url: SMALL_SCRIPT, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.rawPayload.equals(await onDisk(SMALL_SCRIPT))).toBe(true);
    });
  }

  it('answers an unknown API path with a JSON 404 whatever the browser accepts', async () => {
    const response = await t.app.inject({
      url: '/api/v1/nothing-here',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

/**
 * Web bundle size: the JavaScript a browser loads for the sign-in page, and for each role's
 * signed-in home, gzip-compressed (level 9, as a server would send it), counted from what
 * Debian Chromium actually requested. Also the bytes on the wire of everything the app itself
 * is made of (its HTML, JavaScript and CSS, not the API's answers), as the server sent them to
 * Chromium, and with which encodings. Run after `npm run build:web` (`npm run bench:web` does).
 * Target (issue 4): the sign-in page ≤ 200 KB gzip.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startDemoServer } from './support/demo-server';

const SIGN_IN_BUDGET_KB = 200;

interface Load {
  files: number;
  gzipBytes: number;
  rawBytes: number;
  /** The app's HTML, JavaScript and CSS as the server sent them (encoded body bytes). */
  wireBytes: number;
  /** The content encodings those answers came with (`identity` when none). */
  encodings: Set<string>;
}

const APP_FILES = new Set(['document', 'script', 'stylesheet']);

/** Records every JavaScript file the page fetches until `done` resolves. */
async function measure(page: Page, done: () => Promise<void>): Promise<Load> {
  const scripts = new Map<string, Buffer>();
  const wire = new Map<string, number>();
  const encodings = new Set<string>();
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (!APP_FILES.has(type)) return;
    encodings.add(response.headers()['content-encoding'] ?? 'identity');
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => {
          wire.set(response.url(), sizes.responseBodySize);
        }),
    );
    if (type !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.set(response.url(), body);
      }),
    );
  };
  page.on('response', onResponse);
  await done();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  const bodies = [...scripts.values()];
  if (process.env.BENCH_VERBOSE === '1') {
    for (const [url, body] of scripts) {
      console.log(
        `    ${kb(gzipSync(body, { level: 9 }).length).padStart(7)} KB  ${new URL(url).pathname}`,
      );
    }
  }
  return {
    files: bodies.length,
    rawBytes: bodies.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    wireBytes: [...wire.values()].reduce((sum, bytes) => sum + bytes, 0),
    encodings,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const { base, close } = await startDemoServer('web', {
    LOGIN_RATE_LIMIT: '1000',
    DATABASE_URL: '',
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: [string, Load][] = [];
  try {
    // Chromium accepts brotli; the surgeon's load once more as a browser that accepts only gzip,
    // and as one that accepts no compression (what every browser got before precompression).
    const loads = [
      ...['surgeon', 'staff', 'admin', 'manager', 'rods'].map((account) => ({ account, only: '' })),
      { account: 'surgeon', only: 'gzip' },
      { account: 'surgeon', only: 'identity' },
    ];
    for (const { account, only } of loads) {
      const context = await browser.newContext({
        viewport: { width: 1400, height: 900 },
        ...(only === '' ? {} : { extraHTTPHeaders: { 'accept-encoding': only } }),
      });
      const page = await context.newPage();
      const signIn = await measure(page, async () => {
        await page.goto(`${base}/`);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
      });
      if (rows.length === 0) rows.push(['sign-in page', signIn]);
      const home = await measure(page, async () => {
        await page.getByLabel('Email').fill(`${account}@sagitta.test`);
        await page.locator('input[type=password]').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      });
      const total = {
        files: signIn.files + home.files,
        rawBytes: signIn.rawBytes + home.rawBytes,
        gzipBytes: signIn.gzipBytes + home.gzipBytes,
        wireBytes: signIn.wireBytes + home.wireBytes,
        encodings: new Set([...signIn.encodings, ...home.encodings]),
      };
      const browserKind = only === '' ? '' : `, ${only} only`;
      rows.push([
        `${account} home (${new URL(page.url()).pathname}), sign-in included${browserKind}`,
        total,
      ]);
      await context.close();
    }
  } finally {
    await browser.close();
    await close();
  }

  console.log(
    'JavaScript loaded (gzip level 9 / raw), counted from Chromium; then HTML + JavaScript + CSS as sent on the wire',
  );
  for (const [name, load] of rows) {
    console.log(
      `  ${name.padEnd(62)} ${kb(load.gzipBytes).padStart(7)} KB gzip  ${kb(load.rawBytes).padStart(8)} KB raw  ${String(load.files).padStart(3)} files  ${kb(load.wireBytes).padStart(8)} KB on the wire (${[...load.encodings].sort().join(', ')})`,
    );
  }
  const signIn = rows[0]?.[1].gzipBytes ?? 0;
  console.log(
    `Sign-in page: ${kb(signIn)} KB gzip, budget ${String(SIGN_IN_BUDGET_KB)} KB: ${signIn <= SIGN_IN_BUDGET_KB * 1024 ? 'within' : 'OVER'}`,
  );
}

await main();

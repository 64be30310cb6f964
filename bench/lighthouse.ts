/**
 * What the surgeon waits for in the browser: Lighthouse's performance category, desktop preset,
 * in Debian's Chromium, against the built web app served by a server this bench starts on
 * loopback (a fresh embedded database with the demo data and exams). Signed-in pages get the session
 * cookie of surgeon@ (signed in through the API) as a request header; the bench refuses a run
 * whose final URL is not the page asked for, so a sign-in page is never scored in its place.
 * Run after `npm run build:web` (`npm run bench:lighthouse` does). Target (issue 16): ≥ 95.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { API_PATHS } from '@sagitta/domain';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { seedDemoImaging } from '../apps/server/src/demo/imaging/seed-imaging';
import { SESSION_COOKIE } from '../apps/server/src/platform/auth/tokens';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startDemoServer } from './support/demo-server';

const TARGET_SCORE = 95;
const ACCOUNT = 'surgeon@sagitta.test';

/** The pages scored, in order; add a Patients tab or the patient file here as they come. */
const PAGES: readonly { name: string; path: string; signedIn: boolean }[] = [
  { name: 'sign-in page', path: '/', signedIn: false },
  { name: 'Patients page', path: '/patient/list', signedIn: true },
];

/** Lighthouse's audits printed for each page, as it displays them. */
const METRICS: readonly [label: string, audit: string][] = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
  ['Speed Index', 'speed-index'],
];

/** Chromium now and then leaves the navigation out of the first trace (NO_NAVSTART): retry. */
const ATTEMPTS = 3;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Signs in through the API, as the web app does, and returns the session cookie's header. */
async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: ACCOUNT, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${ACCOUNT} answered ${String(response.status)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (cookie === undefined) throw new Error(`sign-in set no ${SESSION_COOKIE} cookie`);
  return cookie;
}

type Audit = Result['audits'][string];

/** The time an audit would save: its largest saving on a timed metric (CLS has no unit). */
const savedMs = (audit: Audit): number =>
  Math.max(
    0,
    ...Object.entries(audit.metricSavings ?? {})
      .filter(([metric]) => metric !== 'CLS')
      .map(([, ms]) => ms ?? 0),
  );

const savedBytes = (audit: Audit): number =>
  (audit.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0;

/**
 * The three opportunities and diagnostics of the performance category that cost the most:
 * audits that did not pass, ordered by the time they would save, then by the bytes.
 */
function topFindings(result: Result): string[] {
  const refs = result.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => result.audits[ref.id])
    .filter((audit): audit is Audit => audit?.score != null && audit.score < 1)
    .sort((a, b) => savedMs(b) - savedMs(a) || savedBytes(b) - savedBytes(a))
    .slice(0, 3)
    .map((audit) => {
      const ms = savedMs(audit);
      const bytes = savedBytes(audit);
      const savings = [
        ms > 0 ? `${String(Math.round(ms))} ms` : '',
        bytes > 0 ? `${(bytes / 1024).toFixed(0)} KB` : '',
      ].filter((part) => part !== '');
      const value = audit.displayValue === undefined ? '' : ` (${audit.displayValue})`;
      return `${audit.title}${value}${savings.length > 0 ? `: saves ${savings.join(', ')}` : ''}`;
    });
}

/** Runs Lighthouse on one page, again when Chromium's trace misses the navigation. */
async function audit(url: string, port: number, headers: Record<string, string>): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers },
      desktopConfig,
    );
    if (run === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = run.lhr.runtimeError;
    if (error === undefined) return run.lhr;
    if (error.code !== 'NO_NAVSTART' || attempt === ATTEMPTS)
      throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.log(`  (${error.code} on ${url}, run again)`);
  }
}

async function main(): Promise<void> {
  const { app, database, base, close } = await startDemoServer('lighthouse', { DATABASE_URL: '' });
  // The demo as `npm start` shows it once its background import is over: surgeon@'s exams and
  // their previews, so the Patients page is scored full and with no import running beside it.
  const started = performance.now();
  const { blobs, clock, jobs } = app.services;
  await seedDemoImaging({ db: database.db, blobs, clock });
  await jobs.drain();
  console.log(
    `Demo exams imported and previewed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const cookie = await sessionCookie(base);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  let lowest = 100;
  try {
    for (const page of PAGES) {
      const url = `${base}${page.path}`;
      const result = await audit(url, chrome.port, page.signedIn ? { Cookie: cookie } : {});
      // A signed-out visit to a signed-in page lands on the sign-in page: never score that.
      const landed = new URL(result.finalDisplayedUrl);
      if (landed.pathname !== page.path) {
        throw new Error(`${url} ended on ${landed.pathname}${landed.search}, not the page`);
      }
      const score = Math.round((result.categories.performance?.score ?? 0) * 100);
      lowest = Math.min(lowest, score);
      console.log(`${page.name} (${page.path}): performance ${String(score)}`);
      const bytes = result.audits['total-byte-weight']?.numericValue ?? 0;
      const elements = result.audits['dom-size']?.numericValue ?? 0;
      console.log(
        `  ${METRICS.map(([label, id]) => `${label} ${result.audits[id]?.displayValue ?? '?'}`).join(' · ')} · ${(bytes / 1024).toFixed(0)} KB in all · ${String(elements)} DOM elements`,
      );
      for (const finding of topFindings(result)) console.log(`  - ${finding}`);
    }
  } finally {
    chrome.kill();
    await close();
  }
  console.log(
    `Lowest score ${String(lowest)}, target ≥ ${String(TARGET_SCORE)}: ${lowest >= TARGET_SCORE ? 'met' : 'NOT met'} (a shared machine scores lower than a quiet one)`,
  );
}

await main();

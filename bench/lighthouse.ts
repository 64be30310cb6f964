/**
 * What the surgeon waits for in the browser: Lighthouse's performance category, desktop preset,
 * in Debian's Chromium, against the built web app served by a server this bench starts on
 * loopback (a fresh embedded database with the demo data and exams). Signed-in pages get the session
 * cookie of surgeon@ (signed in through the API) as a request header; the bench refuses a run
 * whose final URL is not the page asked for, so a sign-in page is never scored in its place.
 * Run after `npm run build:web` (`npm run bench:lighthouse` does). Target (issue 16): ≥ 95.
 * `BENCH_PAGES=exams,file` scores only the pages whose name contains one of those words;
 * `BENCH_REPORTS=<folder>` writes each page's whole Lighthouse result there as JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { asc, count, desc, eq } from 'drizzle-orm';
import { API_PATHS, PATIENT_PAGE_TABS } from '@sagitta/domain';
import { patients, studies, users } from '../apps/server/src/db/schema';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { seedDemoImaging } from '../apps/server/src/demo/imaging/seed-imaging';
import { alignmentReportWriter } from '../apps/server/src/modules/alignment-reports/report-writer';
import { SESSION_COOKIE } from '../apps/server/src/platform/auth/tokens';
import type { Database } from '../apps/server/src/platform/db/database';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { startDemoServer } from './support/demo-server';

const TARGET_SCORE = 95;
const ONLY = (process.env.BENCH_PAGES ?? '').split(',').filter((word) => word !== '');
const REPORTS = process.env.BENCH_REPORTS;
const ACCOUNT = 'surgeon@sagitta.test';

/** The pages scored, in order; `:id` is the demo patient whose file is scored (`demoPatient`). */
const PAGES: readonly { name: string; path: string; signedIn: boolean }[] = [
  { name: 'sign-in page', path: '/', signedIn: false },
  { name: 'Patients page', path: '/patient/list', signedIn: true },
  ...PATIENT_PAGE_TABS.map((tab) => ({
    name: `Patients page, ${tab}`,
    path: `/patient/list?tab=${tab}`,
    signedIn: true,
  })),
  { name: 'patient file', path: '/patient/details/:id', signedIn: true },
];

/** surgeon@'s demo patient with the most exams: the fullest file the demo has. */
async function demoPatient(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .innerJoin(users, eq(users.id, patients.physicianId))
    .innerJoin(studies, eq(studies.patientId, patients.id))
    .where(eq(users.email, ACCOUNT))
    .groupBy(patients.id)
    .orderBy(desc(count()), asc(patients.id))
    .limit(1);
  if (row === undefined) throw new Error(`${ACCOUNT} has no demo patient with exams`);
  return row.id;
}

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
  const { blobs, clock, jobs, workers } = app.services;
  await seedDemoImaging({
    db: database.db,
    blobs,
    clock,
    review: { writeReport: alignmentReportWriter({ db: database.db, blobs, workers }) },
  });
  await jobs.drain();
  console.log(
    `Demo exams imported and previewed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const patientId = await demoPatient(database.db);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  let lowest = 100;
  try {
    const pages = PAGES.filter(
      (page) => ONLY.length === 0 || ONLY.some((word) => page.name.includes(word)),
    );
    if (REPORTS !== undefined) await mkdir(REPORTS, { recursive: true });
    for (const page of pages) {
      const pagePath = page.path.replace(':id', patientId);
      const url = `${base}${pagePath}`;
      // A session of its own for each page: Lighthouse moves no mouse, so a session would end
      // idle (300 s) during a slow run and the next page would open on the status-error page.
      const headers: Record<string, string> = page.signedIn
        ? { Cookie: await sessionCookie(base) }
        : {};
      const result = await audit(url, chrome.port, headers);
      // A signed-out visit to a signed-in page lands on the sign-in page: never score that.
      const landed = new URL(result.finalDisplayedUrl);
      if (landed.pathname !== new URL(url).pathname) {
        throw new Error(`${url} ended on ${landed.pathname}${landed.search}, not the page`);
      }
      const score = Math.round((result.categories.performance?.score ?? 0) * 100);
      lowest = Math.min(lowest, score);
      console.log(`${page.name} (${pagePath}): performance ${String(score)}`);
      if (REPORTS !== undefined) {
        const file = `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`;
        await writeFile(path.join(REPORTS, file), JSON.stringify(result));
      }
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

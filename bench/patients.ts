/**
 * Patients benchmark (issue 16): the worklist bench's 1 000 000 exams of 200 000 patient records
 * (surgeon@ 10 000 records, 50 000 exams, the largest practice), with candidates, surgeon@'s
 * favorites and notes (`imaging/patient-flags.ts`), then surgeon@'s Patients page and patient
 * file through HTTP on the real server: each tab's first page by name and by last exam, deep
 * pages, searches, and file loads (the record, its exams' and its notes' first pages, at once).
 * Prints p50 / p95 / p99 per kind and EXPLAIN ANALYZE of the reads of the kinds over target.
 * Targets: p95 ≤ 20 ms for a list page or a search, ≤ 50 ms for a file load, on both databases.
 *
 * PGlite always; PostgreSQL when postgres://postgres@127.0.0.1:5432/test answers (in a database
 * `sagitta_bench_<random>`, dropped afterwards). Loopback only. `BENCH_EXAMS`,
 * `BENCH_REQUESTS` (1 300), `BENCH_DATABASES` (pglite,postgres), `BENCH_PASS_SECONDS` (600) and
 * `BENCH_EXPLAIN=all` change the run; `BENCH_KEEP=1` keeps the loaded database.
 */
import { availableParallelism, loadavg } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '@sagitta/domain';
import { patients } from '../apps/server/src/db/schema';
import {
  onEachBenchDatabase,
  releaseBenchDatabase,
  type BenchDatabase,
} from './imaging/bench-database';
import { benchPractices, loadExams } from './imaging/exam-load';
import { explainAnalyze } from './imaging/explain';
import { grouped, ms, percentiles, seconds, timed } from './imaging/latency';
import { flagPatients } from './imaging/patient-flags';
import {
  mixedPatientRequests,
  PATIENT_KINDS,
  targetOf,
  urlsOf,
  type KnownRecord,
  type PatientRequest,
} from './imaging/patient-requests';
import { isRead, recordingHandle, type RecordingHandle } from './imaging/recording-handle';
import { signIn, startServer } from './imaging/server';

const EXAMS = Number(process.env.BENCH_EXAMS ?? 1_000_000);
const EXAMS_PER_PATIENT = 5;
/** surgeon@'s practice, the largest: a twentieth of the exams, as in the worklist bench. */
const SURGEON_EXAMS = EXAMS / 20;
const BENCH_PHYSICIANS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_300);
const WARM_UP = 30;
const PASS_BUDGET_MS = Number(process.env.BENCH_PASS_SECONDS ?? 600) * 1000;
const SURGEON = 'surgeon@sagitta.test';

interface Sample {
  request: PatientRequest;
  ms: number;
}

type Send = (request: PatientRequest) => Promise<void>;

/** One request through HTTP: a list page, or a file load's three reads at once. */
function sender(base: string, token: string): Send {
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body}`);
  };
  return async (request) => {
    await Promise.all(urlsOf(base, request).map(get));
  };
}

/** surgeon@'s records in a reproducible random order: the terms of searches and files. */
async function knownRecords(database: BenchDatabase, physicianId: string): Promise<KnownRecord[]> {
  return database.handle.db
    .select({
      id: patients.id,
      familyName: sql<string>`${patients.familyName}`,
      givenName: sql<string>`${patients.givenName}`,
      mrn: patients.patientId,
      productId: patients.productId,
    })
    .from(patients)
    .where(eq(patients.physicianId, physicianId))
    .orderBy(sql`md5(${patients.id}::text)`)
    .limit(500);
}

async function measure(send: Send, requests: readonly PatientRequest[]): Promise<Sample[]> {
  for (const request of requests.slice(0, WARM_UP)) await send(request);
  const samples: Sample[] = [];
  const deadline = performance.now() + PASS_BUDGET_MS;
  for (const request of requests) {
    if (performance.now() > deadline) break;
    samples.push({ request, ms: (await timed(() => send(request))).ms });
  }
  return samples;
}

function printTable(samples: readonly Sample[]): string[] {
  console.log(
    `${'kind'.padEnd(22)} ${'n'.padStart(4)} │ ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)} │ target p95`,
  );
  const misses: string[] = [];
  for (const kind of PATIENT_KINDS) {
    const of = percentiles(samples.filter((s) => s.request.kind === kind).map((s) => s.ms));
    const ok = of.p95 <= targetOf(kind);
    if (!ok) misses.push(kind);
    console.log(
      `${kind.padEnd(22)} ${String(of.count).padStart(4)} │ ${ms(of.p50)} ${ms(of.p95)} ${ms(of.p99)} ${ms(of.max)} │ ≤ ${targetOf(kind)} ms ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  console.log('(times in ms, through HTTP, one request at a time)');
  return misses;
}

/** The reads of one request, caught as the server sent them, with their plans. */
interface Replay {
  kind: string;
  request: Sample;
  plans: string[][];
  /** Each read's "Execution Time", in ms. */
  executionMs: number[];
}

const executionMsOf = (plan: readonly string[]): number =>
  Number(/Execution Time: ([\d.]+) ms/.exec(plan.at(-1) ?? '')?.[1] ?? Number.NaN);

/**
 * The slowest request of each kind again, its reads caught and explained (EXPLAIN ANALYZE): the
 * database's part of the slowest request, which a busy machine's waits leave out.
 */
async function replaySlowest(
  recording: RecordingHandle,
  send: Send,
  samples: readonly Sample[],
): Promise<Replay[]> {
  const replays: Replay[] = [];
  for (const kind of PATIENT_KINDS) {
    const slowest = samples
      .filter((sample) => sample.request.kind === kind)
      .sort((a, b) => b.ms - a.ms)[0];
    if (slowest === undefined) continue;
    const queries = (await recording.catching(() => send(slowest.request))).filter(isRead);
    const plans: string[][] = [];
    for (const query of queries) plans.push(await explainAnalyze(recording.handle, query));
    replays.push({ kind, request: slowest, plans, executionMs: plans.map(executionMsOf) });
  }
  return replays;
}

function printReplays(replays: readonly Replay[], explained: readonly string[]): void {
  console.log(
    `\nthe slowest request of each kind, replayed: its reads' EXPLAIN ANALYZE execution times\n` +
      `${'kind'.padEnd(22)} ${'HTTP'.padStart(6)} │ ${'reads'.padStart(5)} ${'total'.padStart(6)} ${'max'.padStart(6)}`,
  );
  for (const replay of replays) {
    const total = replay.executionMs.reduce((sum, value) => sum + value, 0);
    console.log(
      `${replay.kind.padEnd(22)} ${ms(replay.request.ms)} │ ${String(replay.plans.length).padStart(5)} ${ms(total)} ${ms(Math.max(...replay.executionMs))}`,
    );
  }
  for (const replay of replays.filter((each) => explained.includes(each.kind))) {
    console.log(
      `\nEXPLAIN ANALYZE, ${replay.kind}: ${replay.request.request.query} (${replay.request.ms.toFixed(1)} ms)`,
    );
    for (const [index, plan] of replay.plans.entries()) {
      console.log(`-- read ${index + 1} of ${replay.plans.length}`);
      for (const line of plan) console.log(`   ${line}`);
    }
  }
}

async function benchOn(open: () => Promise<BenchDatabase>): Promise<void> {
  const started = performance.now();
  const database = await open();
  try {
    const { db } = database.handle;
    const { surgeon, plan, shares } = await benchPractices(db, {
      email: SURGEON,
      exams: EXAMS,
      examsPerPatient: EXAMS_PER_PATIENT,
      surgeonExams: SURGEON_EXAMS,
      physicians: BENCH_PHYSICIANS,
    });
    console.log(`\n=== ${database.name} ===`);
    const loadStart = performance.now();
    await loadExams(db, plan, shares, { analyze: true });
    const flags = await flagPatients(db, surgeon.id);
    console.log(
      `loaded ${grouped(EXAMS)} exams of ${grouped(plan.patients)} patient records in ${seconds(performance.now() - loadStart)}; ` +
        `${SURGEON}: ${grouped(SURGEON_EXAMS / EXAMS_PER_PATIENT)} records, ${grouped(flags.candidates)} candidates, ` +
        `${grouped(flags.favorites)} favorites, ${grouped(flags.notes)} notes`,
    );

    const [mine] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(patients)
      .where(and(eq(patients.physicianId, surgeon.id)));
    const lastPage = Math.ceil((mine?.n ?? 1) / DEFAULT_PAGE_SIZE);
    const requests = mixedPatientRequests(
      REQUESTS,
      await knownRecords(database, surgeon.id),
      lastPage,
    );
    const recording = recordingHandle(database.handle);
    const server = await startServer({ ...database, handle: recording.handle });
    try {
      const send = sender(server.base, await signIn(server.base, SURGEON));
      const samples = await measure(send, requests);
      console.log(
        `requests of ${SURGEON}: ${grouped(samples.length)} of ${grouped(REQUESTS)} (a pass stops after ` +
          `${seconds(PASS_BUDGET_MS)}), ${DEFAULT_PAGE_SIZE} rows a page, ${WARM_UP} warm-up requests untimed; ` +
          `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
      );
      const misses = printTable(samples);
      const toExplain = process.env.BENCH_EXPLAIN === 'all' ? [...PATIENT_KINDS] : misses;
      printReplays(await replaySlowest(recording, send, samples), toExplain);
    } finally {
      await server.app.close();
    }
  } finally {
    await releaseBenchDatabase(database, started);
  }
}

onEachBenchDatabase(benchOn).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * Worklist benchmark (issue 6): 1 000 000 exams of 200 000 patients loaded straight in SQL into
 * a fresh, migrated and seeded database, then 1 000 mixed worklist requests of surgeon@ (who owns
 * 50 000 exams, the largest list) through HTTP on the real server and straight in SQL through the
 * server's own query functions. Prints p50 / p95 / p99 per kind of request and overall, the
 * HTTP/SQL ratio, and EXPLAIN ANALYZE of the kinds that miss the target.
 * Target: p95 ≤ 30 ms through HTTP, on PGlite and on PostgreSQL.
 *
 * PGlite always; PostgreSQL when postgres://postgres@127.0.0.1:5432/test answers (in a database
 * `sagitta_bench_<random>`, dropped afterwards). Loopback only. `BENCH_EXAMS`, `BENCH_SEARCHES`,
 * `BENCH_DATABASES` (pglite,postgres), `BENCH_PASS_SECONDS` (600 per pass) and `BENCH_EXPLAIN=all`
 * change the run; `BENCH_KEEP=1` keeps the loaded database for a closer look.
 */
import { availableParallelism, loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { patients, studies } from '../apps/server/src/db/schema';
import {
  onEachBenchDatabase,
  releaseBenchDatabase,
  type BenchDatabase,
} from './imaging/bench-database';
import { benchPractices, loadExams, type PhysicianShare } from './imaging/exam-load';
import { explainAnalyze, recordingDatabase } from './imaging/explain';
import { grouped, ms, percentiles, seconds } from './imaging/latency';
import { signIn, startServer } from './imaging/server';
import { byKind, httpPass, measure, sqlPass, type Sample } from './imaging/worklist-passes';
import { mixedSearches, SEARCH_KINDS, type KnownPatient } from './imaging/worklist-searches';

const EXAMS = Number(process.env.BENCH_EXAMS ?? 1_000_000);
const EXAMS_PER_PATIENT = 5;
/** The worst case measured: surgeon@'s list, larger than any other physician's. */
const SURGEON_EXAMS = EXAMS / 20;
const BENCH_PHYSICIANS = 100;
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1_000);
const WARM_UP = 30;
/** Each pass stops after this long even if requests are left: at 1 s a request, 1 000 take 17 min. */
const PASS_BUDGET_MS = Number(process.env.BENCH_PASS_SECONDS ?? 600) * 1000;
const TARGET_P95_MS = 30;
const SURGEON = 'surgeon@sagitta.test';

function printDistribution(shares: readonly PhysicianShare[]): void {
  const exams = shares.map(
    (share) => (share.lastPatient - share.firstPatient + 1) * EXAMS_PER_PATIENT,
  );
  const [surgeon = 0, ...others] = exams;
  const sorted = [...others].sort((a, b) => a - b);
  const at = (fraction: number) => grouped(sorted[Math.floor(fraction * (sorted.length - 1))] ?? 0);
  console.log(
    `exams per physician: surgeon@ ${grouped(surgeon)}; ${others.length} bench physicians ` +
      `min ${at(0)}, p25 ${at(0.25)}, median ${at(0.5)}, p75 ${at(0.75)}, max ${at(1)} ` +
      `(${EXAMS_PER_PATIENT} exams per patient)`,
  );
}

/** A sample of surgeon@'s patients, the terms of the searches. */
async function knownPatients(
  database: BenchDatabase,
  physicianId: string,
): Promise<KnownPatient[]> {
  return database.handle.db
    .select({
      familyName: sql<string>`${patients.familyName}`,
      givenName: sql<string>`${patients.givenName}`,
      patientId: patients.patientId,
      accessionNumber: studies.accessionNumber,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .where(eq(studies.physicianId, physicianId))
    .orderBy(sql`md5(${studies.id}::text)`)
    .limit(500);
}

function printTable(http: readonly Sample[], direct: readonly Sample[]): string[] {
  console.log(
    `${'kind'.padEnd(10)} ${'n'.padStart(5)} ${'matches'.padStart(8)} │ ${'HTTP p50'.padStart(8)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ ${'SQL p50'.padStart(7)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ HTTP/SQL p50  p95 │ p95 ≤ ${TARGET_P95_MS} ms`,
  );
  const misses: string[] = [];
  for (const kind of [...SEARCH_KINDS, 'all' as const]) {
    const overHttp = percentiles(byKind(http, kind).map((sample) => sample.ms));
    const overSql = percentiles(byKind(direct, kind).map((sample) => sample.ms));
    const matches = percentiles(byKind(direct, kind).map((sample) => sample.totalCount));
    const ok = overHttp.p95 <= TARGET_P95_MS;
    if (!ok && kind !== 'all') misses.push(kind);
    console.log(
      `${kind.padEnd(10)} ${String(overHttp.count).padStart(5)} ${grouped(matches.p50).padStart(8)} │ ${ms(overHttp.p50, 8)} ${ms(overHttp.p95)} ${ms(overHttp.p99)} │ ${ms(overSql.p50, 7)} ${ms(overSql.p95)} ${ms(overSql.p99)} │ ${(overHttp.p50 / overSql.p50).toFixed(2).padStart(12)} ${(overHttp.p95 / overSql.p95).toFixed(2).padStart(4)} │ ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  console.log('(matches: median totalCount; times in ms)');
  return misses;
}

/** EXPLAIN ANALYZE of the page and count queries of the slowest SQL request of each kind. */
async function explainSlowest(
  database: BenchDatabase,
  physicianId: string,
  direct: readonly Sample[],
  kinds: readonly string[],
): Promise<void> {
  const recording = recordingDatabase(database.handle);
  for (const kind of kinds) {
    const slowest = direct
      .filter((sample) => sample.search.kind === kind)
      .sort((a, b) => b.ms - a.ms)[0];
    if (slowest === undefined) continue;
    recording.take();
    await sqlPass(recording.db, physicianId)(slowest.search);
    const queries = recording.take();
    console.log(
      `\nEXPLAIN ANALYZE, ${kind}: text ${JSON.stringify(slowest.search.text ?? null)}, page ${slowest.search.page} (${slowest.ms.toFixed(1)} ms, ${grouped(slowest.totalCount)} matches)`,
    );
    // The page's ids (and, searched, the count) first; then the rows of the page and modelings.
    for (const [index, query] of queries.entries()) {
      console.log(`-- query ${index + 1} of ${queries.length}`);
      for (const line of await explainAnalyze(database.handle, query)) console.log(`   ${line}`);
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
    printDistribution(shares);
    const loadStart = performance.now();
    const times = await loadExams(db, plan, shares, {
      analyze: process.env.BENCH_ANALYZE !== 'off',
    });
    console.log(
      `loaded ${grouped(EXAMS)} exams of ${grouped(plan.patients)} patients in ${seconds(performance.now() - loadStart)} ` +
        `(patients ${seconds(times.patientsMs)}, studies ${seconds(times.studiesMs)}, ` +
        `series and modelings ${seconds(times.seriesAndModelingsMs)}, indexes and keys ${seconds(times.indexesMs)}, ` +
        `VACUUM ANALYZE ${seconds(times.vacuumAnalyzeMs)})`,
    );

    const searches = mixedSearches(SEARCHES, await knownPatients(database, surgeon.id));
    const server = await startServer(database);
    try {
      const token = await signIn(server.base, SURGEON);
      const http = await measure(httpPass(server.base, token), searches, WARM_UP, PASS_BUDGET_MS);
      const direct = await measure(sqlPass(db, surgeon.id), searches, WARM_UP, PASS_BUDGET_MS);
      console.log(
        `requests of ${SURGEON}: ${grouped(http.length)} through HTTP and ${grouped(direct.length)} in SQL ` +
          `of ${grouped(SEARCHES)} (a pass stops after ${seconds(PASS_BUDGET_MS)}), limit 50, one at a time, ` +
          `${WARM_UP} warm-up requests untimed each way; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
      );
      const misses = printTable(http, direct);
      const toExplain = process.env.BENCH_EXPLAIN === 'all' ? [...SEARCH_KINDS] : misses;
      await explainSlowest(database, surgeon.id, direct, toExplain);
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

/**
 * Cases benchmark (issue 18): 10 000 queued cases loaded straight in SQL into a fresh, migrated
 * and seeded database, and 100 modeling technicians, Online, each a worker on the real server
 * over HTTP that takes the next case (`POST /api/v1/cases/next`, timed) and rejects it (untimed):
 * first at a fixed pace (each every 10 s), then as fast as answered until the queue answers 204.
 * Prints both phases' p50 / p95 / p99 / max of the take, assignments per second, EXPLAIN ANALYZE
 * of the take statement on the full queue, and the check, in SQL afterwards, that no case was
 * given twice and no technician held two at once.
 * Target: the paced p99 ≤ 20 ms and no double assignment, on PGlite and on PostgreSQL
 * (docs/decisions.md, "The take-work figure is measured at a fixed pace").
 *
 * PGlite always; PostgreSQL when postgres://postgres@127.0.0.1:5432/test answers (in a database
 * `sagitta_bench_<random>`, dropped afterwards). Loopback only. `BENCH_CASES` (10 000),
 * `BENCH_TECHNICIANS` (100), `BENCH_DATABASES` (pglite,postgres) and `BENCH_POSTGRES_URL` change
 * the run; `BENCH_KEEP=1` keeps the database.
 */
import { availableParallelism, loadavg } from 'node:os';
import { API_PATHS, apiUrl } from '@sagitta/domain';
import {
  onEachBenchDatabase,
  releaseBenchDatabase,
  type BenchDatabase,
} from './imaging/bench-database';
import {
  assignmentsSound,
  checkAssignments,
  explainTake,
  takeStatementOf,
} from './imaging/case-checks';
import {
  createBenchTechnicians,
  loadCaseQueue,
  requestingPhysician,
  type BenchTechnician,
} from './imaging/case-queue';
import { grouped, ms, percentiles, seconds } from './imaging/latency';
import { recordingHandle } from './imaging/recording-handle';
import { startServer } from './imaging/server';

const CASES = Number(process.env.BENCH_CASES ?? 10_000);
const TECHNICIANS = Number(process.env.BENCH_TECHNICIANS ?? 100);
const TARGET_P99_MS = 20;
/** The paced phase: each technician asks every this many ms, for this long (0 s: no phase). */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 10_000);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 60);
const SURGEON = 'surgeon@sagitta.test';
const REJECTION = JSON.stringify({ action: 'Reject', reason: 'Other', comment: 'bench' });

/** What one technician's worker saw. */
interface WorkerLog {
  /** The cases the take answered with (200). */
  taken: string[];
  /** Each take's time through HTTP, in ms: those that gave a case (200)… */
  takeMs: number[];
  /** …and the last one, which found the queue empty (204). */
  emptyMs: number[];
}

async function send(url: string, token: string, body?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body }),
  });
}

/** A take through HTTP: the case given, or null when the queue is empty (204). */
async function take(base: string, technician: BenchTechnician): Promise<string | null> {
  const response = await send(`${base}${API_PATHS.caseQueueNext}`, technician.token);
  const text = await response.text();
  if (response.status === 204) return null;
  if (response.status !== 200) {
    throw new Error(`${technician.email}: take answered ${response.status}: ${text}`);
  }
  return (JSON.parse(text) as { id: string }).id;
}

async function reject(base: string, technician: BenchTechnician, id: string): Promise<void> {
  const response = await send(
    `${base}${apiUrl(API_PATHS.caseActions, { id })}`,
    technician.token,
    REJECTION,
  );
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${technician.email}: reject answered ${response.status}: ${text}`);
  }
}

/**
 * One take and, when it gave a case, its rejection (untimed), written to the log: the take's
 * time counted from `since`. False when the queue was empty.
 */
async function takeAndReject(
  base: string,
  technician: BenchTechnician,
  log: WorkerLog,
  since: number,
): Promise<boolean> {
  const id = await take(base, technician);
  const elapsed = performance.now() - since;
  if (id === null) {
    log.emptyMs.push(elapsed);
    return false;
  }
  log.takeMs.push(elapsed);
  log.taken.push(id);
  await reject(base, technician, id);
  return true;
}

const newLog = (): WorkerLog => ({ taken: [], takeMs: [], emptyMs: [] });

/** One technician: take, reject, again, until the queue is empty (fetch keeps connections alive). */
async function technicianWorker(base: string, technician: BenchTechnician): Promise<WorkerLog> {
  const log = newLog();
  while (await takeAndReject(base, technician, log, performance.now()));
  return log;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One technician at a fixed pace (an open loop): a take is due every `PACE_MS`, the technicians'
 * first ones spread over one period; each take is timed from when it was due, so a take started
 * late behind a slow one counts its wait (no coordinated omission). Each case taken is rejected,
 * untimed, before the next take is due.
 */
async function pacedWorker(
  base: string,
  technician: BenchTechnician,
  firstDue: number,
  until: number,
): Promise<WorkerLog> {
  const log = newLog();
  for (let due = firstDue; due < until; due += PACE_MS) {
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (!(await takeAndReject(base, technician, log, due))) break;
  }
  return log;
}

/** The paced phase: its takes' figures at the arrival rate the technicians ask at. */
async function pacedPhase(
  base: string,
  technicians: readonly BenchTechnician[],
): Promise<string[]> {
  const start = performance.now() + 100;
  const until = start + PACED_SECONDS * 1000;
  const logs = await Promise.all(
    technicians.map((technician, index) =>
      pacedWorker(base, technician, start + (index * PACE_MS) / technicians.length, until),
    ),
  );
  const taken = logs.flatMap((log) => log.taken);
  const take = percentiles(logs.flatMap((log) => log.takeMs));
  const rate = (technicians.length * 1000) / PACE_MS;
  console.log(
    `paced: ${technicians.length} technicians each asking every ${seconds(PACE_MS)} ` +
      `(${rate.toFixed(1)} takes/s, each case rejected before the next) for ${PACED_SECONDS} s: ` +
      `${grouped(taken.length)} taken; load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `take-work at that pace (HTTP, 200, from when due): p50 ${ms(take.p50, 0)} p95 ${ms(take.p95, 0)} ` +
      `p99 ${ms(take.p99, 0)} max ${ms(take.max, 0)} ms │ p99 ≤ ${TARGET_P99_MS} ms ` +
      (take.p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'),
  );
  return taken;
}

/**
 * The run's figures, and whether every case was given once through HTTP (the run's takes and
 * the one before it).
 */
function printTakes(
  logs: readonly WorkerLog[],
  wallMs: number,
  before: readonly string[],
): boolean {
  const taken = logs.flatMap((log) => log.taken);
  const distinct = new Set([...before, ...taken]).size;
  const take = percentiles(logs.flatMap((log) => log.takeMs));
  const empty = percentiles(logs.flatMap((log) => log.emptyMs));
  const perTechnician = logs.map((log) => log.taken.length).sort((a, b) => a - b);
  const ok = take.p99 <= TARGET_P99_MS;
  console.log(
    `closed loop: cases taken: ${grouped(taken.length)} (and ${grouped(before.length)} before; ${grouped(distinct)} distinct) in ${seconds(wallMs)}: ` +
      `${(taken.length / (wallMs / 1000)).toFixed(1)} assignments/s; per technician ` +
      `min ${perTechnician[0] ?? 0}, max ${perTechnician.at(-1) ?? 0}; load average ` +
      `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    `take-work (HTTP, 200): p50 ${ms(take.p50, 0)} p95 ${ms(take.p95, 0)} p99 ${ms(take.p99, 0)} ` +
      `max ${ms(take.max, 0)} ms │ p99 ≤ ${TARGET_P99_MS} ms ${ok ? 'ok' : 'MISSED'}`,
  );
  console.log(
    `empty queue (204): ${empty.count}, p50 ${ms(empty.p50, 0)} max ${ms(empty.max, 0)} ms`,
  );
  return distinct === taken.length + before.length && distinct === CASES;
}

async function benchOn(open: () => Promise<BenchDatabase>): Promise<void> {
  const started = performance.now();
  const database = await open();
  try {
    const { db } = database.handle;
    console.log(`\n=== ${database.name} ===`);
    const loadStart = performance.now();
    const high = await loadCaseQueue(db, await requestingPhysician(db, SURGEON), CASES);
    const technicians = await createBenchTechnicians(db, TECHNICIANS);
    console.log(
      `loaded ${grouped(CASES)} queued cases (${grouped(high)} High) and ${TECHNICIANS} ` +
        `technicians Online with a session in ${seconds(performance.now() - loadStart)}`,
    );
    const [first] = technicians;
    if (first === undefined) throw new Error('BENCH_TECHNICIANS must be at least 1');

    const recording = recordingHandle(database.handle);
    const server = await startServer({ ...database, handle: recording.handle });
    let logs: WorkerLog[];
    let before: string[];
    let plan: string[];
    let wallMs: number;
    try {
      // One take before the run, its SQL caught as the server sent it: the statement explained
      // on the full queue (rolled back), then the case rejected as the workers reject theirs.
      const caught: { id: string | null } = { id: null };
      const sent = await recording.catching(async () => {
        caught.id = await take(server.base, first);
      });
      if (caught.id === null) throw new Error('the queue was empty');
      plan = await explainTake(database.handle, takeStatementOf(sent));
      await reject(server.base, first, caught.id);
      // The technicians at a fixed pace first, on the full queue; then as fast as answered
      // (the closed loop) until it is empty.
      const paced = PACED_SECONDS > 0 ? await pacedPhase(server.base, technicians) : [];
      before = [caught.id, ...paced];
      const runStart = performance.now();
      logs = await Promise.all(
        technicians.map((technician) => technicianWorker(server.base, technician)),
      );
      wallMs = performance.now() - runStart;
    } finally {
      await server.app.close();
    }
    const httpSound = printTakes(logs, wallMs, before);
    const check = await checkAssignments(database.handle);
    const sound = httpSound && assignmentsSound(check);
    console.log(
      `double assignment check (SQL): ${grouped(check.cases)} cases, still open ${check.stillOpen}, ` +
        `never taken ${check.neverTaken}, taken twice ${check.takenTwice}, closed twice ` +
        `${check.closedTwice}, most open cases one technician held at once ${check.mostHeldAtOnce}` +
        ` │ ${sound ? 'ok' : 'FAILED'}`,
    );
    console.log(`\nEXPLAIN ANALYZE of the take statement, on the full queue (rolled back):`);
    for (const line of plan) console.log(`   ${line}`);
    if (!sound) process.exitCode = 1;
  } finally {
    await releaseBenchDatabase(database, started);
  }
}

onEachBenchDatabase(benchOn).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

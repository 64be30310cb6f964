/**
 * Alignment benchmark (issue 17). The engine part: `measure()` on 100 000 random plausible
 * landmark sets (complete lateral and frontal films: the most work a request can ask for),
 * generated in batches of 1 000 outside the timed section from a seeded generator, after an
 * untimed warm-up batch so that the figure is the steady state a running server sees. Prints
 * the mean time per set (target ≤ 0.05 ms) and the p50 / p99 / max of the batches' per-set times.
 * The HTTP part: `POST /api/v1/alignment/measure` with one complete random set, signed in as
 * surgeon@ (bearer token), from autocannon at 50 connections for 10 s against the demo server on
 * loopback (a fresh embedded database, or DATABASE_URL's PostgreSQL); prints requests/s and
 * p50 / p99 (target p99 ≤ 10 ms). autocannon runs in a worker thread: on the server's own event
 * loop its client work would be timed as the server's. Then, for scale, a bare Fastify route
 * answering the same body's size in the same run: the floor the machine sets.
 *
 * `BENCH_SETS` (100 000), `BENCH_BATCH` (1 000), `BENCH_SEED` (17), `BENCH_CONNECTIONS` (50)
 * and `BENCH_DURATION` (seconds, 10) change the run.
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { API_PATHS } from '../packages/domain/src';
import { measure, type AlignmentMeasureInput } from '../packages/domain/src/alignment';
import { randomSpine, seededRandom } from '../packages/domain/src/alignment/random-spine';
import { grouped, percentiles } from './imaging/latency';
import { startDemoServer } from './support/demo-server';

const SETS = Number(process.env.BENCH_SETS ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);
const SEED = Number(process.env.BENCH_SEED ?? 17);
const TARGET_MS_PER_SET = 0.05;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGET_HTTP_P99_MS = 10;

interface EngineReport {
  sets: number;
  msPerSet: number;
  /** CPU time of the process per set: what the engine costs, whatever else the machine runs. */
  cpuMsPerSet: number;
  batchMsPerSet: ReturnType<typeof percentiles>;
}

/** `measure()` over `count` sets in batches; the PI sum keeps the work from being optimised out. */
function engineBench(count: number): EngineReport & { checksum: number } {
  const random = seededRandom(SEED);
  const batchTimes: number[] = [];
  let total = 0;
  let cpu = 0;
  let checksum = 0;
  const run = (inputs: readonly AlignmentMeasureInput[]) => {
    const start = performance.now();
    for (const input of inputs) checksum += measure(input).parameters.PI.value ?? 0;
    return performance.now() - start;
  };
  const batchOf = (size: number) => Array.from({ length: size }, () => randomSpine(random));
  run(batchOf(BATCH)); // warm-up, untimed
  for (let done = 0; done < count; done += BATCH) {
    const inputs = batchOf(Math.min(BATCH, count - done));
    const cpuBefore = process.cpuUsage();
    const elapsed = run(inputs);
    const { user, system } = process.cpuUsage(cpuBefore);
    cpu += (user + system) / 1000;
    total += elapsed;
    batchTimes.push(elapsed / inputs.length);
  }
  return {
    sets: count,
    msPerSet: total / count,
    cpuMsPerSet: cpu / count,
    batchMsPerSet: percentiles(batchTimes),
    checksum,
  };
}

function printEngine(report: EngineReport): void {
  const { p50, p99, max } = report.batchMsPerSet;
  const verdict = report.msPerSet <= TARGET_MS_PER_SET ? 'meets' : 'MISSES';
  console.log(`engine: measure() on ${grouped(report.sets)} random landmark sets`);
  console.log(
    `  per set ${report.msPerSet.toFixed(4)} ms (${verdict} the ${String(TARGET_MS_PER_SET)} ms target), ` +
      `CPU ${report.cpuMsPerSet.toFixed(4)} ms; load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`,
  );
  console.log(
    `  batches of ${grouped(BATCH)}, per set: p50 ${p50.toFixed(4)} ms, p99 ${p99.toFixed(4)} ms, max ${max.toFixed(4)} ms`,
  );
}

/** `body` POSTed at 50 connections; autocannon in a worker thread, off the server's event loop. */
function load(url: string, body: string, headers: Record<string, string> = {}) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    workers: 1,
    duration: DURATION_S,
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
}

function printLoad(name: string, result: autocannon.Result): void {
  console.log(
    `  ${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s, ` +
      `p50 ${String(result.latency.p50).padStart(3)} ms, p99 ${String(result.latency.p99).padStart(3)} ms; ` +
      `errors ${String(result.errors)}, non-2xx ${String(result.non2xx)}; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
}

/**
 * A bare Fastify route that parses the same body and answers it back, without a session, a
 * schema or the engine: what this machine allows at 50 connections for a body of that size.
 */
async function floor(body: string): Promise<autocannon.Result> {
  const app = Fastify();
  app.post('/echo', (request) => request.body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as { port: number };
    return await load(`http://127.0.0.1:${String(port)}/echo`, body);
  } finally {
    await app.close();
  }
}

/** The measure call under load: one complete set, as the viewer sends it on every change. */
async function httpBench(): Promise<void> {
  const body = JSON.stringify(randomSpine(seededRandom(SEED)));
  const server = await startDemoServer('alignment', { LOGIN_RATE_LIMIT: '1000' });
  let measured: autocannon.Result;
  try {
    const login = await fetch(`${server.base}/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'surgeon@sagitta.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    measured = await load(`${server.base}${API_PATHS.alignmentMeasure}`, body, {
      authorization: `Bearer ${token}`,
    });
  } finally {
    await server.close();
  }
  console.log(
    `HTTP: ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each, a ${(body.length / 1024).toFixed(1)} KB body`,
  );
  printLoad(`POST ${API_PATHS.alignmentMeasure} (${server.database.kind})`, measured);
  printLoad('bare Fastify echoing the body', await floor(body));
  const p99 = measured.latency.p99;
  const verdict = p99 <= TARGET_HTTP_P99_MS ? 'meets' : 'MISSES';
  console.log(
    `  measure p99 ${String(p99)} ms: ${verdict} the ${String(TARGET_HTTP_P99_MS)} ms target`,
  );
}

async function main(): Promise<void> {
  printEngine(engineBench(SETS));
  await httpBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

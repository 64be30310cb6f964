/**
 * The alignment bench's HTTP part (issue 17): `POST /api/v1/alignment/measure` with one complete
 * random landmark set (8 KB of full-precision points), signed in as surgeon@ (bearer token),
 * against the demo server on loopback (a fresh embedded database, or DATABASE_URL's PostgreSQL),
 * three ways:
 * - paced (the target's reading, p99 ≤ 10 ms): `CONNECTIONS` clients in a process of their own,
 *   each on its own connection sending the set every `PACE_MS`, timed from when each request was
 *   due, after an untimed warm-up ([decision](../../docs/decisions.md#the-measure-figure-is-read-at-a-fixed-pace));
 * - closed loop: autocannon (in a worker thread, off the server's event loop) at `CONNECTIONS`
 *   connections, each sending as soon as answered: the requests per second at saturation;
 * - the floor: the same closed loop against a bare Fastify route that parses the body and answers
 *   it back, with no session, schema or engine: what this machine allows for a body that size.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';
import { API_PATHS } from '../../packages/domain/src';
import { randomSpine, seededRandom } from '../../packages/domain/src/alignment/random-spine';
import { ms } from '../imaging/latency';
import { startDemoServer } from './demo-server';
import type { PacedRun, PacedTask } from './paced-client';
import { runTaskProcess } from './task-process';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Each paced client sends a set this often: 50 clients × 20 a second = 1 000 requests/s. */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 50);
const WARM_UP_S = 2;
const TARGET_P99_MS = 10;

const PACED_CLIENT = new URL('./paced-client.ts', import.meta.url);
const load = () => `load average ${loadavg()[0]?.toFixed(1) ?? '?'}`;

/** `body` POSTed by autocannon at `CONNECTIONS` connections, each sending as soon as answered. */
function closedLoop(url: string, body: string, headers: Record<string, string> = {}) {
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

function printClosedLoop(name: string, result: autocannon.Result): void {
  console.log(
    `  ${name}: ${result.requests.average.toFixed(0)} requests/s at saturation, ` +
      `p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms; ` +
      `errors ${String(result.errors)}, non-2xx ${String(result.non2xx)}; ${load()}`,
  );
}

/** The bare Fastify route: parses the body and answers it back. */
async function floor(body: string): Promise<autocannon.Result> {
  const app = Fastify();
  app.post('/echo', (request) => request.body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = app.server.address() as { port: number };
    return await closedLoop(`http://127.0.0.1:${String(port)}/echo`, body);
  } finally {
    await app.close();
  }
}

export async function measureHttpBench(seed: number): Promise<void> {
  const body = JSON.stringify(randomSpine(seededRandom(seed)));
  const server = await startDemoServer('alignment', { LOGIN_RATE_LIMIT: '1000' });
  const url = `${server.base}${API_PATHS.alignmentMeasure}`;
  let paced: PacedRun;
  let saturated: autocannon.Result;
  try {
    const login = await fetch(`${server.base}/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'surgeon@sagitta.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const task: PacedTask = {
      url,
      body,
      headers,
      clients: CONNECTIONS,
      everyMs: PACE_MS,
      warmUpSeconds: WARM_UP_S,
      seconds: DURATION_S,
    };
    paced = await runTaskProcess<PacedRun>(PACED_CLIENT, task);
    saturated = await closedLoop(url, body, headers);
  } finally {
    await server.close();
  }
  const { latencyMs } = paced;
  const verdict = latencyMs.p99 <= TARGET_P99_MS ? 'meets' : 'MISSES';
  console.log(
    `HTTP: POST ${API_PATHS.alignmentMeasure} on ${server.database.kind}, a ${(body.length / 1024).toFixed(1)} KB body, ${String(DURATION_S)} s each`,
  );
  console.log(
    `  paced: ${String(CONNECTIONS)} clients each every ${String(PACE_MS)} ms ` +
      `(${paced.requestsPerSecond.toFixed(0)} requests/s), from when due: p50 ${ms(latencyMs.p50, 0)} ` +
      `p95 ${ms(latencyMs.p95, 0)} p99 ${ms(latencyMs.p99, 0)} max ${ms(latencyMs.max, 0)} ms, ` +
      `failures ${String(paced.failures)}; ${load()} │ p99 ≤ ${String(TARGET_P99_MS)} ms ${verdict}`,
  );
  printClosedLoop(`closed loop, ${String(CONNECTIONS)} connections`, saturated);
  printClosedLoop('bare Fastify echoing the body, closed loop', await floor(body));
}

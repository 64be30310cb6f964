/**
 * API load benchmark: `GET /api/v1/users/self` with a valid session against a bare Fastify
 * hello route, 50 connections for 10 s each, measured in the same process run so that the two
 * share the same machine state. Prints requests/s, p50, p99 and the ratio.
 * Targets (issue 3): ratio ≥ 0.5, p99 ≤ 10 ms.
 *
 * Runs on a fresh embedded database, or on DATABASE_URL's PostgreSQL when set. Loopback only.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { DEMO_PASSWORD } from '../apps/server/src/demo/accounts';
import { startDemoServer } from './support/demo-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function line(name: string, figures: Figures): string {
  return `${name.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${figures.p50.toFixed(1).padStart(5)} ms   p99 ${figures.p99.toFixed(1).padStart(5)} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}`;
}

async function main(): Promise<void> {
  // DATABASE_URL as the shell gives it: the embedded database, or PostgreSQL when set.
  const {
    base: sagitta,
    database,
    close,
  } = await startDemoServer('api', { LOGIN_RATE_LIMIT: '1000' });

  const hello = Fastify({ logger: false });
  hello.get('/hello', () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`;

  const login = await fetch(`${sagitta}/auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'surgeon@sagitta.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };

  console.log(`database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const bare = await load(helloUrl);
  console.log(line('bare Fastify /hello', bare));
  const self = await load(`${sagitta}/api/v1/users/self`, { authorization: `Bearer ${token}` });
  console.log(line('GET /api/v1/users/self', self));
  const ratio = self.requestsPerSecond / bare.requestsPerSecond;
  console.log(
    `ratio ${ratio.toFixed(2)} (target ≥ 0.5); users/self p99 ${self.p99} ms (target ≤ 10 ms)`,
  );

  await hello.close();
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The real server on a bench database, listening on loopback only, and a signed-in surgeon. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/accounts';
import type { BenchDatabase } from './bench-database';

export interface RunningServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` */
  base: string;
}

export async function startServer(database: BenchDatabase): Promise<RunningServer> {
  const { app } = await buildApp({ config: database.config, database: database.handle });
  // Never anything but loopback: the bench sends its load to this address only.
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

/** A bearer token for a demo account (`POST /auth/api/v1/login`). */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

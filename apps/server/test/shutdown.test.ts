import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness';
import { startServerProcess } from './server-process';

/**
 * The real process, as `npm start` runs it: a SIGTERM lets a request that is already being
 * served finish, then the process closes its database and exits 0.
 */
describe('graceful shutdown', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-shutdown-'));
    // Without the demo's exams: their background import (assessments, approvals and PDFs) would
    // share the process with the request this test holds in flight.
    const running = await startServerProcess(dataDir, { DEMO_IMAGING: 'off' });
    server = running.process;
    baseUrl = running.url;
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    // A sign-in's argon2 work keeps it in flight long enough for the signal to land.
    const inFlight = fetch(`${baseUrl}/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'surgeon@sagitta.test', password: DEMO_PASSWORD }),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});

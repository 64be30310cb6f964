import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
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
    // A request is in flight from its headers on: this one sends its headers and half its body,
    // waits well past their arrival, and sends the rest once the signal has landed. (Timing the
    // signal against a whole request raced: on a busy machine it could land before the request
    // arrived, which a closing server rightly answers 503.)
    const body = JSON.stringify({ email: 'surgeon@sagitta.test', password: DEMO_PASSWORD });
    const request = http.request(`${baseUrl}/auth/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const inFlight = new Promise<{ status: number | undefined }>((resolve, reject) => {
      request.once('response', (answer) => {
        answer.resume();
        answer.once('end', () => {
          resolve({ status: answer.statusCode });
        });
      });
      request.once('error', reject);
    });
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    await delay(1_000);
    server.kill('SIGTERM');
    await delay(200);
    request.end(body.slice(half));
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await exited).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${baseUrl}/api/health`)).rejects.toThrow();
  });
});

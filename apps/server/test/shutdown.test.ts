import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The real process, as `npm start` runs it: a SIGTERM lets a request that is already being
 * served finish, then the process closes its database and exits 0.
 */
describe('graceful shutdown', () => {
  let dataDir: string;
  let server: ChildProcess;
  let baseUrl: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-shutdown-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        DEMO_IMAGING: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    baseUrl = await new Promise<string>((resolve, reject) => {
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /is serving (http:\/\/\S+)/.exec(output);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      server.once('exit', (code) => {
        reject(new Error(`server exited with ${code}: ${output}`));
      });
    });
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, then exits 0', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    // A sign-in spends ~50 ms in argon2: long enough to be in flight when the signal lands.
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

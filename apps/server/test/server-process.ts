import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from './harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  process: ChildProcess;
  url: string;
  /** The process's resident memory now, in bytes (Linux: /proc/<pid>/status VmRSS). */
  rss(): number;
  stop(): Promise<void>;
}

/**
 * The real server process, as `npm start` runs it, on a data folder of ours and the embedded
 * database unless `env` names a `DATABASE_URL`: for tests of the process itself (its resident
 * memory, a kill mid-import, a graceful shutdown).
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEMO_IMAGING: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /is serving (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => {
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    process: child,
    url,
    rss: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? '0';
      return Number(kilobytes) * 1024;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bearer token header of a demo account on a running server. */
export async function signInTo(url: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/auth/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

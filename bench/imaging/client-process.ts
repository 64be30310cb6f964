/** Runs the upload clients in a child process (`upload-client.ts`) and reads back their figures. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { UploadTask } from './upload-client';
import type { UploadRun } from './uploads';

const CLIENT = fileURLToPath(new URL('./upload-client.ts', import.meta.url));

export async function runClients(task: UploadTask): Promise<UploadRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = once(child, 'exit');
  child.stdin.end(JSON.stringify(task));
  const [code] = (await exited) as [number | null];
  const last = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) throw new Error(`The upload clients failed (exit ${code}): ${last}`);
  return JSON.parse(last) as UploadRun;
}

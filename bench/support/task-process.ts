/**
 * Runs a bench's clients in a process of their own, as real clients would be: their CPU must not
 * land on the event loop of the server they measure. The script reads its task as JSON on
 * standard input and prints its figures as JSON on its last line of standard output.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export async function runTaskProcess<Result>(script: URL, task: unknown): Promise<Result> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(script)], {
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
  if (code !== 0) throw new Error(`${script.pathname} failed (exit ${String(code)}): ${last}`);
  return JSON.parse(last) as Result;
}

/** Reads a task process's task from standard input. */
export async function readTask<Task>(): Promise<Task> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return JSON.parse(input) as Task;
}

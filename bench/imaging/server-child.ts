/** Starts the bench's Sagitta server in a process of its own (`server-process.ts`) and talks to it. */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { ServerCommand, ServerReady } from './server-process';
import { startFlags } from './start-flags';

const SERVER = fileURLToPath(new URL('./server-process.ts', import.meta.url));

export interface SagittaProcess extends ServerReady {
  pid: number | undefined;
  /** Runs a command in the server's process and resolves with its answer. */
  call<Result = unknown>(command: ServerCommand): Promise<Result>;
  /** Closes the server and its database, and waits for the process to end. */
  stop(): Promise<void>;
}

type Reply = { ready: ServerReady } | { id: number; result?: unknown; error?: string };

export async function startSagitta(
  database: 'pglite' | 'postgres',
  previews: 'during' | 'after',
): Promise<SagittaProcess> {
  const profiling = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = fork(SERVER, [database, previews], {
    // The flags of `npm start`, then BENCH_SERVER_FLAGS: Node flags for the server alone, to
    // profile it (`--trace-gc`, `--cpu-prof`).
    execArgv: ['--import', 'tsx', ...startFlags(), ...profiling],
    // Its banner (where it listens, the demo accounts) is not the bench's, unless it profiles.
    stdio: ['ignore', profiling.length > 0 ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  const ready = new Promise<ServerReady>((resolve, reject) => {
    child.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        resolve(reply.ready);
        return;
      }
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.error === undefined) pending?.resolve(reply.result);
      else pending?.reject(new Error(reply.error));
    });
    void exited.then(([code]) => {
      const error = new Error(`The bench server ended (exit ${String(code)})`);
      reject(error);
      for (const pending of waiting.values()) pending.reject(error);
    });
  });
  const call = <Result>(command: ServerCommand): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      child.send({ id, command });
    });
  return {
    ...(await ready),
    pid: child.pid,
    call,
    stop: async () => {
      if (child.exitCode === null) {
        await call('close');
        await exited;
      }
    },
  };
}

import { getPriority } from 'node:os';
import { isMainThread, threadId } from 'node:worker_threads';

/** Tasks for worker-pool.test.ts: where they ran, and how failures come back. */

export function whereAmI(): { mainThread: boolean; threadId: number; priority: number } {
  return { mainThread: isMainThread, threadId, priority: getPriority() };
}

export function sum(task: { bytes: Uint8Array }): number {
  return task.bytes.reduce((total, byte) => total + byte, 0);
}

export function fail(task: { message: string }): never {
  throw new Error(task.message);
}

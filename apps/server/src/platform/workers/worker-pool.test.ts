import { getPriority, platform } from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from './worker-pool';

const FIXTURE = new URL('./worker-pool.fixture.ts', import.meta.url);

describe('WorkerPool', () => {
  const pool = new WorkerPool({ threads: 2 });
  afterAll(() => pool.close());

  it('runs a TypeScript task on another thread, at a lower priority than the request thread', async () => {
    const where = await pool.run<{ mainThread: boolean; threadId: number; priority: number }>(
      FIXTURE,
      'whereAmI',
      {},
    );
    expect(where.mainThread).toBe(false);
    expect(where.threadId).not.toBe(threadId);
    // Linux sets the priority of the calling thread only: this thread keeps its own.
    if (platform() === 'linux') {
      expect(where.priority).toBeGreaterThan(getPriority());
      expect(getPriority()).toBe(0);
    }
  });

  it('moves a transferred buffer to the thread instead of copying it', async () => {
    const bytes = new Uint8Array([1, 2, 3, 250]);
    const total = await pool.run<number>(FIXTURE, 'sum', { bytes }, [bytes.buffer]);
    expect(total).toBe(256);
    expect(bytes.byteLength).toBe(0); // detached here: the thread owns it now
  });

  it('rejects with the task’s own message when it throws, and keeps serving', async () => {
    await expect(pool.run(FIXTURE, 'fail', { message: 'cannot decode' })).rejects.toThrow(
      'cannot decode',
    );
    await expect(pool.run<number>(FIXTURE, 'sum', { bytes: new Uint8Array([7]) })).resolves.toBe(7);
  });

  it('runs tasks side by side on its threads', async () => {
    const threads = await Promise.all(
      Array.from({ length: 6 }, () =>
        pool.run<{ threadId: number }>(FIXTURE, 'whereAmI', {}).then((where) => where.threadId),
      ),
    );
    expect(new Set(threads).size).toBeLessThanOrEqual(2);
    expect(threads.every((id) => id !== threadId)).toBe(true);
  });

  it('ends an idle thread after its idle timeout, and keeps it when told never to', async () => {
    const threadOf = (of: WorkerPool) =>
      of.run<{ threadId: number }>(FIXTURE, 'whereAmI', {}).then((where) => where.threadId);
    const idle = () => new Promise((resolve) => setTimeout(resolve, 300));
    const brief = new WorkerPool({ threads: 1, idleTimeoutMs: 50 });
    const kept = new WorkerPool({ threads: 1, idleTimeoutMs: 'never' });
    try {
      const [briefFirst, keptFirst] = await Promise.all([threadOf(brief), threadOf(kept)]);
      await idle();
      expect(await threadOf(brief)).not.toBe(briefFirst);
      expect(await threadOf(kept)).toBe(keptFirst);
    } finally {
      await Promise.all([brief.close(), kept.close()]);
    }
  });
});

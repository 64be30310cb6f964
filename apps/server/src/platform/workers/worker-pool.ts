import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

/** How a pool's threads stand against the request thread for the CPU. */
export type PoolPriority = 'background' | 'normal';

/** The longest delay Node's timers take (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Background threads' nice level: their work yields to requests, never starves. */
const BACKGROUND_NICENESS = 10;

/**
 * Work moved off the request thread onto a small pool of worker threads: CPU-heavy work (pixel
 * decoding, image rendering) at a background priority, so one long render never holds up the
 * requests of everybody else; and the byte work of each upload (hashing, writing, syncing) at
 * the request's own priority, so it no longer waits for the request thread between its steps.
 * A task names a module of ours and one of its exports, which the thread imports once and calls
 * with the task's data.
 */
export class WorkerPool {
  private readonly pool: Piscina;
  /** Tasks that run at once; more wait in its queue. */
  readonly threads: number;

  constructor(
    options: {
      threads?: number;
      /** How long a thread waits for a task before it ends (60 s); `'never'`: about 24.8 days. */
      idleTimeoutMs?: number | 'never';
      priority?: PoolPriority;
    } = {},
  ) {
    const threads = options.threads ?? defaultThreads();
    this.threads = threads;
    const niceness = (options.priority ?? 'background') === 'background' ? BACKGROUND_NICENESS : 0;
    this.pool = new Piscina({
      filename: new URL('./worker-entry.mjs', import.meta.url).href,
      workerData: { niceness },
      minThreads: 0,
      maxThreads: threads,
      // A thread that has waited this long ends; the next task starts one again.
      idleTimeout:
        options.idleTimeoutMs === 'never' ? LONGEST_TIMER_MS : (options.idleTimeoutMs ?? 60_000),
    });
  }

  /**
   * Runs `name` of the module at `module` on a pool thread and resolves with what it returns
   * (structured-cloned). `transfer` lists buffers moved to the thread rather than copied: they
   * are unusable here afterwards.
   */
  run<Result>(
    module: URL,
    name: string,
    task: unknown,
    transfer: ArrayBuffer[] = [],
  ): Promise<Result> {
    return this.pool.run(
      { module: module.href, name, task },
      { transferList: transfer },
    ) as Promise<Result>;
  }

  /** Tasks waiting for a thread: for health and benchmarks. */
  get queued(): number {
    return this.pool.queueSize;
  }

  /** Ends every thread; tasks still running reject. */
  async close(): Promise<void> {
    await this.pool.close({ force: true });
  }
}

/**
 * The bytes of `bytes` as a view that can be moved to a pool thread (list its `buffer` in the
 * transfer). A Buffer that owns its memory is moved as it is (it is empty here afterwards); a
 * small one sharing Node's allocation pool is copied rather than take the pool away.
 */
export function movableBytes(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return owned
    ? new Uint8Array(bytes.buffer as ArrayBuffer, 0, bytes.byteLength)
    : new Uint8Array(bytes);
}

/**
 * One thread fewer than the cores, so the request thread keeps one, but at least two: a viewer's
 * window change then never waits behind a whole background preview job. At most four: more
 * would only hold more decoded images in memory on a machine that serves few viewers at a time.
 */
function defaultThreads(): number {
  return Math.max(2, Math.min(4, availableParallelism() - 1));
}

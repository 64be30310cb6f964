/**
 * The quiet time after the last foreground request before it counts as over: a client sending
 * files one request after another leaves short gaps, which a preview must not fill.
 */
const QUIET_MS = 1_000;

/**
 * Requests that background jobs give way to, counted while they run: uploads. A modality sending
 * a study waits for each file's answer, and a preview rendered meanwhile takes the CPU that
 * answer needs; the preview can wait a few seconds, and does (`JobWorker`). Once the last one
 * has ended and `QUIET_MS` have passed without another, the idle listeners run (the job worker
 * looks for what waited).
 */
export class ForegroundWork {
  private running = 0;
  private quiet: NodeJS.Timeout | null = null;
  private readonly idleListeners: (() => void)[] = [];

  constructor(private readonly quietMs = QUIET_MS) {}

  get busy(): boolean {
    return this.running > 0 || this.quiet !== null;
  }

  /** Counts `work` as foreground while it runs. */
  async during<T>(work: () => Promise<T>): Promise<T> {
    this.running += 1;
    if (this.quiet !== null) clearTimeout(this.quiet);
    this.quiet = null;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.waitForQuiet();
    }
  }

  /** Runs `listener` each time the foreground has gone quiet. */
  onIdle(listener: () => void): void {
    this.idleListeners.push(listener);
  }

  private waitForQuiet(): void {
    this.quiet = setTimeout(() => {
      this.quiet = null;
      for (const listener of this.idleListeners) listener();
    }, this.quietMs);
    // A server closing does not wait for it.
    this.quiet.unref();
  }
}

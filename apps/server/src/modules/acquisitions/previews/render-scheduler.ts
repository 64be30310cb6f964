import { AppError } from '../../../platform/errors/errors';

/** Renders one user may have running at once; the pool's other threads serve other users. */
const RUNNING_PER_OWNER = 1;
/** Renders one user may have waiting; past it they are refused (429). */
const WAITING_PER_OWNER = 4;
/** What a refused render tells its client to wait before asking again. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

/** 429: the caller already has as many renders waiting as one user may. */
export class RendersBusy extends AppError {
  override retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;

  constructor() {
    super(429, 'Too many images are being drawn for you at once: try again in a moment');
  }
}

/** The request went away while its render waited: nobody reads the answer (nor this 503). */
export class RenderAbandoned extends AppError {
  constructor() {
    super(503, 'The request was closed before its image was drawn');
  }
}

interface Waiting {
  start: () => void;
  abandon: () => void;
  abandoned: () => boolean;
}

interface Owner {
  running: number;
  waiting: Waiting[];
  /** When a render of it last started (a count of starts); 0: never. */
  servedAt: number;
}

/**
 * Fair turns on the render threads (decisions 2026-11-26, "upload memory, decompression and render
 * bombs"): one user asking for many windows of a huge image at once must not take every thread
 * while another user's preview waits behind them. Each owner
 * (a user; the preview job is one too) has at most one render running and a few waiting (more:
 * `RendersBusy`, 429), at most `slots` run at once (the pool's threads, so none waits inside the
 * pool where turns are first come, first served), and a freed slot goes to the owner served
 * longest ago (round robin).
 */
export class RenderScheduler {
  private running = 0;
  private starts = 0;
  private readonly owners = new Map<string, Owner>();

  constructor(private readonly slots: number) {}

  /**
   * Runs `render` in `owner`'s turn. Rejects with RendersBusy when the owner has too many
   * waiting, and with RenderAbandoned when `abandoned()` holds by the time its turn comes.
   */
  async run<T>(owner: string, render: () => Promise<T>, abandoned = () => false): Promise<T> {
    await this.turn(owner, abandoned);
    try {
      return await render();
    } finally {
      this.finished(owner);
    }
  }

  private turn(name: string, abandoned: () => boolean): Promise<void> {
    const owner = this.owners.get(name) ?? { running: 0, waiting: [], servedAt: 0 };
    this.owners.set(name, owner);
    if (owner.waiting.length === 0 && this.mayStart(owner)) {
      this.start(name, owner);
      return Promise.resolve();
    }
    if (owner.waiting.length >= WAITING_PER_OWNER) {
      this.forgetIdle(name, owner);
      return Promise.reject(new RendersBusy());
    }
    return new Promise((resolve, reject) => {
      owner.waiting.push({
        start: resolve,
        abandon: () => {
          reject(new RenderAbandoned());
        },
        abandoned,
      });
    });
  }

  private finished(name: string): void {
    this.running -= 1;
    const owner = this.owners.get(name);
    if (owner !== undefined) {
      owner.running -= 1;
      this.forgetIdle(name, owner);
    }
    this.dispatch();
  }

  /** Starts waiting renders while slots are free, the owner served longest ago first. */
  private dispatch(): void {
    while (this.running < this.slots) {
      let next: [string, Owner] | undefined;
      for (const entry of this.owners) {
        const [, owner] = entry;
        if (owner.waiting.length === 0 || !this.mayStart(owner)) continue;
        if (next === undefined || owner.servedAt < next[1].servedAt) next = entry;
      }
      if (next === undefined) return;
      const [name, owner] = next;
      const waiting = owner.waiting.shift();
      if (waiting === undefined) return;
      if (isAbandoned(waiting)) {
        waiting.abandon();
        this.forgetIdle(name, owner);
        continue;
      }
      this.start(name, owner);
      waiting.start();
    }
  }

  private mayStart(owner: Owner): boolean {
    return owner.running < RUNNING_PER_OWNER && this.running < this.slots;
  }

  private start(name: string, owner: Owner): void {
    owner.running += 1;
    this.running += 1;
    this.starts += 1;
    owner.servedAt = this.starts;
    this.owners.set(name, owner);
  }

  private forgetIdle(name: string, owner: Owner): void {
    if (owner.running === 0 && owner.waiting.length === 0) this.owners.delete(name);
  }
}

/** Whether a waiting render's request went away; a check that fails counts as no. */
function isAbandoned(waiting: Waiting): boolean {
  try {
    return waiting.abandoned();
  } catch {
    return false;
  }
}

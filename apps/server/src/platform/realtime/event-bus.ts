/** Receives the events of a bus; a listener that throws is logged, never stops the others. */
export type Listener<T> = (event: T) => void;

/**
 * The realtime bus (ARCHITECTURE: events go to websocket hubs, filtered by the same access rules).
 * In-process: every subscriber of this server instance hears every event published on it. Several
 * instances share events through Redis pub/sub behind this same interface when `REDIS_URL` is set.
 */
export interface EventBus<T> {
  publish(event: T): void;
  /** @returns the function that unsubscribes */
  subscribe(listener: Listener<T>): () => void;
  /** How many listeners this instance has: open feeds, for tests and health. */
  readonly size: number;
}

export class LocalEventBus<T> implements EventBus<T> {
  private readonly listeners = new Set<Listener<T>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  publish(event: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  subscribe(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get size(): number {
    return this.listeners.size;
  }
}

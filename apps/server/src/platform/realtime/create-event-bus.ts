import type { z } from 'zod';
import { LocalEventBus, type EventBus } from './event-bus';
import { RedisEventBus, type RealtimeLog } from './redis-event-bus';

/** A bus the app closes when it stops. */
export type ClosableEventBus<T> = EventBus<T> & { close(): Promise<void> };

export interface EventBusChoice<T> {
  /** Redis to share events with the other instances through; in-process when undefined. */
  redis: { url: string; channelPrefix: string } | undefined;
  /** What the events are, e.g. `acquisition-events`: the channel is `{prefix}:{name}`. */
  name: string;
  schema: z.ZodType<T>;
  log: RealtimeLog;
  onListenerError: (error: unknown) => void;
}

/**
 * The realtime bus for this deployment: through Redis pub/sub when `REDIS_URL` is set, so that
 * every instance behind the load balancer hears every event; in-process otherwise.
 */
export function createEventBus<T>(choice: EventBusChoice<T>): ClosableEventBus<T> {
  const { redis, name, schema, log, onListenerError } = choice;
  if (redis === undefined) {
    return Object.assign(new LocalEventBus<T>(onListenerError), {
      close: () => Promise.resolve(),
    });
  }
  return new RedisEventBus<T>({
    url: redis.url,
    channel: `${redis.channelPrefix}:${name}`,
    schema,
    log,
    onListenerError,
  });
}

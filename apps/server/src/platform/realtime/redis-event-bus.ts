import { Redis } from 'ioredis';
import type { z } from 'zod';
import { LocalEventBus, type EventBus, type Listener } from './event-bus';

/** Where the bus reports; pino's logger fits. */
export interface RealtimeLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface RedisEventBusOptions<T> {
  /** `redis://` or `rediss://`, with credentials when the server wants them. */
  url: string;
  /**
   * The pub/sub channel. Channels ignore Redis's database numbers: its prefix is what keeps
   * deployments and test runs that share one Redis apart.
   */
  channel: string;
  /** Checks what comes back from the channel: anything else there is dropped, never delivered. */
  schema: z.ZodType<T>;
  log: RealtimeLog;
  onListenerError?: (error: unknown) => void;
}

/**
 * The realtime bus across server instances, on Redis pub/sub. A publication goes to Redis and
 * comes back to the listeners of every instance subscribed to the channel, the publisher's own
 * included: one path, so every instance hears the events in the same order, and a test on one
 * instance exercises what two instances do.
 *
 * Live events are hints (the worklist itself is read from the database), so while Redis is away
 * they are dropped and counted, not queued: `publish` never throws into the request that made the
 * change, the outage is logged once, and ioredis reconnects and resubscribes by itself.
 */
export class RedisEventBus<T> implements EventBus<T> {
  /** This instance's listeners: what comes back from the channel is published to them. */
  private readonly local: LocalEventBus<T>;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly subscribed: Promise<void>;
  private down = false;
  private closing = false;
  private dropped = 0;
  private droppedInOutage = 0;
  private malformed = 0;

  constructor(private readonly options: RedisEventBusOptions<T>) {
    const { url, channel } = options;
    this.local = new LocalEventBus<T>(options.onListenerError);
    // No offline queue: an event published while Redis is away fails at once and is dropped,
    // rather than piling up in memory and reaching feeds minutes late.
    this.publisher = new Redis(url, {
      connectionName: 'sagitta-realtime-publisher',
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    // The SUBSCRIBE waits for the connection however long it takes; ioredis then resubscribes
    // after every reconnection by itself.
    this.subscriber = new Redis(url, {
      connectionName: 'sagitta-realtime-subscriber',
      maxRetriesPerRequest: null,
    });
    for (const connection of [this.publisher, this.subscriber]) {
      // Without an error listener ioredis prints every failed reconnection attempt.
      connection.on('error', (error: unknown) => {
        this.wentDown(error);
      });
      connection.on('close', () => {
        this.wentDown(undefined);
      });
      connection.on('ready', () => {
        this.cameBack();
      });
    }
    this.subscriber.on('message', (from: string, message: string) => {
      if (from === channel) this.deliver(message);
    });
    this.subscribed = this.subscriber.subscribe(channel).then(
      () => undefined,
      // Only a bus closed before Redis ever answered gets here; there is nobody left to tell.
      () => undefined,
    );
  }

  publish(event: T): void {
    if (this.closing) {
      this.dropped += 1;
      return;
    }
    if (this.publisher.status !== 'ready') {
      this.drop(`not connected (${this.publisher.status})`);
      return;
    }
    const message = JSON.stringify(event);
    this.publisher.publish(this.options.channel, message).catch((error: unknown) => {
      this.drop(error);
    });
  }

  subscribe(listener: Listener<T>): () => void {
    return this.local.subscribe(listener);
  }

  /** This instance's listeners: its open feeds. */
  get size(): number {
    return this.local.size;
  }

  /** Events this instance published that never reached Redis, since it started. */
  get droppedEvents(): number {
    return this.dropped;
  }

  /** Messages from the channel that were not events of the schema, since it started. */
  get malformedMessages(): number {
    return this.malformed;
  }

  /** Resolves once the channel is subscribed and events can be published: for tests. */
  async whenReady(): Promise<void> {
    await this.subscribed;
    if (this.publisher.status !== 'ready') {
      await new Promise((resolve) => this.publisher.once('ready', resolve));
    }
  }

  /** Quits both connections: events already sent are answered first. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private deliver(message: string): void {
    const event = decode(message, this.options.schema);
    if (event === undefined) {
      this.malformed += 1;
      // Never its content: whatever is on the channel may carry anything.
      this.options.log.warn(
        { channel: this.options.channel, bytes: Buffer.byteLength(message) },
        'dropped a malformed message from the realtime channel',
      );
      return;
    }
    this.local.publish(event);
  }

  private drop(reason: unknown): void {
    this.dropped += 1;
    this.droppedInOutage += 1;
    this.wentDown(reason);
  }

  /** Once per outage, however many events and reconnection attempts fail during it. */
  private wentDown(error: unknown): void {
    if (this.closing || this.down) return;
    this.down = true;
    this.options.log.warn(
      { channel: this.options.channel, reason: reasonOf(error) },
      'Redis unreachable: live events are dropped until it answers again',
    );
  }

  private cameBack(): void {
    if (this.closing || !this.down) return;
    if (this.publisher.status !== 'ready' || this.subscriber.status !== 'ready') return;
    this.down = false;
    this.options.log.info(
      { channel: this.options.channel, dropped: this.droppedInOutage },
      'Redis answers again: live events flow',
    );
    this.droppedInOutage = 0;
  }
}

function decode<T>(message: string, schema: z.ZodType<T>): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The error's code or message; ioredis's name hosts and ports, never the URL's password. */
function reasonOf(error: unknown): string {
  if (error === undefined) return 'connection closed';
  if (typeof error === 'string') return error;
  if (error instanceof Error) return (error as NodeJS.ErrnoException).code ?? error.message;
  return 'unknown';
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    try {
      await connection.quit();
      return;
    } catch {
      // The connection went away meanwhile: nothing left to say goodbye to.
    }
  }
  connection.disconnect();
}

import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testChannelPrefix, testRedisUrl } from '../../../test/redis';
import { acquisitionEvent, type AcquisitionEvent } from './acquisition-events';
import { RedisEventBus, type RealtimeLog } from './redis-event-bus';

interface LogLine {
  level: 'info' | 'warn';
  details: object;
  message: string;
}

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((thing) => thing.close()));
});

function recordingLog(): { log: RealtimeLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    log: {
      info: (details, message) => lines.push({ level: 'info', details, message }),
      warn: (details, message) => lines.push({ level: 'warn', details, message }),
    },
  };
}

/** One server instance's bus on `channel`, through `url`. */
function busOn(url: string, channel: string, log = recordingLog().log) {
  const bus = new RedisEventBus<AcquisitionEvent>({ url, channel, schema: acquisitionEvent, log });
  opened.push(bus);
  return bus;
}

const event = (physicianId: string | null = randomUUID()): AcquisitionEvent => ({
  status: 'EXAM_IMPORTED',
  acquisitionId: randomUUID(),
  physicianId,
});

/** Gives Redis time to deliver anything still on its way, so that "nothing more" means it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The port of a TCP proxy in front of Redis that a test can take down and bring back. */
class RedisProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, as a Redis that went away. */
  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
  }

  async close(): Promise<void> {
    if (this.server !== undefined) await this.down();
  }
}

describe.skipIf(testRedisUrl === null)('RedisEventBus (Redis at TEST_REDIS_URL)', () => {
  const url = testRedisUrl ?? '';

  it('delivers an event published on one instance to the listeners of every instance, once each, in one order', async () => {
    const channel = `${testChannelPrefix()}:acquisition-events`;
    const a = busOn(url, channel);
    const b = busOn(url, channel);
    await Promise.all([a.whenReady(), b.whenReady()]);
    const heard: AcquisitionEvent[][] = [[], [], []];
    a.subscribe((e) => heard[0]?.push(e));
    b.subscribe((e) => heard[1]?.push(e));
    b.subscribe((e) => heard[2]?.push(e));
    expect([a.size, b.size]).toEqual([1, 2]);

    const published = [event(), event(), event(null), event(), event()];
    // Both instances publish at once: Redis puts them in one order that everybody hears.
    published.forEach((e, index) => {
      (index % 2 === 0 ? a : b).publish(e);
    });
    await vi.waitFor(() => {
      expect(heard.map((list) => list.length)).toEqual([5, 5, 5]);
    });
    await settle();
    expect(heard[0]).toHaveLength(5);
    expect(heard[0]).toEqual(expect.arrayContaining(published));
    expect(heard[1]).toEqual(heard[0]);
    expect(heard[2]).toEqual(heard[0]);
    expect(a.droppedEvents + b.droppedEvents).toBe(0);
  });

  it('stops delivering to a listener once unsubscribed, and keeps channels apart', async () => {
    const channel = `${testChannelPrefix()}:acquisition-events`;
    const a = busOn(url, channel);
    const b = busOn(url, channel);
    const elsewhere = busOn(url, `${testChannelPrefix()}:acquisition-events`);
    await Promise.all([a.whenReady(), b.whenReady(), elsewhere.whenReady()]);
    const kept: AcquisitionEvent[] = [];
    const gone: AcquisitionEvent[] = [];
    const overheard: AcquisitionEvent[] = [];
    b.subscribe((e) => kept.push(e));
    const unsubscribe = b.subscribe((e) => gone.push(e));
    elsewhere.subscribe((e) => overheard.push(e));

    const first = event();
    a.publish(first);
    await vi.waitFor(() => {
      expect(gone).toEqual([first]);
    });
    unsubscribe();
    expect(b.size).toBe(1);
    const second = event();
    a.publish(second);
    await vi.waitFor(() => {
      expect(kept).toEqual([first, second]);
    });
    await settle();
    expect(gone).toEqual([first]);
    expect(overheard).toEqual([]);
  });

  it('drops a malformed message from the channel, logging its size but not its content', async () => {
    const channel = `${testChannelPrefix()}:acquisition-events`;
    const { log, lines } = recordingLog();
    const bus = busOn(url, channel, log);
    await bus.whenReady();
    const heard: AcquisitionEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    const outsider = new Redis(url);
    opened.push({
      close: async () => {
        await outsider.quit();
      },
    });

    const valid = event();
    await outsider.publish(channel, 'not json: secret-patient-name');
    await outsider.publish(channel, JSON.stringify({ ...valid, status: 'secret-status' }));
    await outsider.publish(channel, JSON.stringify({ ...valid, physicianId: 'secret-physician' }));
    await outsider.publish(channel, JSON.stringify({ ...valid, extra: 'secret-extra' }));
    await outsider.publish(channel, JSON.stringify(valid));
    await vi.waitFor(() => {
      expect(heard).toEqual([valid]);
    });
    await settle();
    expect(heard).toEqual([valid]);
    expect(bus.malformedMessages).toBe(4);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(4);
    expect(warnings[0]?.details).toEqual({ channel, bytes: 29 });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('never throws when Redis is unreachable: drops and counts the events, logs once, closes', async () => {
    // A port nobody listens on: take one, then give it back.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const { log, lines } = recordingLog();
    const bus = busOn(`redis://:s3cret@127.0.0.1:${port}`, `${testChannelPrefix()}:x`, log);
    const heard: AcquisitionEvent[] = [];
    bus.subscribe((e) => heard.push(e));
    for (let i = 0; i < 5; i += 1) {
      expect(() => {
        bus.publish(event());
      }).not.toThrow();
    }
    await vi.waitFor(() => {
      expect(bus.droppedEvents).toBe(5);
    });
    // ioredis keeps trying meanwhile (every 50, 100, 150 ms…): still one line for the outage.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines).toEqual([
      {
        level: 'warn',
        // Whichever came first: the refused connection, or an event published meanwhile.
        details: { channel: expect.any(String), reason: expect.any(String) },
        message: 'Redis unreachable: live events are dropped until it answers again',
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(heard).toEqual([]);
    await expect(bus.close()).resolves.toBeUndefined();
  });

  it('recovers when Redis comes back: events flow again, those of the outage are never sent', async () => {
    const proxy = new RedisProxy(new URL(url));
    opened.push(proxy);
    await proxy.up();
    const channel = `${testChannelPrefix()}:acquisition-events`;
    const { log, lines } = recordingLog();
    const behindProxy = busOn(`redis://127.0.0.1:${proxy.port}`, channel, log);
    const direct = busOn(url, channel);
    await Promise.all([behindProxy.whenReady(), direct.whenReady()]);
    const heardBehind: AcquisitionEvent[] = [];
    const heardDirect: AcquisitionEvent[] = [];
    behindProxy.subscribe((e) => heardBehind.push(e));
    direct.subscribe((e) => heardDirect.push(e));

    await proxy.down();
    await vi.waitFor(() => {
      expect(lines.map((line) => line.level)).toEqual(['warn']);
    });
    const lost = [event(), event(), event()];
    for (const e of lost) {
      expect(() => {
        behindProxy.publish(e);
      }).not.toThrow();
    }
    await vi.waitFor(() => {
      expect(behindProxy.droppedEvents).toBe(3);
    });

    await proxy.up();
    await vi.waitFor(() => {
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    });
    expect(lines[1]?.details).toEqual({ channel, dropped: 3 });
    // Resubscribing follows the connection by a moment: publish until an event goes round.
    const after: AcquisitionEvent[] = [];
    await vi.waitFor(
      () => {
        const next = event();
        after.push(next);
        behindProxy.publish(next);
        expect(heardBehind.length).toBeGreaterThan(0);
      },
      { interval: 100, timeout: 5000 },
    );
    await settle();
    const lostIds = new Set(lost.map((e) => e.acquisitionId));
    expect(heardBehind.filter((e) => lostIds.has(e.acquisitionId))).toEqual([]);
    expect(heardDirect.filter((e) => lostIds.has(e.acquisitionId))).toEqual([]);
    expect(heardDirect).toEqual(heardBehind);
    for (const e of heardBehind) expect(after).toContainEqual(e);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ManualClock } from '../src/platform/clock';
import type { DatabaseHandle } from '../src/platform/db/database';
import type { EventBus } from '../src/platform/realtime/event-bus';
import { RedisEventBus } from '../src/platform/realtime/redis-event-bus';
import type { Services } from '../src/platform/services';
import { accountIdOf, type DemoUser, emailOf, openTestDatabase } from './harness';
import { testChannelPrefix, testRedisUrl } from './redis';
import { SEEDED_AT } from './template';

export type InstanceName = 'A' | 'B';

export interface TwoInstances {
  instance: (name: InstanceName) => FastifyInstance;
  /** With `listen`: where the instance listens (`http://127.0.0.1:<port>`). */
  address: (name: InstanceName) => string;
  readonly database: DatabaseHandle;
  readonly clock: ManualClock;
  userIdOf: (user: DemoUser) => Promise<string>;
  /** Resolves once the bus `pick` names listens to Redis on both instances (`redis` only). */
  redisReady: (pick: (services: Services) => EventBus<unknown>) => Promise<void>;
}

/**
 * Two server instances behind one load balancer, for a test file: one database, one blob folder,
 * one clock, and with `redis` one Redis under a channel prefix of their own (the caller skips the
 * file when `testRedisUrl` is null). Started before the file's tests, closed after them.
 * @param options.redis - share events through Redis (else each instance hears only its own)
 * @param options.listen - listen on a loopback port, for real sockets
 */
export function useTwoInstances(options: { redis?: boolean; listen?: boolean } = {}): TwoInstances {
  let database: DatabaseHandle | undefined;
  let dataDir = '';
  const apps: FastifyInstance[] = [];
  const addresses: string[] = [];
  const clock = new ManualClock(new Date(SEEDED_AT.getTime() + 60_000));

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sagitta-test-data-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      ...(options.redis === true
        ? { REDIS_URL: testRedisUrl ?? '', REDIS_CHANNEL_PREFIX: testChannelPrefix() }
        : {}),
    });
    for (let i = 0; i < 2; i += 1) {
      const { app } = await buildApp({ config, database, clock });
      await app.ready();
      apps.push(app);
      if (options.listen === true) addresses.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the instances start in beforeAll');
    return value;
  };
  const index = (name: InstanceName) => (name === 'A' ? 0 : 1);
  return {
    instance: (name) => started(apps[index(name)]),
    address: (name) => started(addresses[index(name)]),
    get database() {
      return started(database);
    },
    clock,
    userIdOf: (user) => accountIdOf(started(database), emailOf(user)),
    redisReady: async (pick) => {
      for (const app of apps) {
        const bus = pick(app.services);
        if (!(bus instanceof RedisEventBus))
          throw new Error('REDIS_URL is set: the bus is Redis’s');
        await bus.whenReady();
      }
    },
  };
}

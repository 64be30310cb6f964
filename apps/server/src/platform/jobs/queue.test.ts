import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import { jobs } from '../../db/schema';
import { ManualClock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { ForegroundWork } from './foreground';
import { enqueueJob, JobWorker, MAX_JOB_ATTEMPTS, MAX_YIELD_MS } from './queue';

const silent = { warn: () => undefined, error: () => undefined };

describe('JobWorker (a jobs table claimed with FOR UPDATE SKIP LOCKED)', () => {
  let database: DatabaseHandle;
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const worker = () => new JobWorker({ db: database.db, clock, log: silent, pollMs: 60_000 });

  it('runs every due job once, in order of due time, and deletes it', async () => {
    const ran: unknown[] = [];
    for (const n of [1, 2, 3]) {
      await enqueueJob(database.db, clock.now(), { kind: 'count', payload: { n } });
      clock.advance(1);
    }
    const running = worker();
    running.handle('count', async (payload) => {
      ran.push(payload.n);
    });
    expect(await running.drain()).toBe(3);
    expect(ran).toEqual([1, 2, 3]);
    expect(await database.db.select().from(jobs)).toEqual([]);
    expect(await running.drain()).toBe(0);
  });

  it('gives way to foreground work: a job waits for it to go quiet, or until it is MAX_YIELD_MS overdue', async () => {
    const foreground = new ForegroundWork(20);
    const yielding = new JobWorker({
      db: database.db,
      clock,
      log: silent,
      pollMs: 60_000,
      foreground,
    });
    const ran: unknown[] = [];
    yielding.handle('count', async (payload) => {
      ran.push(payload.n);
    });
    let finishUpload: () => void = () => undefined;
    const upload = foreground.during(
      () =>
        new Promise<void>((resolve) => {
          finishUpload = resolve;
        }),
    );

    await enqueueJob(database.db, clock.now(), { kind: 'count', payload: { n: 1 } });
    yielding.kick(); // nothing while an upload runs
    expect(await yielding.drain({ yieldToForeground: true })).toBe(0);
    clock.advance(MAX_YIELD_MS);
    expect(await yielding.drain({ yieldToForeground: true })).toBe(1); // overdue: runs even so
    expect(ran).toEqual([1]);

    await enqueueJob(database.db, clock.now(), { kind: 'count', payload: { n: 2 } });
    finishUpload();
    await upload;
    expect(foreground.busy).toBe(true); // the quiet time has not passed
    expect(await yielding.drain({ yieldToForeground: true })).toBe(0);
    await expect.poll(() => ran, { timeout: 2_000 }).toEqual([1, 2]); // run when it went quiet
    expect(foreground.busy).toBe(false);
  });

  it('waits longer after each failure, keeps the last error, and gives up after the last try', async () => {
    await enqueueJob(database.db, clock.now(), { kind: 'fail', payload: {} });
    const failing = worker();
    let runs = 0;
    failing.handle('fail', async () => {
      runs += 1;
      throw new Error(`broken ${runs}`);
    });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt += 1) {
      expect(await failing.drain()).toBe(1);
      const [row] = await database.db.select().from(jobs);
      expect(row).toMatchObject({
        attempts: attempt,
        lastError: `broken ${attempt}`,
        lockedUntil: null,
      });
      waits.push((row!.runAfter.getTime() - clock.now().getTime()) / 1000);
      expect(await failing.drain()).toBe(0); // not due yet
      clock.advance(waits.at(-1)!);
    }
    expect(waits).toEqual([10, 20, 40, 80, 160]);
    expect(await failing.drain()).toBe(0); // given up: it stays, with its error, and never runs
    expect(runs).toBe(MAX_JOB_ATTEMPTS);
  });

  it('never gives one job to two workers at once', async () => {
    for (let n = 0; n < 20; n += 1) {
      await enqueueJob(database.db, clock.now(), { kind: 'share', payload: { n } });
    }
    const seen: unknown[] = [];
    const workers = [worker(), worker(), worker()];
    for (const each of workers) {
      each.handle('share', async (payload) => {
        seen.push(payload.n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    const counts = await Promise.all(workers.map((each) => each.drain()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
    expect([...seen].sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, n) => n),
    );
  });

  it('runs a job again once the lock of a worker that died has expired', async () => {
    await enqueueJob(database.db, clock.now(), { kind: 'lost', payload: {} });
    // A worker that claimed it and died: locked, one attempt counted.
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(clock.now().getTime() + 5 * 60_000), attempts: 1 });
    const rescuer = worker();
    let runs = 0;
    rescuer.handle('lost', async () => {
      runs += 1;
    });
    expect(await rescuer.drain()).toBe(0);
    clock.advance(5 * 60 + 1);
    expect(await rescuer.drain()).toBe(1);
    expect(runs).toBe(1);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'lost'))).toEqual([]);
  });
});

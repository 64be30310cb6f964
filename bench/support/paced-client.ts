/**
 * Paced HTTP clients (an open loop), in a process of their own (`runTaskProcess`): `clients`
 * clients, each on its own kept-alive connection, each POST the same body every `everyMs`, their
 * first requests spread over one period; `warmUpSeconds` untimed, then `seconds` timed. A request
 * is timed from when it was due, so one that waits behind a slow answer to the same client counts
 * its wait (no coordinated omission). `node:http`, not `fetch`: fetch's own cost per request
 * would be the client's limit, and its delays would be timed as the server's. Prints `PacedRun`
 * as JSON.
 */
import http from 'node:http';
import { percentiles, type Percentiles } from '../imaging/latency';
import { readTask } from './task-process';

export interface PacedTask {
  url: string;
  body: string;
  headers: Record<string, string>;
  clients: number;
  everyMs: number;
  warmUpSeconds: number;
  seconds: number;
}

export interface PacedRun {
  latencyMs: Percentiles;
  /** Answers other than 2xx, and requests that failed. */
  failures: number;
  requestsPerSecond: number;
}

/** One request on `agent`'s connection: whether it was answered 2xx. */
function post(task: PacedTask, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.request(
      task.url,
      { method: 'POST', headers: task.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve(status >= 200 && status < 300);
        });
      },
    );
    request.on('error', () => {
      resolve(false);
    });
    request.end(task.body);
  });
}

/** One client: a request due every `everyMs` from `firstDue`, timed once `timedFrom` is past. */
async function client(
  task: PacedTask,
  firstDue: number,
  timedFrom: number,
  until: number,
  samples: number[],
): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let failures = 0;
  for (let due = firstDue; due < until; due += task.everyMs) {
    // A timer may fire a fraction of a millisecond early: never send before the request is due.
    for (let wait = due - performance.now(); wait > 0; wait = due - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const answered = await post(task, agent);
    if (due < timedFrom) continue;
    if (!answered) failures += 1;
    samples.push(performance.now() - due);
  }
  agent.destroy();
  return failures;
}

async function main(): Promise<void> {
  const task = await readTask<PacedTask>();
  // Only loopback: the bench never sends its load anywhere else.
  if (new URL(task.url).hostname !== '127.0.0.1') throw new Error(`Not loopback: ${task.url}`);
  const samples: number[] = [];
  const start = performance.now() + 100;
  const timedFrom = start + task.warmUpSeconds * 1000;
  const until = timedFrom + task.seconds * 1000;
  const failures = await Promise.all(
    Array.from({ length: task.clients }, (_, index) =>
      client(task, start + (index * task.everyMs) / task.clients, timedFrom, until, samples),
    ),
  );
  const run: PacedRun = {
    latencyMs: percentiles(samples),
    failures: failures.reduce((sum, count) => sum + count, 0),
    requestsPerSecond: samples.length / task.seconds,
  };
  console.log(JSON.stringify(run));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

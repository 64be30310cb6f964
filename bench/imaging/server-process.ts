/**
 * The ingest bench's Sagitta server, in a process of its own as Orthanc is: its CPU is then its
 * own process's, read from /proc as Orthanc's is, and nothing a previous run left in the bench's
 * process (its heap, its threads) lands on the next. Started by `server-child.ts` with the
 * database to use (`pglite` or `postgres`) and the preview mode, it starts the server as
 * `npm start` does (`startServer`, the entry point of `main.ts`: configuration from the
 * environment, migrations, seed, listen), on an empty DATA_DIR or database; then answers the
 * bench's commands over the IPC channel.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { instances, jobs, previews } from '../../apps/server/src/db/schema';
import {
  RENDER_PREVIEWS_JOB,
  renderPreviewsJob,
} from '../../apps/server/src/modules/acquisitions/previews/render-job';
import type { Database } from '../../apps/server/src/platform/db/database';
import { startServer } from '../../apps/server/src/start';
import { emptyLocation } from './bench-database';
import { signIn } from './server';

/** How long the bench waits for a preview backlog to clear. */
const PREVIEW_WAIT_MS = 300_000;

export type ServerCommand =
  'previewState' | 'waitForPreviews' | 'holdPreviews' | 'releasePreviews' | 'databaseCpu' | 'close';

export interface ServerReady {
  base: string;
  token: string;
  name: string;
}

/** Where the preview jobs stand: rendered images, images waiting, jobs that failed. */
async function previewState(db: Database): Promise<string> {
  const statuses = await db
    .select({ status: instances.previewStatus, images: count() })
    .from(instances)
    .groupBy(instances.previewStatus);
  const [rendered] = await db.select({ previews: count() }).from(previews);
  const failed = await db
    .select({ lastError: jobs.lastError, jobs: count() })
    .from(jobs)
    .where(sql`${jobs.lastError} IS NOT NULL`)
    .groupBy(jobs.lastError);
  const byStatus = statuses.map((row) => `${row.status} ${row.images}`).join(', ');
  const failures = failed.map((row) => `${row.jobs} × "${row.lastError}"`).join('; ');
  return `images ${byStatus}; ${rendered?.previews ?? 0} preview PNGs${failures === '' ? '' : `; failed jobs: ${failures}`}`;
}

async function pendingImages(db: Database): Promise<number> {
  const [row] = await db
    .select({ images: count() })
    .from(instances)
    .where(eq(instances.previewStatus, 'pending'));
  return row?.images ?? 0;
}

/** Waits until no image waits for its previews (or PREVIEW_WAIT_MS has passed). */
async function previewsDone(db: Database): Promise<void> {
  const start = performance.now();
  while ((await pendingImages(db)) > 0 && performance.now() - start < PREVIEW_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * `BENCH_PREVIEWS=after`: the server's own preview job, held until the bench releases it, to
 * measure the import alone. The worker claims one job and waits; the others wait in the table.
 * @returns what lets the previews run
 */
function holdPreviews(app: FastifyInstance): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const render = renderPreviewsJob(app.services);
  app.services.jobs.handle(RENDER_PREVIEWS_JOB, async (payload) => {
    await gate;
    await render(payload);
  });
  return release;
}

/** What the bench sets besides the data's location: loopback, quiet, no demo exams imported. */
const BENCH_ENV = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'on',
  // The demo's own exams would be imported in the background, during the timed uploads.
  DEMO_IMAGING: 'off',
  LOGIN_RATE_LIMIT: '1000',
};

async function main(): Promise<void> {
  const [kind, previewMode] = process.argv.slice(2);
  const location = await emptyLocation(kind === 'postgres' ? 'postgres' : 'pglite');
  Object.assign(process.env, BENCH_ENV, location.env);
  const server = await startServer();
  const token = await signIn(server.url, 'surgeon@sagitta.test');
  let releasePreviews = (): void => undefined;
  const { db } = server.database;
  const answer = async (command: ServerCommand): Promise<unknown> => {
    switch (command) {
      case 'previewState':
        return previewState(db);
      case 'waitForPreviews':
        return previewsDone(db);
      case 'holdPreviews':
        // After the warm-up, whose previews the bench waits for.
        if (previewMode === 'after') releasePreviews = holdPreviews(server.app);
        return null;
      case 'releasePreviews':
        releasePreviews();
        return null;
      case 'databaseCpu':
        return location.serverCpu === undefined ? null : [...(await location.serverCpu())];
      case 'close':
        await server.app.close();
        await server.database.close();
        await location.dispose();
        return null;
    }
  };
  process.on('message', (message: { id: number; command: ServerCommand }) => {
    void answer(message.command).then(
      (result) =>
        process.send?.({ id: message.id, result }, undefined, {}, () => {
          // Closed: whatever a library left scheduled must not keep the bench waiting.
          if (message.command === 'close') process.exit(0);
        }),
      (error: unknown) => process.send?.({ id: message.id, error: String(error) }),
    );
  });
  const ready: ServerReady = { base: server.url, token, name: location.name };
  process.send?.({ ready });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

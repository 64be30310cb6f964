/**
 * The ingest bench's Sagitta server, in a process of its own as Orthanc is: its CPU is then its
 * own process's, read from /proc as Orthanc's is, and nothing a previous run left in the bench's
 * process (its heap, its threads) lands on the next. Started by `server-child.ts` with the
 * database to open (`pglite` or `postgres`) and the preview mode; answers the bench's commands
 * over the IPC channel.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { instances, jobs, previews } from '../../apps/server/src/db/schema';
import { RENDER_PREVIEWS_JOB } from '../../apps/server/src/modules/acquisitions/import';
import { renderPreviewsJob } from '../../apps/server/src/modules/acquisitions/previews/render-job';
import type { Database } from '../../apps/server/src/platform/db/database';
import { freshPglite, freshPostgres, type BenchDatabase } from './bench-database';
import { signIn, startServer } from './server';

/** How long the bench waits for a preview backlog to clear. */
const PREVIEW_WAIT_MS = 300_000;

export type ServerCommand =
  'previewState' | 'waitForPreviews' | 'releasePreviews' | 'databaseCpu' | 'close';

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

async function main(): Promise<void> {
  const [kind, previewMode] = process.argv.slice(2);
  const database: BenchDatabase = kind === 'postgres' ? await freshPostgres() : await freshPglite();
  const server = await startServer(database);
  const token = await signIn(server.base, 'surgeon@sagitta.test');
  const releasePreviews = previewMode === 'after' ? holdPreviews(server.app) : () => undefined;
  const { db } = database.handle;
  const answer = async (command: ServerCommand): Promise<unknown> => {
    switch (command) {
      case 'previewState':
        return previewState(db);
      case 'waitForPreviews':
        return previewsDone(db);
      case 'releasePreviews':
        releasePreviews();
        return null;
      case 'databaseCpu':
        return database.serverCpu === undefined ? null : [...(await database.serverCpu())];
      case 'close':
        await server.app.close();
        await database.dispose();
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
  const ready: ServerReady = { base: server.base, token, name: database.name };
  process.send?.({ ready });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

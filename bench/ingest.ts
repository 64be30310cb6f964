/**
 * Ingest benchmark (issue 6): 500 synthetic DICOM radiographs of about 4 MB (1024×2048, 16-bit)
 * uploaded over HTTP by 4 concurrent clients to `POST /api/acquisitions/store` (multipart, one
 * file per request, surgeon@'s bearer token), on the real server with a fresh PGlite database and
 * a temporary DATA_DIR, then again on a fresh PostgreSQL database when the local server answers
 * (`BENCH_DATABASES`); then the same files to Orthanc's `POST /instances` when Orthanc is
 * installed. Prints files/s and MB/s (1 MB = 10^6 bytes) and the ratio. Target: faster than
 * Orthanc. The preview jobs each import queues are the server's own, in the same process; they
 * give way to uploads for up to 30 s (`ForegroundWork`), and the bench says how far they got and
 * how long they took to finish afterwards.
 *
 * `BENCH_PREVIEWS=after` holds the preview jobs until the last file is in, to time the import
 * alone. `BENCH_FILES`, `BENCH_CLIENTS`, `BENCH_COLUMNS`/`BENCH_ROWS` change the run; files are
 * drawn once into a temporary folder and reused (`BENCH_FRESH_FILES=1` draws them again).
 * Loopback only.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { instances, jobs, previews } from '../apps/server/src/db/schema';
import { RENDER_PREVIEWS_JOB } from '../apps/server/src/modules/acquisitions/import';
import { renderPreviewsJob } from '../apps/server/src/modules/acquisitions/previews/render-job';
import type { Database } from '../apps/server/src/platform/db/database';
import {
  freshPglite,
  freshPostgres,
  postgresAnswers,
  type BenchDatabase,
} from './imaging/bench-database';
import { runClients } from './imaging/client-process';
import { ownCpuMs, processCpuMs } from './imaging/cpu-time';
import { syntheticFiles, type DrawnFile } from './imaging/ingest-files';
import { grouped, ms, percentiles, seconds } from './imaging/latency';
import { orthancInstalled, startOrthanc } from './imaging/orthanc';
import { signIn, startServer } from './imaging/server';
import type { UploadRun } from './imaging/uploads';

const FILES = Number(process.env.BENCH_FILES ?? 500);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const SIZE = {
  columns: Number(process.env.BENCH_COLUMNS ?? 1024),
  rows: Number(process.env.BENCH_ROWS ?? 2048),
};
/** `during` (as in use) or `after`: preview jobs run while files arrive, or once they are in. */
const PREVIEWS = process.env.BENCH_PREVIEWS === 'after' ? 'after' : 'during';
/** How long the bench waits, after the upload, for the preview backlog to clear. */
const PREVIEW_WAIT_MS = 300_000;

const mb = (bytes: number) => bytes / 1_000_000;

/** CPU milliseconds per file, or '?' where it could not be read. */
function perFile(cpuMs: number | undefined, files: number): string {
  return cpuMs === undefined || Number.isNaN(cpuMs) ? '?' : (cpuMs / files).toFixed(1);
}

function line(name: string, run: UploadRun): string {
  const request = percentiles(run.requestMs);
  const perSecond = (amount: number) => amount / (run.wallMs / 1000);
  return [
    name.padEnd(34),
    perSecond(run.files).toFixed(1).padStart(8),
    mb(perSecond(run.bytes)).toFixed(1).padStart(8),
    seconds(run.wallMs).padStart(8),
    `│ ${ms(request.p50, 8)} ${ms(request.p95)} ${ms(request.p99)}`,
    `│ ${perFile(run.serverCpuMs, run.files).padStart(6)} ${perFile(run.clientCpuMs, run.files).padStart(6)}`,
    `│ ${run.failures.length}`,
  ].join(' ');
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

/**
 * `BENCH_PREVIEWS=after`: the server's own preview job, held until the upload ends, to measure
 * the import alone. The worker claims one job and waits; the others wait in the table.
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

async function sagittaRun(
  files: DrawnFile[],
  open: () => Promise<BenchDatabase>,
): Promise<UploadRun> {
  const database = await open();
  const server = await startServer(database);
  try {
    const token = await signIn(server.base, 'surgeon@sagitta.test');
    const releasePreviews = PREVIEWS === 'after' ? holdPreviews(server.app) : () => undefined;
    // The server runs in this process: its CPU is this process's while the clients send.
    const cpuStart = ownCpuMs();
    const run = await runClients({
      target: 'sagitta',
      base: server.base,
      token,
      files,
      clients: CLIENTS,
    });
    run.serverCpuMs = ownCpuMs() - cpuStart;
    releasePreviews();
    const { db } = database.handle;
    console.log(`Sagitta, when the last answer came: ${await previewState(db)}`);
    const waitStart = performance.now();
    while ((await pendingImages(db)) > 0 && performance.now() - waitStart < PREVIEW_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(
      `Sagitta, ${seconds(performance.now() - waitStart)} later: ${await previewState(db)}`,
    );
    return run;
  } finally {
    await server.app.close();
    await database.dispose();
  }
}

async function orthancRun(files: DrawnFile[]): Promise<{
  run: UploadRun;
  version: string;
}> {
  const orthanc = await startOrthanc();
  try {
    const cpuStart = processCpuMs(orthanc.pid);
    const run = await runClients({
      target: 'orthanc',
      base: orthanc.base,
      files,
      clients: CLIENTS,
    });
    run.serverCpuMs = processCpuMs(orthanc.pid) - cpuStart;
    const statistics = (await (await fetch(`${orthanc.base}/statistics`)).json()) as {
      CountInstances?: number;
    };
    console.log(`Orthanc ${orthanc.version}: ${statistics.CountInstances ?? '?'} instances stored`);
    return { run, version: orthanc.version };
  } finally {
    await orthanc.stop();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const { files, drawn, folder } = await syntheticFiles(FILES, SIZE);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `${grouped(files.length)} files ${SIZE.columns}×${SIZE.rows} 16-bit, ${mb(total / files.length).toFixed(2)} MB each, ` +
      `${mb(total).toFixed(0)} MB in all (${drawn} drawn in ${seconds(performance.now() - started)}, the rest reused from ${folder})`,
  );
  const rows: [string, UploadRun][] = [];
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) {
    rows.push([`Sagitta (PGlite, previews ${PREVIEWS})`, await sagittaRun(files, freshPglite)]);
  }
  if (wanted.includes('postgres')) {
    if (await postgresAnswers()) {
      const run = await sagittaRun(files, () => freshPostgres());
      rows.push([`Sagitta (PostgreSQL, previews ${PREVIEWS})`, run]);
    } else {
      console.log('PostgreSQL: postgres://postgres@127.0.0.1:5432/test does not answer; skipped');
    }
  }
  if (rows.length === 0) throw new Error('BENCH_DATABASES names no database to run on');
  let orthanc: UploadRun | undefined;
  if (orthancInstalled()) {
    const result = await orthancRun(files);
    orthanc = result.run;
    rows.push([`Orthanc ${result.version}`, orthanc]);
  } else {
    console.log('Orthanc is not installed (apt-get install -y orthanc): no comparison');
  }

  console.log(
    `\n${CLIENTS} concurrent clients in a process of their own, one file per request, loopback`,
  );
  console.log(
    `${'server'.padEnd(34)} ${'files/s'.padStart(8)} ${'MB/s'.padStart(8)} ${'wall'.padStart(8)} │ ${'req p50'.padStart(8)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ ${'CPU ms/file: server'.padStart(6)} ${'client'.padStart(6)} │ failures`,
  );
  console.log(
    "CPU: every thread of the process; Sagitta on PostgreSQL leaves out the database server's own processes",
  );
  for (const [name, run] of rows) console.log(line(name, run));
  for (const [name, run] of rows) {
    for (const failure of run.failures.slice(0, 5)) console.log(`  ${name}: ${failure}`);
  }
  if (orthanc !== undefined) {
    for (const [name, run] of rows.filter(([, run]) => run !== orthanc)) {
      const ratio = orthanc.wallMs / run.wallMs;
      console.log(
        `${name} / Orthanc throughput: ${ratio.toFixed(2)} (target > 1: ${ratio > 1 ? 'met' : 'MISSED'})`,
      );
    }
  }
  console.log(`run took ${seconds(performance.now() - started)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

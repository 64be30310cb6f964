/**
 * Ingest benchmark (issues 6 and 15), as a clinic sees it: 100 synthetic DX radiographs of the
 * size of real ones (2560 × 1024, 16-bit, about 5 MB) uploaded over HTTP by 4 concurrent clients
 * to `POST /api/acquisitions/store` (multipart, one file per request, surgeon@'s bearer token),
 * then the same files to Orthanc's `POST /instances` when Orthanc is installed. Sagitta is started
 * as `npm start` starts it (`startServer`, configuration from the environment, on an empty
 * DATA_DIR and, for PostgreSQL, an empty database of the local server: `BENCH_DATABASES`), in a
 * process of its own, as Orthanc is. Every server first gets `BENCH_WARM_UP` (30) other files,
 * untimed (a server in use, not one just started), with their previews rendered. Previews are on,
 * as in use: the server's own preview jobs run in its process and give way to uploads for up to
 * 30 s (`ForegroundWork`); the bench says how far they got and, in the last round, how long they
 * took to finish afterwards. Each of `BENCH_ROUNDS` rounds (3) runs every server once, in a
 * rotating order; the bench prints files/s and MB/s (1 MB = 10^6 bytes) and CPU per file for
 * each run, then the medians and the ratio to Orthanc in the same round. Target: ≥ 1.0 × Orthanc
 * on PostgreSQL.
 *
 * `BENCH_PREVIEWS=after` holds the preview jobs until the last file is in, to time the import
 * alone. `BENCH_FILES`, `BENCH_CLIENTS`, `BENCH_COLUMNS`/`BENCH_ROWS` change the run; files are
 * drawn once into a temporary folder and reused (`BENCH_FRESH_FILES=1` draws them again).
 * Loopback only.
 */
import { postgresAnswers } from './imaging/bench-database';
import { runClients } from './imaging/client-process';
import { cpuSpent, processCpu, type ProcessCpu } from './imaging/cpu-time';
import { syntheticFiles, type DrawnFile } from './imaging/ingest-files';
import { printRuns, printSummary, type RoundRun } from './imaging/ingest-report';
import { grouped, seconds } from './imaging/latency';
import { orthancInstalled, startOrthanc } from './imaging/orthanc';
import { startSagitta, type SagittaProcess } from './imaging/server-child';
import type { UploadRun } from './imaging/uploads';

const FILES = Number(process.env.BENCH_FILES ?? 100);
/**
 * Files each server gets, untimed, before the timed ones: a server that has just started loads
 * modules, starts threads and (Node) compiles its hot code during its first files, which a server
 * in use has long done. Other files than the timed ones, the same for every server.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
/** Each round runs every server once, in a rotating order; the verdict takes their median. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
/** A DX / CR radiograph as clinics send them: 2560 rows of 1024 columns, 16-bit. */
const SIZE = {
  columns: Number(process.env.BENCH_COLUMNS ?? 1024),
  rows: Number(process.env.BENCH_ROWS ?? 2560),
};
/** `during` (as in use) or `after`: preview jobs run while files arrive, or once they are in. */
const PREVIEWS = process.env.BENCH_PREVIEWS === 'after' ? 'after' : 'during';
/** The files a round sends: the warm-up's, untimed, then the timed ones. */
interface BenchFiles {
  warmUp: DrawnFile[];
  measured: DrawnFile[];
}

const clientsOf = (files: DrawnFile[]) => ({ files, clients: CLIENTS });

function reportWarmUp(server: string, run: UploadRun): void {
  const failed = run.failures.length === 0 ? '' : `, ${run.failures.length} failed`;
  console.log(
    `${server}: warm-up of ${run.files} files at ${(run.files / (run.wallMs / 1000)).toFixed(1)} files/s${failed}`,
  );
}

/** The server process's CPU between two readings, and of it the kernel's. */
function countServerCpu(run: UploadRun, before: ProcessCpu, after: ProcessCpu): void {
  run.serverCpuMs = after.totalMs - before.totalMs;
  run.serverSystemCpuMs = after.systemMs - before.systemMs;
}

/**
 * One upload run on a fresh server and database. Only in the last round does the bench wait for
 * the preview backlog (and time it): in the others it closes the server, whose worker stops
 * between jobs, so the next run starts on a quiet machine.
 */
async function sagittaRun(
  files: BenchFiles,
  database: 'pglite' | 'postgres',
  lastRound: boolean,
): Promise<UploadRun> {
  const server = await startSagitta(database, PREVIEWS);
  const { base, token, name } = server;
  try {
    if (files.warmUp.length > 0) {
      const warmUp = await runClients({
        ...clientsOf(files.warmUp),
        target: 'sagitta',
        token,
        base,
      });
      reportWarmUp(`Sagitta (${name})`, warmUp);
      // Their previews too, so that none runs during the timed upload.
      await server.call('waitForPreviews');
    }
    await server.call('holdPreviews');
    const cpuStart = processCpu(server.pid);
    const databaseCpuStart = await databaseCpu(server);
    const run = await runClients({ ...clientsOf(files.measured), target: 'sagitta', token, base });
    countServerCpu(run, cpuStart, processCpu(server.pid));
    if (databaseCpuStart !== null) {
      run.databaseCpuMs = cpuSpent(databaseCpuStart, (await databaseCpu(server)) ?? new Map());
    }
    await server.call('releasePreviews');
    console.log(
      `Sagitta (${name}), at the last answer: ${await server.call<string>('previewState')}`,
    );
    if (!lastRound) return run;
    const waitStart = performance.now();
    await server.call('waitForPreviews');
    console.log(
      `Sagitta, ${seconds(performance.now() - waitStart)} later: ${await server.call<string>('previewState')}`,
    );
    return run;
  } finally {
    await server.stop();
  }
}

/** CPU of the database server's own processes (PostgreSQL's backends), or null for PGlite. */
async function databaseCpu(server: SagittaProcess): Promise<Map<number, number> | null> {
  const entries = await server.call<[number, number][] | null>('databaseCpu');
  return entries === null ? null : new Map(entries);
}

async function orthancRun(files: BenchFiles): Promise<{
  run: UploadRun;
  version: string;
}> {
  const orthanc = await startOrthanc();
  try {
    if (files.warmUp.length > 0) {
      const warmUp = await runClients({
        ...clientsOf(files.warmUp),
        target: 'orthanc',
        base: orthanc.base,
      });
      reportWarmUp('Orthanc', warmUp);
    }
    const cpuStart = processCpu(orthanc.pid);
    const run = await runClients({
      ...clientsOf(files.measured),
      target: 'orthanc',
      base: orthanc.base,
    });
    countServerCpu(run, cpuStart, processCpu(orthanc.pid));
    const statistics = (await (await fetch(`${orthanc.base}/statistics`)).json()) as {
      CountInstances?: number;
    };
    console.log(`Orthanc ${orthanc.version}: ${statistics.CountInstances ?? '?'} instances stored`);
    return { run, version: orthanc.version };
  } finally {
    await orthanc.stop();
  }
}

interface Contender {
  server: string;
  run(lastRound: boolean): Promise<UploadRun>;
}

/** The servers to compare, in the order of the first round; Orthanc last, when installed. */
async function contenders(files: BenchFiles): Promise<{ list: Contender[]; yardstick?: string }> {
  const list: Contender[] = [];
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) {
    list.push({
      server: `Sagitta (PGlite, previews ${PREVIEWS})`,
      run: (last) => sagittaRun(files, 'pglite', last),
    });
  }
  if (wanted.includes('postgres')) {
    if (await postgresAnswers()) {
      list.push({
        server: `Sagitta (PostgreSQL, previews ${PREVIEWS})`,
        run: (last) => sagittaRun(files, 'postgres', last),
      });
    } else {
      console.log('PostgreSQL: postgres://postgres@127.0.0.1:5432/test does not answer; skipped');
    }
  }
  if (list.length === 0) throw new Error('BENCH_DATABASES names no database to run on');
  if (!orthancInstalled()) {
    console.log('Orthanc is not installed (apt-get install -y orthanc): no comparison');
    return { list };
  }
  const yardstick = 'Orthanc';
  list.push({ server: yardstick, run: () => orthancRun(files).then((result) => result.run) });
  return { list, yardstick };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { files: drawnFiles, drawn, folder } = await syntheticFiles(FILES + WARM_UP, SIZE);
  // The warm-up takes the last files, so the timed ones stay those of runs without one.
  const files = drawnFiles.slice(0, FILES);
  const warmUp = drawnFiles.slice(FILES);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `${grouped(files.length)} files ${SIZE.columns}×${SIZE.rows} 16-bit, ${(total / files.length / 1e6).toFixed(2)} MB each, ` +
      `${(total / 1e6).toFixed(0)} MB in all (${drawn} drawn in ${seconds(performance.now() - started)}, the rest reused from ${folder}); ${ROUNDS} rounds, each server warmed up with ${warmUp.length} other files first`,
  );
  const { list, yardstick } = await contenders({ warmUp, measured: files });
  const runs: RoundRun[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Rotated, so that no server always runs first (on a cold page cache) or after another's load.
    const order = list.map((_, index) => list[(index + round - 1) % list.length]!);
    for (const contender of order) {
      const run = await contender.run(round === ROUNDS);
      runs.push({ server: contender.server, round, run });
      console.log(
        `round ${round}: ${contender.server} ${(run.files / (run.wallMs / 1000)).toFixed(1)} files/s`,
      );
    }
  }
  printRuns(runs, CLIENTS);
  printSummary(runs, yardstick);
  console.log(`run took ${seconds(performance.now() - started)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

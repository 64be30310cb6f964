/**
 * What the ingest bench prints: a line per server and round, then, over the rounds, each
 * server's median and spread and each Sagitta run's throughput against Orthanc's in the same
 * round. One run on a small machine moves by ±10 % from noise alone (CPU frequency, the page
 * cache, the other core), so the verdict is taken on the median of the rounds' ratios and says in
 * how many rounds Sagitta was ahead.
 */
import { ms, percentiles, seconds } from './latency';
import type { UploadRun } from './uploads';

export interface RoundRun {
  server: string;
  round: number;
  run: UploadRun;
}

const mb = (bytes: number) => bytes / 1_000_000;
const filesPerSecond = (run: UploadRun) => run.files / (run.wallMs / 1000);

/** CPU milliseconds per file; '?' where it could not be read, '–' where there is none. */
function perFile(cpuMs: number | undefined, files: number): string {
  if (cpuMs === undefined) return '–';
  return Number.isNaN(cpuMs) ? '?' : (cpuMs / files).toFixed(1);
}

/** The server's own CPU and its database server's, which is where PostgreSQL's work goes. */
function serverCpu(run: UploadRun): number | undefined {
  return run.serverCpuMs === undefined ? undefined : run.serverCpuMs + (run.databaseCpuMs ?? 0);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const spread = (values: readonly number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

function runLine({ server, round, run }: RoundRun): string {
  const request = percentiles(run.requestMs);
  return [
    `${round}`.padStart(5),
    server.padEnd(38),
    filesPerSecond(run).toFixed(1).padStart(8),
    mb(run.bytes / (run.wallMs / 1000))
      .toFixed(1)
      .padStart(7),
    seconds(run.wallMs).padStart(7),
    `│ ${ms(request.p50, 7)} ${ms(request.p95)} ${ms(request.p99)}`,
    `│ ${perFile(serverCpu(run), run.files).padStart(6)} ${perFile(run.serverSystemCpuMs, run.files).padStart(6)} ${perFile(run.databaseCpuMs, run.files).padStart(6)} ${perFile(run.clientCpuMs, run.files).padStart(6)}`,
    `│ ${run.failures.length}`,
  ].join(' ');
}

export function printRuns(runs: readonly RoundRun[], clients: number): void {
  console.log(`\n${clients} concurrent clients in a process of their own, one file per request`);
  console.log(
    `round ${'server'.padEnd(38)} ${'files/s'.padStart(8)} ${'MB/s'.padStart(7)} ${'wall'.padStart(7)} │ ${'req p50'.padStart(7)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ CPU ms/file: server (kernel) (database) client │ failures`,
  );
  console.log(
    "CPU: every thread of the server's process, plus PostgreSQL's backends for Sagitta on PostgreSQL; kernel: the server process's system time",
  );
  for (const run of runs) console.log(runLine(run));
  for (const { server, round, run } of runs) {
    for (const failure of run.failures.slice(0, 5)) {
      console.log(`  ${server}, round ${round}: ${failure}`);
    }
  }
}

/** Medians over the rounds, and the verdict against Orthanc. */
export function printSummary(runs: readonly RoundRun[], yardstick: string | undefined): void {
  const servers = [...new Set(runs.map((run) => run.server))];
  const rounds = Math.max(...runs.map((run) => run.round));
  console.log(`\nOver ${rounds} round${rounds === 1 ? '' : 's'} (median, and lowest–highest):`);
  for (const server of servers) {
    const own = runs.filter((run) => run.server === server).map(({ run }) => run);
    const throughput = own.map(filesPerSecond);
    const cpu = own.map(serverCpu).filter((value): value is number => value !== undefined);
    const cpuPerFile = cpu.map((value, index) => value / own[index]!.files);
    console.log(
      `${server.padEnd(38)} ${median(throughput).toFixed(1).padStart(6)} files/s (${spread(throughput, 1)})` +
        (cpuPerFile.length === 0
          ? ''
          : `, server CPU ${median(cpuPerFile).toFixed(1)} ms/file (${spread(cpuPerFile, 1)})`),
    );
  }
  if (yardstick === undefined) return;
  const orthanc = new Map(
    runs.filter((run) => run.server === yardstick).map(({ round, run }) => [round, run]),
  );
  for (const server of servers.filter((name) => name !== yardstick)) {
    const ratios = runs
      .filter((run) => run.server === server && orthanc.has(run.round))
      .map(({ round, run }) => orthanc.get(round)!.wallMs / run.wallMs);
    if (ratios.length === 0) continue;
    const ahead = ratios.filter((ratio) => ratio > 1).length;
    // The target (issue 15) is the clinical database's; PGlite is for evaluation.
    const verdict = !server.includes('PostgreSQL')
      ? 'no target (evaluation database)'
      : `target ≥ 1.0: ${median(ratios) >= 1 ? 'met' : 'MISSED'}`;
    console.log(
      `${server} / Orthanc throughput, same round: median ${median(ratios).toFixed(3)} ` +
        `(${spread(ratios, 2)}; ahead in ${ahead} of ${ratios.length}) → ${verdict}`,
    );
  }
}

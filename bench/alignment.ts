/**
 * Alignment benchmark (issue 17). The engine part: `measure()` on 100 000 random plausible
 * landmark sets (complete lateral and frontal films: the most work a request can ask for),
 * generated in batches of 1 000 outside the timed section from a seeded generator, after an
 * untimed warm-up batch so that the figure is the steady state a running server sees. Prints
 * the mean time per set (target ≤ 0.05 ms) and the p50 / p99 / max of the batches' per-set times.
 * The HTTP part, the measure call paced, at saturation and against the machine's floor, is
 * `support/measure-http.ts`.
 *
 * `BENCH_SETS` (100 000), `BENCH_BATCH` (1 000), `BENCH_SEED` (17), `BENCH_CONNECTIONS` (50),
 * `BENCH_PACE_MS` (50) and `BENCH_DURATION` (seconds, 10) change the run.
 */
import { availableParallelism, loadavg } from 'node:os';
import { measure, type AlignmentMeasureInput } from '../packages/domain/src/alignment';
import { randomSpine, seededRandom } from '../packages/domain/src/alignment/random-spine';
import { grouped, percentiles } from './imaging/latency';
import { measureHttpBench } from './support/measure-http';

const SETS = Number(process.env.BENCH_SETS ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 1_000);
const SEED = Number(process.env.BENCH_SEED ?? 17);
const TARGET_MS_PER_SET = 0.05;

interface EngineReport {
  sets: number;
  msPerSet: number;
  /** CPU time of the process per set: what the engine costs, whatever else the machine runs. */
  cpuMsPerSet: number;
  batchMsPerSet: ReturnType<typeof percentiles>;
}

/** `measure()` over `count` sets in batches; the PI sum keeps the work from being optimised out. */
function engineBench(count: number): EngineReport & { checksum: number } {
  const random = seededRandom(SEED);
  const batchTimes: number[] = [];
  let total = 0;
  let cpu = 0;
  let checksum = 0;
  const run = (inputs: readonly AlignmentMeasureInput[]) => {
    const start = performance.now();
    for (const input of inputs) checksum += measure(input).parameters.PI.value ?? 0;
    return performance.now() - start;
  };
  const batchOf = (size: number) => Array.from({ length: size }, () => randomSpine(random));
  run(batchOf(BATCH)); // warm-up, untimed
  for (let done = 0; done < count; done += BATCH) {
    const inputs = batchOf(Math.min(BATCH, count - done));
    const cpuBefore = process.cpuUsage();
    const elapsed = run(inputs);
    const { user, system } = process.cpuUsage(cpuBefore);
    cpu += (user + system) / 1000;
    total += elapsed;
    batchTimes.push(elapsed / inputs.length);
  }
  return {
    sets: count,
    msPerSet: total / count,
    cpuMsPerSet: cpu / count,
    batchMsPerSet: percentiles(batchTimes),
    checksum,
  };
}

function printEngine(report: EngineReport): void {
  const { p50, p99, max } = report.batchMsPerSet;
  const verdict = report.msPerSet <= TARGET_MS_PER_SET ? 'meets' : 'MISSES';
  console.log(`engine: measure() on ${grouped(report.sets)} random landmark sets`);
  console.log(
    `  per set ${report.msPerSet.toFixed(4)} ms (${verdict} the ${String(TARGET_MS_PER_SET)} ms target), ` +
      `CPU ${report.cpuMsPerSet.toFixed(4)} ms; load average ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`,
  );
  console.log(
    `  batches of ${grouped(BATCH)}, per set: p50 ${p50.toFixed(4)} ms, p99 ${p99.toFixed(4)} ms, max ${max.toFixed(4)} ms`,
  );
}

async function main(): Promise<void> {
  printEngine(engineBench(SETS));
  await measureHttpBench(SEED);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

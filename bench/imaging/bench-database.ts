/**
 * Fresh databases for the imaging benches, built as the server builds its own: the real
 * migrations (`openDatabase`) and the real seed (reference data and demo accounts), so the real
 * server runs on them. PGlite lives in a temporary DATA_DIR; PostgreSQL gets a database of its
 * own on the local server, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../../apps/server/src/config';
import { seedDemoData, seedReferenceData } from '../../apps/server/src/demo/seed';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import { openDatabase } from '../../apps/server/src/platform/db/open';
import { adminQuery, withDatabase } from '../../apps/server/test/template';
import { processCpuMs } from './cpu-time';
import { seconds } from './latency';

/** The local server the API tests use (or `BENCH_POSTGRES_URL`, on loopback too). */
export const LOCAL_POSTGRES =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The benches only ever talk to loopback. */
function onLoopback(url: string): string {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`Not loopback: ${host}`);
  return url;
}

export interface BenchDatabase {
  name: string;
  config: Config;
  handle: DatabaseHandle;
  /** Where the data lives: the DATA_DIR, or the database's URL. */
  location: string;
  /**
   * CPU milliseconds used so far by each process of the database server that serves this
   * database, by process id: PostgreSQL's backends, which the server process's own CPU leaves
   * out. Absent for PGlite, which runs inside the server process.
   */
  serverCpu?(): Promise<Map<number, number>>;
  /** Closes the handle and removes the data (temporary folder, bench database). */
  dispose(): Promise<void>;
}

function configFor(dataDir: string, databaseUrl: string | undefined): Config {
  return loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
    LOGIN_RATE_LIMIT: '1000',
  });
}

async function seeded(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db, new Date());
  return handle;
}

/** A migrated, seeded embedded database in a temporary DATA_DIR (blobs go there too). */
export async function freshPglite(): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-bench-'));
  const config = configFor(dataDir, undefined);
  const handle = await seeded(config);
  return {
    name: 'PGlite',
    config,
    handle,
    location: dataDir,
    dispose: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the local PostgreSQL server answers, within two seconds. */
export async function postgresAnswers(url = LOCAL_POSTGRES): Promise<boolean> {
  const client = new pg.Client({
    connectionString: onLoopback(url),
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** CPU of the backends connected to database `name` now (the bench runs on the same machine). */
async function backendCpu(url: string, name: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/**
 * Where a server started as `npm start` starts it keeps its data, empty: a temporary DATA_DIR,
 * and for PostgreSQL a database `sagitta_bench_<random>` on the local server. The server
 * migrates and seeds it itself; `dispose` removes it once the server has closed it.
 */
export interface BenchLocation {
  name: string;
  /** The environment `npm start` reads (`DATA_DIR`, `DATABASE_URL`). */
  env: Record<string, string>;
  /** As `BenchDatabase.serverCpu`. */
  serverCpu?(): Promise<Map<number, number>>;
  dispose(): Promise<void>;
}

export async function emptyLocation(
  kind: 'pglite' | 'postgres',
  url = LOCAL_POSTGRES,
): Promise<BenchLocation> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-bench-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return { name: 'PGlite', env: { DATA_DIR: dataDir }, dispose: removeDataDir };
  }
  onLoopback(url);
  const name = `sagitta_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  return {
    name: `PostgreSQL (${name})`,
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(url, name) },
    serverCpu: () => backendCpu(url, name),
    dispose: async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await removeDataDir();
    },
  };
}

/** A migrated, seeded database `sagitta_bench_<random>` on the local server, dropped by dispose. */
export async function freshPostgres(url = LOCAL_POSTGRES): Promise<BenchDatabase> {
  onLoopback(url);
  const name = `sagitta_bench_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sagitta-bench-'));
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const config = configFor(dataDir, withDatabase(url, name));
  const handle = await seeded(config);
  return {
    name: `PostgreSQL (${name})`,
    config,
    handle,
    location: withDatabase(url, name),
    serverCpu: () => backendCpu(url, name),
    dispose: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Closes a bench's database, or keeps it loaded for a look afterwards (`BENCH_KEEP=1`), and says
 * how long the bench took on it.
 * @param started - `performance.now()` when the bench began on this database
 */
export async function releaseBenchDatabase(
  database: BenchDatabase,
  started: number,
): Promise<void> {
  if (process.env.BENCH_KEEP === '1') {
    await database.handle.close();
    console.log(`${database.name}: kept at ${database.location} (BENCH_KEEP=1)`);
  } else {
    await database.dispose();
  }
  console.log(`${database.name}: run took ${seconds(performance.now() - started)}`);
}

/**
 * Runs a bench on each database `BENCH_DATABASES` names (`pglite,postgres` by default): PGlite,
 * then the local PostgreSQL when it answers.
 * @param benchOn - the bench, given how to open a fresh database
 */
export async function onEachBenchDatabase(
  benchOn: (open: () => Promise<BenchDatabase>) => Promise<void>,
): Promise<void> {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (wanted.includes('pglite')) await benchOn(freshPglite);
  if (wanted.includes('postgres')) {
    if (await postgresAnswers()) await benchOn(() => freshPostgres());
    else
      console.log('\nPostgreSQL: postgres://postgres@127.0.0.1:5432/test does not answer; skipped');
  }
}

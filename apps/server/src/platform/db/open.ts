import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';
import type { DatabaseHandle } from './database';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../db/migrations',
);

function warnIdleClientError(error: Error): void {
  console.warn(`PostgreSQL closed an idle connection (${error.message}); it will be reopened`);
}

/** Any key, fixed: serialises migrations when several instances start at once on one server. */
const MIGRATION_LOCK_KEY = 7_412_202_600;

/**
 * Opens a PostgreSQL server through a connection pool and applies pending migrations.
 * @param url - a postgres:// connection string
 */
export async function openPostgres(
  url: string,
  onIdleClientError: (error: Error) => void = warnIdleClientError,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (restart, failover, DROP DATABASE … FORCE)
  // is reported here after the pool has dropped it; unheard, the event would crash the process.
  // The pool opens a new connection on the next query, so this is worth a warning, no more.
  pool.on('error', onIdleClientError);
  const db = drizzleNodePg({ client: pool, schema });
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Wraps an open PGlite instance (a data folder, memory, or a test clone) and applies migrations.
 * @param client - the PGlite instance; closed with the handle
 */
export async function openPglite(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Opens the database the configuration names: the PostgreSQL server of `DATABASE_URL`, else an
 * embedded PGlite database in `<dataDir>/pglite`.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) return openPostgres(options.databaseUrl);
  const folder = path.join(options.dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create(folder);
  return openPglite(client);
}

/** A trivial round trip, for health checks. */
export async function ping(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`select 1`);
}

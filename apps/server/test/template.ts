import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemoData, seedReferenceData } from '../src/demo/seed';
import type { DatabaseHandle } from '../src/platform/db/database';
import { openPglite, openPostgres } from '../src/platform/db/open';

/** The instant every test database is seeded at; test clocks start here. */
export const SEEDED_AT = new Date('2026-11-22T08:00:00.000Z');

async function seed(handle: DatabaseHandle): Promise<void> {
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db, SEEDED_AT);
}

/** A migrated, seeded PGlite database, dumped so that each test file loads a copy in ~0.3 s. */
export async function buildPgliteTemplate(): Promise<Blob> {
  const handle = await openPglite(await PGlite.create());
  await seed(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded PostgreSQL database that each test file copies with CREATE DATABASE … TEMPLATE. */
export async function buildPostgresTemplate(url: string, name: string): Promise<void> {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  const handle = await openPostgres(withDatabase(url, name));
  await seed(handle);
  await handle.close();
}

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './database';

const dialect = new PgDialect();

/**
 * The text of each name, process-wide: a name must always mean one statement. A connection that
 * prepared it would otherwise refuse the new text (node-postgres), and a fresh connection accept
 * it.
 */
const textOf = new Map<string, string>();

/** Dates and times stay text, as Drizzle's node-postgres driver reads them for `db.execute`. */
const asText = (value: string) => value;
const TEXT_TYPES = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary'): ((value: string) => unknown) => {
    if (TEXT_TYPES.has(typeId)) return asText;
    // Every other type as node-postgres reads it by default.
    const builtin = pg.types.getTypeParser as (
      id: number,
      format: string,
    ) => (v: string) => unknown;
    return builtin(typeId, format ?? 'text');
  },
};

/**
 * Runs `query` as the prepared statement `name` where the driver has named statements: on
 * PostgreSQL (node-postgres's named queries on Drizzle's pool, `$client`) the server parses and
 * plans it once per connection instead of on every call, for the statements run on every upload.
 * PGlite's public API has no named statement (its `query` sends an unnamed Parse every time, and
 * SQL `EXECUTE` takes no bound parameters), so there it is the plain query: see
 * docs/decisions.md, "Ingest without private APIs". The text of `query` must be the same on every
 * call under one name; only its parameters may change. Rows come back as `db.execute` gives them:
 * column names as written, dates and times as text.
 */
export async function executeNamed(
  db: Database,
  name: string,
  query: SQL,
): Promise<{ rows: unknown[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = textOf.get(name);
  if (known === undefined) textOf.set(name, text);
  else if (known !== text) throw new Error(`The named statement ${name} was given another text`);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return await client.query({ name, text, values: params, types });
  }
  return (await db.execute(query)) as { rows: unknown[] };
}

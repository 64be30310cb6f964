import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';
import { executeNamedOnPglite } from './pglite-named';

const dialect = new PgDialect();

/**
 * The text of each name, process-wide: a name must always mean one statement. A connection that
 * prepared it would otherwise run the old text (PGlite) or refuse (node-postgres), and a fresh
 * connection accept the new one.
 */
const textOf = new Map<string, string>();

/**
 * Runs `query` as the prepared statement `name`: the database parses it (and, once its plan
 * proves stable, plans it) once per connection instead of on every call. PostgreSQL through
 * node-postgres's named statements; PGlite, whose driver has none, through its wire protocol
 * (`pglite-named.ts`). For statements run on every upload (issue 6's ingest benchmark), where
 * parsing and planning were half of the database's work. The text of `query` must be the same on
 * every call under one name; only its parameters may change. Rows come back as `db.execute`
 * gives them: column names as written, dates and times as text.
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
  if (client instanceof PGlite) return executeNamedOnPglite(client, name, text, params);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  return (await prepared.execute()) as { rows: unknown[] };
}

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect();

/**
 * Runs `query` as the prepared statement `name`: PostgreSQL parses it (and, once its plan proves
 * stable, plans it) once per connection instead of on every call; PGlite has no named statements
 * and runs it as `db.execute` does. For statements run on every upload (issue 6's ingest
 * benchmark), where parsing and planning were half of the database server's work. The text of
 * `query` must be the same on every call under one name; only its parameters may change.
 */
export async function executeNamed(
  db: Database,
  name: string,
  query: SQL,
): Promise<{ rows: unknown[] }> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()) as { rows: unknown[] };
}

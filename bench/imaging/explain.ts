/**
 * The SQL the server's own query functions send, caught on a second drizzle instance over the
 * same connection (the server's has no logger), and EXPLAIN ANALYZE of it.
 */
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema';
import type { Database, DatabaseHandle } from '../../apps/server/src/platform/db/database';

export interface SentQuery {
  text: string;
  params: unknown[];
}

/** What PGlite and a pg pool both offer: a query with positional parameters. */
interface SqlClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

function clientOf(handle: DatabaseHandle): SqlClient {
  return (handle.db as unknown as { $client: SqlClient }).$client;
}

/** A database like the handle's, on the same connection, that records every query it sends. */
export function recordingDatabase(handle: DatabaseHandle): {
  db: Database;
  take(): SentQuery[];
} {
  let sent: SentQuery[] = [];
  const logger = {
    logQuery: (text: string, params: unknown[]) => {
      sent.push({ text, params });
    },
  };
  const client = clientOf(handle);
  const db =
    handle.kind === 'pglite'
      ? drizzlePglite({ client: client as unknown as PGlite, schema, logger })
      : drizzleNodePg({ client: client as unknown as pg.Pool, schema, logger });
  return {
    db: db,
    take: () => {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

/** The plan PostgreSQL ran, with real times and buffers, one line per node. */
export async function explainAnalyze(handle: DatabaseHandle, query: SentQuery): Promise<string[]> {
  const result = await clientOf(handle).query(
    `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
    query.params,
  );
  return result.rows.map((row) => String(row['QUERY PLAN']));
}

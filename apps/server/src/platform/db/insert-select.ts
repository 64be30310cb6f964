import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A row to insert with each value a SQL expression (a cast parameter, a column of a common table
 * expression …), its keys and optional columns those of the Drizzle schema.
 */
export type SqlRow<T extends PgTable> = { [K in keyof T['$inferInsert']]: SQL };

/** A row whose values may each be a value or a SQL expression, as Drizzle's `values()` takes it. */
export type ValuesOrSql<R> = { [K in keyof R]: R[K] | SQL };

/**
 * `INSERT INTO table (columns) SELECT values <from>`, the column names taken from the Drizzle
 * schema: for a statement that writes another table's rows from its own common table expressions
 * (the import's filing), in the shape that table's own writer gives them. `from` is the rest of
 * the SELECT (a FROM … WHERE … clause).
 */
export function insertSelect<T extends PgTable>(table: T, row: SqlRow<T>, from: SQL): SQL {
  const columns = getTableColumns(table);
  const names: ReturnType<typeof sql.identifier>[] = [];
  const values: SQL[] = [];
  for (const [key, value] of Object.entries(row as Record<string, SQL | undefined>)) {
    const column = columns[key];
    if (value === undefined) continue;
    if (column === undefined) throw new Error(`No column ${key} in the table`);
    names.push(sql.identifier(column.name));
    values.push(value);
  }
  return sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT ${sql.join(values, sql`, `)} ${from}`;
}

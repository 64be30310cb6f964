/**
 * A bulk load's usual trick, kept honest: the indexes and key constraints of the loaded tables
 * are read from the catalog (as the migrations made them), dropped, and made again from those
 * same definitions once the rows are in. Building an index by sorting is many times faster than
 * millions of inserts at random places of it, above all in PGlite, whose pages go through a
 * small buffer pool to files. Afterwards the catalog must read exactly as before, or the load
 * fails.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../apps/server/src/platform/db/database';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

const rowsOf = <T>(result: unknown): T[] =>
  // node-postgres and PGlite both answer `{ rows }` to `execute`.
  (result as { rows: T[] }).rows;

async function definitionsOf(tx: Executor, tables: readonly string[]) {
  const list = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const constraints = rowsOf<Definition & { kind: string }>(
    await tx.execute(sql`
      SELECT conrelid::regclass::text AS "table", conname AS name,
        pg_get_constraintdef(oid) AS definition, contype::text AS kind
      FROM pg_constraint
      WHERE contype IN ('p', 'u', 'f') AND (conrelid IN (${list}) OR confrelid IN (${list}))
      ORDER BY conrelid::regclass::text, conname
    `),
  );
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`
      SELECT indrelid::regclass::text AS "table", indexrelid::regclass::text AS name,
        pg_get_indexdef(indexrelid) AS definition
      FROM pg_index
      WHERE indrelid IN (${list})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = pg_index.indexrelid)
      ORDER BY indexrelid::regclass::text
    `),
  );
  return {
    keys: constraints.filter((row) => row.kind !== 'f'),
    foreignKeys: constraints.filter((row) => row.kind === 'f'),
    indexes,
  };
}

const fingerprint = (definitions: Awaited<ReturnType<typeof definitionsOf>>): string =>
  JSON.stringify(definitions);

/**
 * Runs `load` with the tables' indexes, primary and unique keys and the foreign keys that touch
 * them dropped, inside the caller's transaction, then makes them again (keys, indexes, then
 * foreign keys, which are checked against every row as they are added).
 * @returns how long making them again took, in ms
 */
export async function withIndexesDeferred(
  tx: Executor,
  tables: readonly string[],
  load: () => Promise<void>,
): Promise<number> {
  const before = await definitionsOf(tx, tables);
  const statement = (text: string) => tx.execute(sql.raw(text));
  for (const key of before.foreignKeys) {
    await statement(`ALTER TABLE "${key.table}" DROP CONSTRAINT "${key.name}"`);
  }
  for (const key of before.keys) {
    await statement(`ALTER TABLE "${key.table}" DROP CONSTRAINT "${key.name}"`);
  }
  for (const index of before.indexes) await statement(`DROP INDEX "${index.name}"`);

  await load();

  const start = performance.now();
  for (const key of before.keys) {
    await statement(`ALTER TABLE "${key.table}" ADD CONSTRAINT "${key.name}" ${key.definition}`);
  }
  for (const index of before.indexes) await statement(index.definition);
  for (const key of before.foreignKeys) {
    await statement(`ALTER TABLE "${key.table}" ADD CONSTRAINT "${key.name}" ${key.definition}`);
  }
  const after = await definitionsOf(tx, tables);
  if (fingerprint(after) !== fingerprint(before)) {
    throw new Error('The indexes and keys made again differ from the migrated ones');
  }
  return performance.now() - start;
}

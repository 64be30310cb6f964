import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { executeNamed } from './named-statement';
import { isUniqueViolation } from './unique-violation';

const t = useTestApp();

/** Inserts a probe row through the named statement `probe_insert`, returning it as stored. */
function insertProbe(label: string, day: string | null, flag: boolean, count: number) {
  return executeNamed(
    t.database.db,
    'probe_insert',
    sql`INSERT INTO named_probe (label, day, at, flag, count)
      VALUES (${label}::text, ${day}::date, ${'2026-11-25T20:00:00.000Z'}::timestamptz,
        ${flag}::boolean, ${count}::int)
      RETURNING id, label, day, at, flag, count`,
  );
}

/** Rows of a plain query, as both drivers give them. */
async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await t.database.db.execute(query)) as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function labels(): Promise<unknown[]> {
  return (await rowsOf(sql`SELECT label FROM named_probe ORDER BY label`)).map((row) => row.label);
}

describe('executeNamed', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      CREATE TABLE named_probe (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        label text UNIQUE NOT NULL, day date, at timestamptz, flag boolean, count int)`);
  });

  it('runs a statement under its name with each call’s parameters, rows as db.execute gives them', async () => {
    const first = await insertProbe('first', '2024-02-29', true, 7);
    const second = await insertProbe('second', null, false, -1);
    expect(first.rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        label: 'first',
        day: '2024-02-29',
        at: expect.stringMatching(/^2026-11-25 20:00:00\+00/),
        flag: true,
        count: 7,
      },
    ]);
    expect(second.rows).toEqual([
      expect.objectContaining({ label: 'second', day: null, flag: false, count: -1 }),
    ]);
    // One after the other, these calls take the same idle connection from the pool (it hands out
    // the one released last): the statement was prepared there under its name. PGlite's public
    // API prepares nothing: there it runs as a plain query.
    const prepared = await rowsOf(
      sql`SELECT name FROM pg_prepared_statements WHERE name = 'probe_insert'`,
    );
    expect(prepared).toEqual(t.database.kind === 'postgres' ? [{ name: 'probe_insert' }] : []);
  });

  it('reports a failing call as the database’s error and leaves the connection clean', async () => {
    await insertProbe('taken', null, true, 1);
    let failure: unknown = null;
    await insertProbe('taken', null, true, 2).catch((error: unknown) => {
      failure = error;
    });
    expect(isUniqueViolation(failure)).toBe(true);
    // Not left in an aborted transaction: the next statements run and commit.
    await insertProbe('after-failure', null, true, 3);
    expect(await labels()).toContain('after-failure');
  });

  it('never runs inside another caller’s open transaction', async () => {
    const rolledBack = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO named_probe (label) VALUES ('in-transaction')`);
        // The named insert is sent while this transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await insertProbe('beside-transaction', null, true, 4);
    expect(await rolledBack).toEqual(new Error('roll back'));
    const stored = await labels();
    expect(stored).toContain('beside-transaction');
    expect(stored).not.toContain('in-transaction');
  });

  it('refuses another text under a name already prepared', async () => {
    await insertProbe('named', null, true, 5);
    await expect(executeNamed(t.database.db, 'probe_insert', sql`SELECT 1 AS one`)).rejects.toThrow(
      /probe_insert/,
    );
  });

  it('runs after the embedded database dropped its prepared statements', async () => {
    if (t.database.kind !== 'pglite') return; // node-postgres keeps its own cache per connection
    await t.database.db.execute(sql`DEALLOCATE ALL`);
    const again = await insertProbe('after-deallocate', null, true, 6);
    expect(again.rows).toEqual([expect.objectContaining({ label: 'after-deallocate' })]);
  });
});

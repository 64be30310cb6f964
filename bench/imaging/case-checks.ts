/**
 * What the cases bench reads in SQL besides the load: the plan of the take statement on a full
 * queue, and, after the run, whether any case was given twice or any technician held two.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/platform/db/database';
import type { SentQuery } from './explain';

const rowsOf = <T>(result: unknown): T[] =>
  // node-postgres and PGlite both answer `{ rows }` to `execute`.
  (result as { rows: T[] }).rows;

/** Thrown to roll a transaction back once it has shown what it would do. */
class RolledBack extends Error {}

/** A statement as the driver got it (`$1`, `$2`…), as SQL again, its values bound as parameters. */
function bound(text: string, params: readonly unknown[]): SQL {
  return sql.join(
    text
      .split(/\$(\d+)/)
      .map((chunk, index) =>
        index % 2 === 0 ? sql.raw(chunk) : sql`${params[Number(chunk) - 1]}`,
      ),
  );
}

/** The take statement among the queries a `POST /api/v1/cases/next` sent: its one update of cases. */
export function takeStatementOf(queries: readonly SentQuery[]): SentQuery {
  const take = queries.find((query) => /^\s*update\s+"cases"/i.test(query.text));
  if (take === undefined) throw new Error('the take sent no update of cases');
  return take;
}

/**
 * EXPLAIN ANALYZE of the take statement, in a transaction rolled back: the case it picks stays in
 * the queue. The statement's text first, as comments.
 */
export async function explainTake(handle: DatabaseHandle, take: SentQuery): Promise<string[]> {
  let plan: string[] = [];
  try {
    await handle.db.transaction(async (tx) => {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(bound(`EXPLAIN (ANALYZE, BUFFERS) ${take.text}`, take.params)),
      );
      plan = rows.map((row) => String(row['QUERY PLAN']));
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return [`-- ${take.text}`, ...plan];
}

export interface AssignmentCheck {
  cases: number;
  stillOpen: number;
  neverTaken: number;
  takenTwice: number;
  closedTwice: number;
  /** The most open cases one technician held at once, replaying their Taken and Reject events. */
  mostHeldAtOnce: number;
}

/** The run's history read back: each case taken once and closed once, one case a technician. */
export async function checkAssignments(handle: DatabaseHandle): Promise<AssignmentCheck> {
  const [check] = rowsOf<AssignmentCheck>(
    await handle.db.execute(sql`
    SELECT
      (SELECT count(*)::int FROM cases) AS cases,
      (SELECT count(*)::int FROM cases WHERE closed_at IS NULL) AS "stillOpen",
      (SELECT count(*)::int FROM cases c WHERE NOT EXISTS (
        SELECT 1 FROM case_events e WHERE e.case_id = c.id AND e.event = 'Taken')) AS "neverTaken",
      (SELECT count(*)::int FROM (SELECT case_id FROM case_events WHERE event = 'Taken'
        GROUP BY case_id HAVING count(*) > 1) twice) AS "takenTwice",
      (SELECT count(*)::int FROM (SELECT case_id FROM case_events WHERE event = 'Reject'
        GROUP BY case_id HAVING count(*) > 1) twice) AS "closedTwice",
      (SELECT coalesce(max(held), 0)::int FROM (
        SELECT sum(CASE event WHEN 'Taken' THEN 1 ELSE -1 END)
          OVER (PARTITION BY actor_id ORDER BY seq) AS held
        FROM case_events WHERE event IN ('Taken', 'Reject')) replay) AS "mostHeldAtOnce"
  `),
  );
  if (check === undefined) throw new Error('the check returned no row');
  return check;
}

export const assignmentsSound = (check: AssignmentCheck): boolean =>
  check.stillOpen === 0 &&
  check.neverTaken === 0 &&
  check.takenTwice === 0 &&
  check.closedTwice === 0 &&
  check.mostHeldAtOnce <= 1;

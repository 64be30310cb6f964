import { and, desc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents } from '../src/db/schema';
import type { Executor } from '../src/platform/db/database';

export type AuditRow = typeof auditEvents.$inferSelect;

/** The id of the newest audit row: rows written after it are a request's own. */
export async function lastAuditId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** The rows of this action written after `since`, oldest first. */
export function auditRowsSince(db: Executor, since: number, action: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.id, since), eq(auditEvents.action, action)))
    .orderBy(auditEvents.id);
}

/**
 * The audit trail writes its rows once the answer has gone out: waits until `count` rows of
 * this action were written after `since`, then a little more, to see that no other comes.
 */
export async function awaitAuditRows(
  db: Executor,
  since: number,
  action: string,
  count = 1,
): Promise<AuditRow[]> {
  await expect
    .poll(async () => (await auditRowsSince(db, since, action)).length, { timeout: 2_000 })
    .toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return auditRowsSince(db, since, action);
}

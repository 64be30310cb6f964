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

/** Which rows a test waits for when an earlier test's request may still be writing its own. */
export interface AuditTarget {
  targetType?: string;
  targetId?: string;
}

/** The rows of this action (and target, when given) written after `since`, oldest first. */
export function auditRowsSince(
  db: Executor,
  since: number,
  action: string,
  target: AuditTarget = {},
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        gt(auditEvents.id, since),
        eq(auditEvents.action, action),
        target.targetType === undefined ? undefined : eq(auditEvents.targetType, target.targetType),
        target.targetId === undefined ? undefined : eq(auditEvents.targetId, target.targetId),
      ),
    )
    .orderBy(auditEvents.id);
}

/**
 * The audit trail writes its rows once the answer has gone out: waits until `count` rows of
 * this action were written after `since`, then a little more, to see that no other comes.
 * The previous test's last request may still be writing its row after `since` was read: a test
 * whose earlier test made the same kind of request names the target it waits for.
 */
export async function awaitAuditRows(
  db: Executor,
  since: number,
  action: string,
  count = 1,
  target: AuditTarget = {},
): Promise<AuditRow[]> {
  await expect
    .poll(async () => (await auditRowsSince(db, since, action, target)).length, {
      timeout: 2_000,
    })
    .toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return auditRowsSince(db, since, action, target);
}

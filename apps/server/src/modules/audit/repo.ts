import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** What the audit trail is searched by; every filter optional, `to` exclusive. */
export interface AuditEventFilter {
  actorUserId?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  action?: string | undefined;
  outcome?: AuditEventRow['outcome'] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function conditions(filter: AuditEventFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    filter.actorUserId === undefined ? undefined : eq(auditEvents.actorUserId, filter.actorUserId),
    filter.targetType === undefined ? undefined : eq(auditEvents.targetType, filter.targetType),
    filter.targetId === undefined ? undefined : eq(auditEvents.targetId, filter.targetId),
    filter.action === undefined ? undefined : eq(auditEvents.action, filter.action),
    filter.outcome === undefined ? undefined : eq(auditEvents.outcome, filter.outcome),
    filter.from === undefined ? undefined : gte(auditEvents.occurredAt, filter.from),
    filter.to === undefined ? undefined : lt(auditEvents.occurredAt, filter.to),
  ];
  return and(...parts);
}

/**
 * One page of audit events, newest first (the insertion order breaks ties of one instant), and
 * how many match in all.
 */
export async function listAuditEvents(
  executor: Executor,
  filter: AuditEventFilter,
  page: { offset: number; limit: number },
): Promise<{ totalCount: number; rows: AuditEventRow[] }> {
  const where = conditions(filter);
  const [total] = await executor.select({ n: count() }).from(auditEvents).where(where);
  const rows = await executor
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return { totalCount: total?.n ?? 0, rows };
}

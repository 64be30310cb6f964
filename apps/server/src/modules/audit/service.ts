import type { z } from 'zod';
import type { AuditEvent, AuditEventsPage, auditEventsQuery } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { listAuditEvents, type AuditEventRow } from './repo';

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorUserId: row.actorUserId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    outcome: row.outcome,
    clientIp: row.clientIp,
    details: row.details,
  };
}

/** `GET /api/v1/audit-events` (issue 14): the audit trail, filtered, newest first. */
export async function readAuditEvents(
  db: Executor,
  query: z.output<typeof auditEventsQuery>,
): Promise<AuditEventsPage> {
  const { page, limit, from, to, ...filters } = query;
  const { totalCount, rows } = await listAuditEvents(
    db,
    {
      ...filters,
      from: from === undefined ? undefined : new Date(from),
      to: to === undefined ? undefined : new Date(to),
    },
    { offset: (page - 1) * limit, limit },
  );
  return { totalCount, items: rows.map(toAuditEvent) };
}

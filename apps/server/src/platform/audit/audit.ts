import { PgTransaction } from 'drizzle-orm/pg-core';
import { auditEvents } from '../../db/schema';
import type { Executor } from '../db/database';
import { auditRowOf, type AuditEntry } from './audit-row';
import {
  isUuid,
  plainOrPlaceholder,
  storableJson,
  storableText,
  UNSTORABLE_PLACEHOLDER,
} from './storable';
import { countAuditWriteFailure } from './write-failures';

export type { AuditEntry } from './audit-row';

type AuditRow = typeof auditEvents.$inferInsert;

const optionalText = (text: string | null | undefined) =>
  text === undefined || text === null ? null : storableText(text);

/** The row of an entry, with whatever PostgreSQL cannot store escaped (see `storable.ts`). */
function storableRow(at: Date, entry: AuditEntry): AuditRow {
  const actorValid = entry.actorUserId === null || isUuid(entry.actorUserId);
  const details = storableJson({
    ...entry.details,
    // Never a uuid in practice; kept where it can be read if it ever is not.
    ...(actorValid ? {} : { unstorableActor: entry.actorUserId }),
  }) as AuditEntry['details'];
  return auditRowOf(Number.isNaN(at.getTime()) ? new Date() : at, {
    actorUserId: actorValid ? entry.actorUserId : null,
    // Role names are the product's codes (`roles.name`), never free text.
    ...(entry.actorRoles === undefined ? {} : { actorRoles: entry.actorRoles }),
    action: storableText(entry.action),
    targetType: optionalText(entry.targetType) ?? undefined,
    targetId: optionalText(entry.targetId) ?? undefined,
    outcome: entry.outcome,
    clientIp: optionalText(entry.clientIp),
    details: entry.details === undefined && actorValid ? undefined : details,
  });
}

/** A row whose free fields are kept only when plainly codes, ids or routes. */
function fallbackRow(row: AuditRow): AuditRow {
  const plain = (text: string | null | undefined) =>
    text === undefined || text === null ? null : plainOrPlaceholder(text);
  const details: Record<string, unknown> = { auditFallback: true };
  for (const [key, value] of Object.entries(row.details ?? {})) {
    const storedKey = plainOrPlaceholder(key);
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      details[storedKey] = value;
    } else {
      details[storedKey] =
        typeof value === 'string' ? plainOrPlaceholder(value) : UNSTORABLE_PLACEHOLDER;
    }
  }
  return {
    ...row,
    action: plainOrPlaceholder(row.action),
    targetType: plain(row.targetType),
    targetId: plain(row.targetId),
    clientIp: plain(row.clientIp),
    details: details as AuditRow['details'],
  };
}

/**
 * Appends one audit event. Pass the service's transaction so that the event commits or rolls
 * back with the change it describes.
 *
 * The audit trail never loses a row: what PostgreSQL cannot store (NUL, unpaired surrogates) is
 * escaped first; should the insert still fail outside a transaction, the row is stored again
 * with every field that is not plainly a code, an id or a route replaced by `[unstorable]` and
 * `details.auditFallback`. Inside a transaction a failed insert has aborted it: the error goes
 * up, the change rolls back with its row, and the audit trail records the failed request. Every
 * failed insert is counted (`auditWriteFailures`, reported by `GET /api/health`), and a row
 * stored in its fallback form says so (`details.auditFallback`).
 */
export async function recordAudit(executor: Executor, at: Date, entry: AuditEntry): Promise<void> {
  const row = storableRow(at, entry);
  try {
    await executor.insert(auditEvents).values(row);
  } catch (error) {
    countAuditWriteFailure();
    if (executor instanceof PgTransaction) throw error;
    try {
      await executor.insert(auditEvents).values(fallbackRow(row));
    } catch (fallbackError) {
      countAuditWriteFailure();
      throw fallbackError;
    }
  }
}

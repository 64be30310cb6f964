import type { SQL } from 'drizzle-orm';
import { auditEvents, type AuditOutcome } from '../../db/schema';
import { insertSelect, type SqlRow, type ValuesOrSql } from '../db/insert-select';

export interface AuditEntry {
  actorUserId: string | null;
  /** The roles the actor held then; left out for the system (see `audit_events.actor_roles`). */
  actorRoles?: readonly string[];
  /** Dotted verb in the product's language: `auth.login`, `user.password.change`. */
  action: string;
  targetType?: string;
  targetId?: string;
  outcome: AuditOutcome;
  clientIp: string | null;
  /** Codes and ids only: never passwords, tokens, note texts or other free text. */
  details?: Record<string, string | number | boolean | null | string[]>;
}

/** An entry with each field a SQL expression, for a statement that writes its own audit row. */
export type AuditEntrySql = { [K in keyof Omit<AuditEntry, 'actorRoles'>]-?: SQL } & {
  actorRoles?: SQL;
};

type AuditRow = typeof auditEvents.$inferInsert;

/**
 * The row of an audit entry that happened at `at`. The one definition of an audit row, for
 * `recordAudit` (values) and for a statement that records its change's audit event itself (SQL
 * expressions, `insertAuditEvents`): a change to `audit_events` is made here, and type-checked
 * for both.
 */
export function auditRowOf(at: Date, entry: AuditEntry): AuditRow;
export function auditRowOf(at: SQL, entry: AuditEntrySql): SqlRow<typeof auditEvents>;
export function auditRowOf(at: Date | SQL, entry: ValuesOrSql<AuditEntry>): ValuesOrSql<AuditRow> {
  return {
    occurredAt: at,
    actorUserId: entry.actorUserId,
    ...(entry.actorRoles === undefined ? {} : { actorRoles: entry.actorRoles as string[] | SQL }),
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    outcome: entry.outcome,
    clientIp: entry.clientIp,
    details: entry.details ?? null,
  };
}

/**
 * Records one audit event per row of `from` (a FROM … WHERE … clause) inside a larger statement,
 * as `recordAudit` would: it commits with the change it describes, or not at all. The values are
 * the caller's to make storable (codes and ids; see `storable.ts`).
 */
export function insertAuditEvents(at: SQL, entry: AuditEntrySql, from: SQL): SQL {
  return insertSelect(auditEvents, auditRowOf(at, entry), from);
}

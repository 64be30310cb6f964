import { auditEvents, type AuditOutcome } from '../../db/schema';
import type { Executor } from '../db/database';

export interface AuditEntry {
  actorUserId: string | null;
  /** Dotted verb in the product's language: `auth.login`, `user.password.change`. */
  action: string;
  targetType?: string;
  targetId?: string;
  outcome: AuditOutcome;
  clientIp: string | null;
  /** Codes and ids only: never passwords, tokens, note texts or other free text. */
  details?: Record<string, string | number | boolean | null | string[]>;
}

/**
 * Appends one audit event. Pass the service's transaction so that the event commits or rolls
 * back with the change it describes.
 */
export async function recordAudit(executor: Executor, at: Date, entry: AuditEntry): Promise<void> {
  await executor.insert(auditEvents).values({
    occurredAt: at,
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    outcome: entry.outcome,
    clientIp: entry.clientIp,
    details: entry.details ?? null,
  });
}

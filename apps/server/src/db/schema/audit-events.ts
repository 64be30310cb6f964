import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * Append-only record of who did what (a database trigger refuses UPDATE, DELETE and TRUNCATE).
 * No foreign keys: an audit row must outlive whatever it names. Never holds passwords, tokens or
 * note texts; `details` carries only codes and ids.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorUserId: uuid('actor_user_id'),
    /**
     * The roles the actor held when it happened (a patient's access history shows them); null
     * for the system, and for rows written before migration 0023.
     */
    actorRoles: text('actor_roles').array(),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    clientIp: text('client_ip'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null | string[]>>(),
  },
  (table) => [
    index('audit_events_actor_idx').on(table.actorUserId, table.occurredAt),
    index('audit_events_target_idx').on(table.targetType, table.targetId),
    // The audit API (issue 14) lists newest first, unfiltered or by action.
    index('audit_events_occurred_idx').on(table.occurredAt),
    index('audit_events_action_idx').on(table.action, table.occurredAt),
  ],
);

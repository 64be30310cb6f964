import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';

/** How an audited request ended: done, refused (403, a scope miss's 404), or failed. */
export const AUDIT_OUTCOMES = ['success', 'failure', 'denied'] as const;
export type AuditOutcomeName = (typeof AUDIT_OUTCOMES)[number];

/** The most audit events one page of `GET /api/v1/audit-events` holds. */
export const AUDIT_PAGE_MAX = 100;

/** A filter's text: what an audit row's action, target type or target id holds. */
const filterText = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\p{Cc}]*$/u, { error: 'A filter cannot contain control characters' })
  .optional();

/** An instant of an ISO 8601 date-time with its offset (`2026-11-26T10:00:00Z`). */
const instant = z.iso.datetime({ offset: true, error: 'A date must be an ISO 8601 date-time' });

/**
 * `GET /api/v1/audit-events` (issue 14): every filter optional, `from` inclusive and `to`
 * exclusive, newest first, pages of `limit` (default 20, at most 100).
 */
export const auditEventsQuery = z
  .object({
    actorUserId: z.uuid({ error: 'actorUserId must be a user id' }).optional(),
    targetType: filterText,
    targetId: filterText,
    action: filterText,
    outcome: z.enum(AUDIT_OUTCOMES).optional(),
    from: instant.optional(),
    to: instant.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(DEFAULT_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.from === undefined ||
      query.to === undefined ||
      Date.parse(query.from) < Date.parse(query.to),
    {
      error: '`from` must be before `to`',
      path: ['to'],
    },
  );
export type AuditEventsQuery = z.input<typeof auditEventsQuery>;

/** One audit event: who did what to what, when, from where, and how it ended. */
export const auditEvent = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime({ offset: true }),
  actorUserId: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  clientIp: z.string().nullable(),
  /** Codes and ids only (a page read lists the ids it returned under `ids`). */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const auditEventsPage = z.object({
  items: z.array(auditEvent),
  totalCount: z.number().int().min(0),
});
export type AuditEventsPage = z.infer<typeof auditEventsPage>;

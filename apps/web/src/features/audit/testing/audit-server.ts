import type { AuditEvent } from '@sagitta/domain';
import type { FetchAnswer } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';

export const AUDIT_PATH = '/api/v1/audit-events';

/** An audit event; the n-th is one minute older than the (n-1)-th. */
export function anAuditEvent(n: number, fields: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 1000 - n,
    occurredAt: new Date(Date.UTC(2026, 10, 26, 12, 0) - n * 60_000).toISOString(),
    actorUserId: '5d0c7d39-3a44-4c55-9d85-5d7a3b0d0c01',
    action: n % 2 === 0 ? 'exam.read' : 'auth.login',
    targetType: 'exam',
    targetId: `exam-${String(n)}`,
    outcome: 'success',
    clientIp: '10.0.0.7',
    details: { statusCode: 200 },
    ...fields,
  };
}

/**
 * The audit API over a list of events, as the server filters and pages them (exact matches,
 * `from` inclusive, `to` exclusive). `refuse` answers first when it returns a response.
 */
export function auditServer(
  events: AuditEvent[],
  refuse?: (query: URLSearchParams) => Response | undefined,
): FetchAnswer {
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    if (path !== AUDIT_PATH) return jsonResponse({ message: `No stub for ${call.url}` }, 404);
    const query = new URLSearchParams(search);
    const early = refuse?.(query);
    if (early !== undefined) return early;
    const matching = events.filter(
      (event) =>
        (['actorUserId', 'action', 'targetType', 'targetId', 'outcome'] as const).every(
          (field) => !query.has(field) || event[field] === query.get(field),
        ) &&
        (!query.has('from') || event.occurredAt >= (query.get('from') ?? '')) &&
        (!query.has('to') || event.occurredAt < (query.get('to') ?? '')),
    );
    const page = Number(query.get('page') ?? '1');
    const limit = Number(query.get('limit') ?? '20');
    return jsonResponse({
      items: matching.slice((page - 1) * limit, page * limit),
      totalCount: matching.length,
    });
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { ClientLog } from '@sagitta/domain';

/**
 * Writes an error the browser reported to the server log at ERROR level (seed §8's logging
 * service). Only the report's own fields and the reporter's user id are logged, never the body as
 * it came: the schema has already refused unknown keys and URLs, and bounded the message.
 * @param log - the request's logger, so that the line carries the request id
 * @param report - the validated report
 * @param userId - the signed-in reporter, or null
 */
export function logClientError(
  log: FastifyBaseLogger,
  report: ClientLog,
  userId: string | null,
): void {
  const { code, message, route, occurredAt } = report;
  log.error({ clientLog: { code, message, route, occurredAt, userId } }, 'client error');
}

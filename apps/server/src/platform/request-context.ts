import type { FastifyRequest } from 'fastify';
import type { RoleName } from '@sagitta/domain';
import { recordAudit, type AuditEntry } from './audit/audit';
import type { Executor } from './db/database';
import { Forbidden, Unauthorized } from './errors/errors';

/** What a service knows of the request it serves: who, from where, and when. */
export interface RequestContext {
  actorUserId: string;
  sessionId: string;
  roles: RoleName[];
  clientIp: string;
  now: Date;
  /** Writes this request's audit event inside the service's transaction. */
  audit(executor: Executor, entry: Omit<AuditEntry, 'actorUserId' | 'clientIp'>): Promise<void>;
}

/** Builds the service context of an authenticated request. */
export function contextOf(request: FastifyRequest): RequestContext {
  const auth = request.auth;
  if (auth === null) throw new Unauthorized();
  const now = request.server.services.clock.now();
  return {
    actorUserId: auth.userId,
    sessionId: auth.sessionId,
    roles: auth.roles,
    clientIp: request.ip,
    now,
    async audit(executor, entry) {
      await recordAudit(executor, now, {
        ...entry,
        actorUserId: auth.userId,
        clientIp: request.ip,
      });
      request.auditRecorded = true;
    },
  };
}

/** For what only the account holder may do to their own account (accept the EULA, …). */
export function requireAccountHolder(context: RequestContext, userId: string): void {
  if (userId !== context.actorUserId) throw new Forbidden('Only the account holder can do this');
}

import type { FastifyRequest } from 'fastify';
import { can, type Action, type RoleName } from '@sagitta/domain';
import { actingPhysicianOf } from './acting-physician';
import { patientScopeOf, type PatientScope } from './access/patient-scope';
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
  /**
   * The physician whose patients this request works on: the caller if a physician, else the
   * connected physician named by the acting-physician header (`platform/acting-physician.ts`).
   * Checked once per request; refuses with 400 or 403 (audited).
   */
  actingPhysicianId(): Promise<string>;
  /**
   * Which patients this request may see: the acting physician's, only the surgical candidates
   * among them when the caller is set to see only candidates (`platform/access/patient-scope.ts`).
   */
  patientScope(): Promise<PatientScope>;
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
        actorRoles: auth.roles,
        clientIp: request.ip,
      });
      request.auditRecorded = true;
    },
    actingPhysicianId: async () => (await actingPhysicianOf(request)).physicianId,
    patientScope: () => patientScopeOf(request),
  };
}

/** For what only the account holder may do to their own account (accept the EULA, …). */
export function requireAccountHolder(context: RequestContext, userId: string): void {
  if (userId !== context.actorUserId) throw new Forbidden('Only the account holder can do this');
}

/**
 * For what concerns one's own account, or anyone's for those allowed `action` (an administrator
 * reading any user): everyone else is refused with 403, as `users/{id}` is.
 */
export function requireSelfOr(context: RequestContext, userId: string, action: Action): void {
  if (userId !== context.actorUserId && !can(context.roles, action)) throw new Forbidden();
}

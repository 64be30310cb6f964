import type { Action, TechnicianSubRole } from '@sagitta/domain';
import type { AuditMiss, ReadAudit } from './audit/read-audit';
import type { AuthContext } from './auth/context';
import type { Services } from './services';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action a caller's roles must allow (see `packages/domain/src/permissions.ts`). */
    permission?: Action;
    /**
     * Beside the permission, the technician sub-role the caller must hold (a 3D manager's
     * tools, issue 18): the matrix is per role, the sub-role narrows it for these routes.
     */
    subRole?: TechnicianSubRole;
    /** The route needs no session. Exactly one of `permission` and `public` is declared. */
    public?: boolean;
    /** A public route that still wants the caller's session when there is one (logout). */
    usesSession?: boolean;
    /** Reachable while the caller still has to set a password (New or Reset accounts). */
    allowDuringPasswordChange?: boolean;
    /** Reachable before the caller has accepted the EULA (reading and accepting it, the user). */
    allowBeforeEula?: boolean;
    /** The audit action of a state-changing route, e.g. `user.password.change`. */
    audit?: string;
    /**
     * Once its handler runs, the service writes the audit row of every outcome itself, failures
     * included (sign-in); the trail adds rows only for refusals before the handler (rate limit).
     */
    auditedByService?: boolean;
    /**
     * A POST that changes no stored state (a client error report): the audit trail writes no row
     * for its successes, only for its refusals (bad body, rate limit).
     */
    changesNoState?: boolean;
    /**
     * A route that reads patient data (or account data held for them, the outbox): what the
     * audit trail records of each request, one row (see `platform/audit/read-audit.ts`).
     * Required of every route whose permission reads patient data.
     */
    auditRead?: ReadAudit;
    /** The request records activity even inside the write interval (refresh-session). */
    extendsSession?: boolean;
  }

  interface FastifyRequest {
    /** The caller's session; null on public routes called without one. */
    auth: AuthContext | null;
    /** Set once a service has written the audit event of this request. */
    auditRecorded: boolean;
    /** The ids of the page a `auditRead: { target: 'items' }` route answered. */
    auditListed: string[] | null;
    /** Set when a service refused an id out of the caller's scope (`ScopeMiss`). */
    auditMiss: AuditMiss | null;
  }

  interface FastifyInstance {
    services: Services;
  }
}

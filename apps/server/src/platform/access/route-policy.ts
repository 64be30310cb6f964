import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  AUDITED_READ_ACTIONS,
  isAction,
  type Action,
  type TechnicianSubRole,
} from '@sagitta/domain';

export interface RoutePolicy {
  method: string;
  url: string;
  permission: Action | null;
  isPublic: boolean;
  audit: string | null;
  /** What a read of patient data records: its audit action, `none`, or null (not declared). */
  auditRead: string | null;
  /** Served before the caller has accepted the EULA. */
  allowBeforeEula: boolean;
  /** The technician sub-role the caller must also hold, if any. */
  subRole: TechnicianSubRole | null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Whether a method changes state (and so is audited and CSRF-checked). */
export function isMutating(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

/**
 * Collects every route as it is registered and, once the app is assembled, refuses to start if
 * any route declares neither a permission nor `public: true` (or declares both), changes state
 * without naming its audit action, or reads patient data without declaring its read audit. Returns the live list, which the permission test reads.
 */
export function enforceRoutePolicies(app: FastifyInstance): RoutePolicy[] {
  const routes: RouteOptions[] = [];
  const policies: RoutePolicy[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const config = route.config ?? {};
      const isPublic = config.public === true;
      const permission = isAction(config.permission) ? config.permission : null;
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        if (config.permission !== undefined && permission === null) {
          problems.push(`${name}: unknown permission ${config.permission}`);
        }
        if (isPublic === (permission !== null)) {
          problems.push(`${name}: declare exactly one of config.permission and config.public`);
        }
        if (!isPublic && isMutating(method) && config.audit === undefined) {
          problems.push(`${name}: a state-changing route must declare config.audit`);
        }
        if (
          !isMutating(method) &&
          permission !== null &&
          AUDITED_READ_ACTIONS.includes(permission) &&
          config.auditRead === undefined
        ) {
          problems.push(`${name}: a route that reads patient data must declare config.auditRead`);
        }
        policies.push({
          method,
          url: route.url,
          permission,
          isPublic,
          audit: config.audit ?? null,
          auditRead:
            config.auditRead === undefined
              ? null
              : config.auditRead === 'none'
                ? 'none'
                : config.auditRead.action,
          allowBeforeEula: config.allowBeforeEula === true,
          subRole: config.subRole ?? null,
        });
      }
    }
    if (problems.length > 0) {
      throw new Error(`Route access policy violated:\n  ${problems.join('\n  ')}`);
    }
  });
  return policies;
}

/**
 * Registers third-party plugins (static files, API docs) whose routes are public by nature:
 * marks each of their routes `public: true` explicitly, where it is registered.
 */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

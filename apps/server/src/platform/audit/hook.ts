import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMutating } from '../access/route-policy';
import { edgeRefusalOf } from '../payload-guard';
import { recordAudit } from './audit';

function idParam(params: unknown): string | undefined {
  if (params !== null && typeof params === 'object' && 'id' in params) {
    const id = params.id;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

function refusalDetails(request: FastifyRequest): { reason?: string } {
  const reason = edgeRefusalOf(request);
  return reason === undefined ? {} : { reason };
}

/**
 * The audit net under every state change: a request that tried to change something and was not
 * already audited by its service (failures roll back with the service's transaction) is written
 * here, with its outcome. Forbidden reads are audited too.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  // A plain (not async) hook: most responses need no audit row and return at once.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // A service's own audit row committed with its change, and on failure rolled back with it,
    // unless the route's service records failures too.
    const recorded =
      request.auditRecorded &&
      (status < 400 || request.routeOptions.config.auditedByService === true);
    // A route that changes no stored state (client error reports) is audited only when refused.
    const auditable =
      isMutating(request.method) &&
      (status >= 400 || request.routeOptions.config.changesNoState !== true);
    // The edge's refusals (control characters, nesting) are probes: recorded, reads included.
    const refused = status === 403 || edgeRefusalOf(request) !== undefined;
    const needsRow = !request.is404 && !recorded && (auditable || refused);
    if (!needsRow) {
      done();
      return;
    }
    void writeRow(request, status).finally(done);
  });

  async function writeRow(request: FastifyRequest, status: number): Promise<void> {
    const { database, clock } = app.services;
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const declared = request.routeOptions.config.audit;
    const id = idParam(request.params);
    // A declared action names what it acts on (`user.password.change` → user {id}); otherwise
    // the target is the route itself, and the id it was called with goes into the details.
    const target =
      declared === undefined
        ? {
            action: status === 403 ? 'access.denied' : 'api.request',
            targetType: 'route',
            targetId: route,
          }
        : { action: declared, targetType: declared.split('.')[0], targetId: id };
    try {
      await recordAudit(database.db, clock.now(), {
        ...target,
        actorUserId: request.auth?.userId ?? null,
        outcome: status < 400 ? 'success' : status === 401 || status === 403 ? 'denied' : 'failure',
        clientIp: request.ip,
        details: {
          statusCode: status,
          ...(declared === undefined && id !== undefined ? { id } : {}),
          ...refusalDetails(request),
        },
      });
    } catch (error) {
      // The response is already sent; losing an audit row must at least be loud.
      request.log.error({ err: error, route }, 'audit event could not be written');
    }
  }
}

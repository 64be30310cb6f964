import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMutating } from '../access/route-policy';
import { ScopeMiss } from '../errors/errors';
import { edgeRefusalOf } from '../payload-guard';
import { recordAudit, type AuditEntry } from './audit';
import { collectListedIds, stringParam, type ReadAudit } from './read-audit';

type DeclaredRead = Exclude<ReadAudit, 'none'>;

/** The route's declared read audit, when it reads patient data. */
function readAuditOf(request: FastifyRequest): DeclaredRead | undefined {
  const declared = request.routeOptions.config.auditRead;
  return declared === undefined || declared === 'none' ? undefined : declared;
}

/** How a request ended, as the trail records it: a scope miss is a refusal. */
function outcomeOf(request: FastifyRequest, status: number): AuditEntry['outcome'] {
  if (status < 400) return 'success';
  if (status === 401 || status === 403 || request.auditMiss !== null) return 'denied';
  return 'failure';
}

const edgeRefused = (request: FastifyRequest): boolean => edgeRefusalOf(request) !== undefined;

function refusalDetails(request: FastifyRequest): { reason?: string } {
  const reason = edgeRefusalOf(request);
  return reason === undefined ? {} : { reason };
}

/**
 * The audit net under every state change and every read of patient data, one row per request,
 * written once the answer has gone out (never in the request's critical path):
 * - a request that tried to change something and was not already audited by its service
 *   (failures roll back with the service's transaction), with its outcome;
 * - a read of a route that declares `config.auditRead`: the record it read (or the ids of the
 *   page it answered), whatever the outcome; a scope miss (another practice's id, answered
 *   404) is `denied` and names the id asked for;
 * - any forbidden request.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  app.decorateRequest('auditListed', null);
  app.decorateRequest('auditMiss', null);
  app.addHook('onRoute', collectListedIds);
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof ScopeMiss) request.auditMiss = { reason: error.reason };
    done();
  });

  // A plain (not async) hook: most responses need no audit row and return at once.
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (request.is404) {
      done();
      return;
    }
    const read = readAuditOf(request);
    if (read?.target === 'handler' && status < 400) {
      done(); // the handler wrote the row (`recordRead`)
      return;
    }
    // A refusal by permission is about the route, whatever it reads: `access.denied` below.
    // An edge refusal (control characters, nesting) read nothing: a probe, recorded below.
    if (read !== undefined && status !== 401 && status !== 403 && !edgeRefused(request)) {
      void writeRow(request, readEntry(request, read, status)).finally(done);
      return;
    }
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
    const refused = status === 403 || edgeRefused(request);
    const needsRow = !recorded && (auditable || refused);
    if (!needsRow) {
      done();
      return;
    }
    void writeRow(request, changeEntry(request, status)).finally(done);
  });

  /** The row of a read: what was read (or asked for), and how it ended. */
  function readEntry(request: FastifyRequest, read: DeclaredRead, status: number): AuditEntry {
    const details: NonNullable<AuditEntry['details']> = { statusCode: status };
    let targetId: string | undefined;
    const target = read.target;
    if (target === 'items') {
      if (request.auditListed !== null) details.ids = request.auditListed;
    } else if (target === 'handler') {
      targetId =
        read.missQuery === undefined ? undefined : stringParam(request.query, read.missQuery);
    } else if ('param' in target) {
      targetId = stringParam(request.params, target.param);
    } else {
      targetId = stringParam(request.query, target.query);
    }
    // The path's other parameters (the image of an exam, the application) say what exactly
    // was read; they are ids and names of the route, never free text.
    const params: object = request.params ?? {};
    for (const [name, value] of Object.entries(params)) {
      const isTarget = typeof target === 'object' && 'param' in target && target.param === name;
      if (!isTarget && typeof value === 'string') details[name] = value;
    }
    if (request.auditMiss !== null) details.reason = request.auditMiss.reason;
    return {
      action: read.action,
      targetType: read.targetType,
      ...(targetId === undefined ? {} : { targetId }),
      ...actorOf(request),
      outcome: outcomeOf(request, status),
      clientIp: request.ip,
      details,
    };
  }

  /** The row of a change, or of a refusal. */
  function changeEntry(request: FastifyRequest, status: number): AuditEntry {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const declared = request.routeOptions.config.audit;
    const id = stringParam(request.params, 'id');
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
    return {
      ...target,
      ...actorOf(request),
      outcome: outcomeOf(request, status),
      clientIp: request.ip,
      details: {
        statusCode: status,
        ...(declared === undefined && id !== undefined ? { id } : {}),
        ...refusalDetails(request),
      },
    };
  }

  async function writeRow(request: FastifyRequest, entry: AuditEntry): Promise<void> {
    const { database, clock } = app.services;
    try {
      await recordAudit(database.db, clock.now(), entry);
    } catch (error) {
      // The response is already sent; losing an audit row must at least be loud.
      const route = `${request.method} ${request.routeOptions.url ?? ''}`;
      request.log.error({ err: error, route }, 'audit event could not be written');
    }
  }
}

/** Who made the request and the roles they held then; nobody for an anonymous one. */
function actorOf(request: FastifyRequest): Pick<AuditEntry, 'actorUserId' | 'actorRoles'> {
  const { auth } = request;
  return auth === null
    ? { actorUserId: null }
    : { actorUserId: auth.userId, actorRoles: auth.roles };
}

/**
 * For a route whose read audit names `target: 'handler'`: writes its one row now, in the
 * background (a failure is logged, never thrown at the caller).
 * @param targetId - the record read (a live feed's physician)
 * @param details - codes and ids only
 * @param targetType - what `targetId` names, when not the route's declared `targetType`
 */
export function recordRead(
  request: FastifyRequest,
  targetId: string,
  details: NonNullable<AuditEntry['details']> = {},
  targetType?: string,
): void {
  const read = readAuditOf(request);
  if (read === undefined) throw new Error('recordRead: the route declares no config.auditRead');
  const { database, clock } = request.server.services;
  recordAudit(database.db, clock.now(), {
    action: read.action,
    targetType: targetType ?? read.targetType,
    targetId,
    ...actorOf(request),
    outcome: 'success',
    clientIp: request.ip,
    details,
  }).catch((error: unknown) => {
    request.log.error({ err: error }, 'audit event could not be written');
  });
}

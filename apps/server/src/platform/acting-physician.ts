import type { FastifyRequest } from 'fastify';
import { and, eq, exists, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  ACTING_PHYSICIAN_HEADER,
  ROLE_IDS,
  statusAllowsSignIn,
  USER_STATUSES,
  type RoleName,
} from '@sagitta/domain';
import { connections, institutions, userRoles, users } from '../db/schema';
import { recordAudit } from './audit/audit';
import type { Executor } from './db/database';
import { Forbidden, Invalid, Unauthorized } from './errors/errors';

export const ACTING_PHYSICIAN_MESSAGES = {
  required: `${ACTING_PHYSICIAN_HEADER} header is required`,
  notConnected: 'Not connected to this physician',
  notActing:
    'Only physicians, and the clinical staff and sales representatives they are connected to, can do this',
} as const;

/** The physician whose patients a request works on. */
export interface ActingPhysician {
  physicianId: string;
  /** True when a clinical staff member or sales representative acts for a connected physician. */
  onBehalf: boolean;
}

/** Statuses of a physician whose patients may still be worked on: an account in use. */
const LIVE_STATUSES = USER_STATUSES.filter(statusAllowsSignIn);
const uuid = z.uuid();
const isUuid = (value: string): boolean => uuid.safeParse(value).success;

type Decision =
  | { kind: 'self' }
  | { kind: 'check'; physicianId: string }
  | { kind: 'invalid' }
  | { kind: 'refuse'; physicianId: string | null; reason: 'not-connected' | 'not-acting-role' };

/**
 * Who the caller may act as, before any lookup. A physician acts as themself: the header may be
 * left out or name them (the web app sends it whenever a physician is selected). Clinical staff
 * and sales representatives must name the physician; a user holding both kinds of role may also
 * name a physician they are connected to. Nobody else works on patients.
 */
function decide(roles: readonly RoleName[], actorUserId: string, header: unknown): Decision {
  const named = typeof header === 'string' ? header.trim().toLowerCase() : undefined;
  const malformed = header !== undefined && (named === undefined || !isUuid(named));
  const isPhysician = roles.includes('PHYSICIAN');
  const mayActForOthers =
    roles.includes('CLINICAL_STAFF') || roles.includes('SALES_REPRESENTATIVE');
  if (malformed) return { kind: 'invalid' };
  if (isPhysician && (named === undefined || named === actorUserId)) return { kind: 'self' };
  if (mayActForOthers) {
    return named === undefined ? { kind: 'invalid' } : { kind: 'check', physicianId: named };
  }
  if (isPhysician) return { kind: 'refuse', physicianId: named ?? null, reason: 'not-connected' };
  return { kind: 'refuse', physicianId: named ?? null, reason: 'not-acting-role' };
}

/**
 * Whether `childUserId` is linked to `physicianId`, a physician whose account is in use and
 * whose institution (if any) is active. One query, through the unique (parent, child) index.
 */
export async function isConnectedToLivePhysician(
  executor: Executor,
  childUserId: string,
  physicianId: string,
): Promise<boolean> {
  const isPhysician = executor
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)));
  const [row] = await executor
    .select({ id: connections.id })
    .from(connections)
    .innerJoin(users, eq(users.id, connections.parentUserId))
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(
      and(
        eq(connections.parentUserId, physicianId),
        eq(connections.childUserId, childUserId),
        inArray(users.status, LIVE_STATUSES),
        // A disabled institution's users lose access to their data (seed §4), for those who
        // act for them too.
        or(
          isNull(users.institutionId),
          and(eq(institutions.active, true), isNull(institutions.deletedAt)),
        ),
        exists(isPhysician),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function resolve(request: FastifyRequest, named: unknown): Promise<ActingPhysician> {
  const auth = request.auth;
  if (auth === null) throw new Unauthorized();
  const { database, clock } = request.server.services;
  const decision = decide(auth.roles, auth.userId, named);
  switch (decision.kind) {
    case 'self':
      return { physicianId: auth.userId, onBehalf: false };
    case 'invalid':
      throw new Invalid(ACTING_PHYSICIAN_MESSAGES.required, [
        { field: `headers.${ACTING_PHYSICIAN_HEADER}`, message: 'must be a physician id' },
      ]);
    case 'check':
      if (await isConnectedToLivePhysician(database.db, auth.userId, decision.physicianId)) {
        return { physicianId: decision.physicianId, onBehalf: true };
      }
      break;
    case 'refuse':
      break;
  }
  const physicianId = decision.physicianId;
  const reason = decision.kind === 'refuse' ? decision.reason : 'not-connected';
  // The trail also writes the route's denial; this row says which physician was asked for.
  await recordAudit(database.db, clock.now(), {
    actorUserId: auth.userId,
    action: 'acting-physician.check',
    targetType: 'user',
    ...(physicianId === null ? {} : { targetId: physicianId }),
    outcome: 'denied',
    clientIp: request.ip,
    details: { reason, route: `${request.method} ${request.routeOptions.url ?? ''}` },
  });
  throw new Forbidden(
    reason === 'not-acting-role'
      ? ACTING_PHYSICIAN_MESSAGES.notActing
      : ACTING_PHYSICIAN_MESSAGES.notConnected,
  );
}

const resolved = new WeakMap<FastifyRequest, Promise<ActingPhysician>>();

/**
 * The physician a request acts for (ARCHITECTURE: the header is checked against the caller's
 * connections, never trusted). Checked once per request, on every request: a link removed or a
 * physician disabled takes effect on the next call.
 * @throws Invalid when clinical staff or a sales representative names no physician, or the header is not an id
 * @throws Forbidden when the caller is not connected to a live physician by that id, or works on no patients; audited
 */
export function actingPhysicianOf(request: FastifyRequest): Promise<ActingPhysician> {
  let pending = resolved.get(request);
  if (pending === undefined) {
    pending = resolve(request, request.headers[ACTING_PHYSICIAN_HEADER.toLowerCase()]);
    resolved.set(request, pending);
  }
  return pending;
}

/**
 * The same check with the physician named elsewhere than the header: browsers cannot set
 * headers on a websocket, so the live feed names the physician in its query string.
 * @param named - the physician id as the caller sent it, or undefined
 */
export function actingPhysicianNamed(
  request: FastifyRequest,
  named: string | undefined,
): Promise<ActingPhysician> {
  return resolve(request, named);
}

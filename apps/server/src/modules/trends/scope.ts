import type { FastifyRequest } from 'fastify';
import { ACTING_PHYSICIAN_HEADER, TREND_MESSAGES } from '@sagitta/domain';
import {
  patientScopeOf,
  seesOnlyCandidates,
  type PatientScope,
  scopeOwnerId,
} from '../../platform/access/patient-scope';
import { actingPhysicianNamed } from '../../platform/acting-physician';
import { Invalid, Unauthorized } from '../../platform/errors/errors';

/**
 * The scope of a trends call. The seed's call names the physician in `?physicianId=`; the web
 * app names them in the acting-physician header, as on every call. Either is checked the same
 * way (`platform/acting-physician.ts`: connected, live): the header when sent, else the query.
 * When both are sent they must agree (400), so a query never widens what the header allows.
 */
export async function trendsScopeOf(
  request: FastifyRequest,
  physicianId: string | undefined,
): Promise<PatientScope> {
  const auth = request.auth;
  if (auth === null) throw new Unauthorized();
  const header = request.headers[ACTING_PHYSICIAN_HEADER.toLowerCase()];
  if (physicianId === undefined || header !== undefined) {
    const scope = await patientScopeOf(request);
    if (physicianId !== undefined && physicianId !== scopeOwnerId(scope)) {
      throw new Invalid(TREND_MESSAGES.physicianMismatch, [
        { field: 'querystring.physicianId', message: TREND_MESSAGES.physicianMismatch },
      ]);
    }
    return scope;
  }
  const [acting, candidatesOnly] = await Promise.all([
    actingPhysicianNamed(request, physicianId),
    seesOnlyCandidates(request.server.services.database.db, auth.userId),
  ]);
  return { physicianId: acting.physicianId, candidatesOnly };
}

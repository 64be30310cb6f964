import type { FastifyRequest } from 'fastify';
import { can } from '@sagitta/domain';
import { passesCsrfCheck, requireAccountSteps } from '../../../platform/access/authenticate';
import { bearerTokenOf } from '../../../platform/auth/bearer';
import { resolveDeviceToken } from '../../../platform/auth/device-tokens';
import { Forbidden, Unauthorized } from '../../../platform/errors/errors';
import type { Uploader } from './service';

/**
 * Who is uploading: a signed-in user allowed `exams:import` (the import panel), or an on-site
 * device (AIE) with a bearer device token from its client access key. The store route is public
 * so that devices, which have no session, reach it; this is its whole access check, run before
 * any byte of the body is read.
 */
export async function uploaderOf(request: FastifyRequest): Promise<Uploader> {
  const auth = request.auth;
  if (auth !== null) {
    requireAccountSteps(auth, {});
    if (!can(auth.roles, 'exams:import')) throw new Forbidden();
    if (auth.via === 'cookie' && !passesCsrfCheck(request)) {
      throw new Forbidden('Cross-site request refused');
    }
    return { userId: auth.userId, roles: auth.roles };
  }
  const bearer = bearerTokenOf(request);
  if (bearer !== undefined) {
    const { database, clock } = request.server.services;
    const device = await resolveDeviceToken(database.db, clock.now(), bearer);
    if (device !== null) return { deviceInstitutionId: device.institutionId };
  }
  throw new Unauthorized();
}

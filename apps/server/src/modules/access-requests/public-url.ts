import type { FastifyRequest } from 'fastify';

/**
 * Where the portal is reached, for links in emails: `PUBLIC_URL` when configured, else the
 * origin the administrator's browser used (only signed-in administrators' requests send links,
 * so the Host header is theirs; set `PUBLIC_URL` in production all the same).
 */
export function publicUrlOf(request: FastifyRequest): string {
  return request.server.services.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

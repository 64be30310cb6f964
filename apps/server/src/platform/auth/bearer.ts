import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer <token>` header: the scheme in any case, one token and
 * nothing else. Anything else (no header, another scheme, no token, two words) gives `undefined`,
 * so that a malformed header never passes for a token.
 */
export function bearerTokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

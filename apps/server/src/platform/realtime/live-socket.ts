import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../errors/errors';

/** How often an open live socket checks that its session and acting link still hold. */
export const LIVE_RECHECK_MS = 60_000;
/** Close codes of the application range (4000–4999): after these the web app does not retry. */
export const LIVE_CLOSE = { sessionEnded: 4401, accessEnded: 4403 } as const;

/**
 * Before a live socket's upgrade: a page of another site must not open one with the user's
 * cookie (cross-site websocket hijacking). Browsers always send Origin on a websocket handshake,
 * so a cookie-borne socket must come from a page of our own host.
 */
export async function checkSocketOrigin(request: FastifyRequest): Promise<void> {
  if (request.auth?.via !== 'cookie') return;
  let originHost: string | undefined;
  try {
    originHost = new URL(request.headers.origin ?? '').host;
  } catch {
    originHost = undefined;
  }
  if (originHost === undefined || originHost !== request.host) {
    throw new Forbidden('Cross-site request refused');
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { actingPhysicianNamed, isConnectedToLivePhysician } from '../acting-physician';
import { bearerTokenOf } from '../auth/bearer';
import { resolveSession } from '../auth/sessions';
import { SESSION_COOKIE } from '../auth/tokens';
import { LIVE_CLOSE, LIVE_RECHECK_MS } from './live-socket';

/** Who a live socket serves that follows no physician (the case lists'): the user, their session. */
export interface SessionAccess {
  userId: string;
  token: string;
}

/** Who a live socket serves: the signed-in user, the physician they follow, and their session. */
export interface LiveAccess extends SessionAccess {
  physicianId: string;
  /** Staff or a representative acting for the physician: the link is checked again while open. */
  onBehalf: boolean;
}

/**
 * Opens a live socket's access for the signed-in user alone (no physician followed). Without a
 * session the socket is closed with the application's code, and null returned.
 */
export function openSessionAccess(
  request: FastifyRequest,
  socket: WebSocket,
): SessionAccess | null {
  const token = bearerTokenOf(request) ?? request.cookies[SESSION_COOKIE];
  if (request.auth === null || token === undefined) {
    socket.close(LIVE_CLOSE.sessionEnded, 'Session ended');
    return null;
  }
  return { userId: request.auth.userId, token };
}

/**
 * Opens a live socket's access: the physician named in the query (checked as the header would
 * be; `actingPhysicianNamed` audits its own refusal) and the session. On a refusal the socket is
 * closed with the application's code, and null returned.
 */
export async function openLiveAccess(
  request: FastifyRequest,
  socket: WebSocket,
  named: string | undefined,
): Promise<LiveAccess | null> {
  let acting;
  try {
    acting = await actingPhysicianNamed(request, named);
  } catch {
    socket.close(LIVE_CLOSE.accessEnded, 'Not allowed to follow this physician');
    return null;
  }
  const session = openSessionAccess(request, socket);
  if (session === null) return null;
  return { ...session, physicianId: acting.physicianId, onBehalf: acting.onBehalf };
}

/**
 * Keeps a live socket's access checked: at once when the user's or the physician's account
 * changes (sign-out, password, status, institution, connection) on any instance, and every minute
 * (expiry, idleness). A socket outlives neither its session nor a removed connection; while both
 * hold, `stillAllowed` checks what the socket itself needs (its scope). Stops when the socket
 * closes, and then calls `onClose`.
 */
export function watchLiveAccess(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
  access: SessionAccess | LiveAccess,
  hooks: { stillAllowed: () => Promise<void>; onClose: () => void; name: string },
): void {
  const { database, clock, accounts } = app.services;
  const check = () => {
    void (async () => {
      const session = await resolveSession(
        database.db,
        clock.now(),
        access.token,
        { countsAsActivity: false },
        accounts,
      );
      if (session === null) {
        socket.close(LIVE_CLOSE.sessionEnded, 'Session ended');
        return;
      }
      if (
        'onBehalf' in access &&
        access.onBehalf &&
        !(await isConnectedToLivePhysician(database.db, access.userId, access.physicianId))
      ) {
        socket.close(LIVE_CLOSE.accessEnded, 'No longer connected to this physician');
        return;
      }
      await hooks.stillAllowed();
    })().catch((error: unknown) => {
      request.log.warn({ err: error }, `${hooks.name} check failed`);
    });
  };
  const stopWatching = accounts.onChange((userId) => {
    if (userId === access.userId || ('physicianId' in access && userId === access.physicianId)) {
      check();
    }
  });
  const recheck = setInterval(check, LIVE_RECHECK_MS);
  recheck.unref();
  socket.on('close', () => {
    stopWatching();
    clearInterval(recheck);
    hooks.onClose();
  });
  // Clients may ping with any text; nothing they send changes what they receive.
  socket.on('message', () => undefined);
}

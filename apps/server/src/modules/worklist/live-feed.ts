import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { WorklistFeedMessage } from '@sagitta/domain';
import { actingPhysicianNamed, isConnectedToLivePhysician } from '../../platform/acting-physician';
import { recordRead } from '../../platform/audit/hook';
import { bearerTokenOf } from '../../platform/auth/bearer';
import { resolveSession } from '../../platform/auth/sessions';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { Forbidden } from '../../platform/errors/errors';

/** How often an open feed checks that its session and acting link still hold. */
export const FEED_RECHECK_MS = 60_000;
/** Close codes of the application range (4000–4999): after these the web app does not retry. */
export const FEED_CLOSE = { sessionEnded: 4401, accessEnded: 4403 } as const;

export const liveFeedQuery = z.object({ physicianId: z.string().max(64).optional() });
export type LiveFeedQuery = z.infer<typeof liveFeedQuery>;

function tokenOf(request: FastifyRequest): string | undefined {
  return bearerTokenOf(request) ?? request.cookies[SESSION_COOKIE];
}

/**
 * Before the upgrade: a page of another site must not open a feed with the user's cookie
 * (cross-site websocket hijacking). Browsers always send Origin on a websocket handshake, so a
 * cookie-borne feed must come from a page of our own host.
 */
export async function checkFeedOrigin(request: FastifyRequest): Promise<void> {
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

/**
 * The worklist's live feed (seed §7 patient-list channel): sends `{ status, acquisitionId }` for
 * every exam of the acting physician that is imported or changes state, and nothing about anyone
 * else's. The physician is checked when the feed opens (the query's `physicianId`, as the header
 * would be); the session and the link are checked again whenever either account changes, on
 * whichever instance, and every minute: a feed outlives neither a sign-out nor a removed
 * connection.
 */
export async function openLiveFeed(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest<{ Querystring: LiveFeedQuery }>,
): Promise<void> {
  const { acquisitionEvents, database, clock, accounts } = app.services;
  const auth = request.auth;
  const token = tokenOf(request);
  let acting;
  try {
    acting = await actingPhysicianNamed(request, request.query.physicianId);
  } catch {
    socket.close(FEED_CLOSE.accessEnded, 'Not allowed to follow this physician');
    return;
  }
  if (auth === null || token === undefined) {
    socket.close(FEED_CLOSE.sessionEnded, 'Session ended');
    return;
  }
  const { physicianId } = acting;
  // One row per feed opened, naming the physician followed: the feed then sends only exam ids
  // and states, never a patient's name.
  recordRead(request, physicianId, { onBehalf: acting.onBehalf });
  const unsubscribe = acquisitionEvents.subscribe((event) => {
    if (event.physicianId !== physicianId) return;
    const message: WorklistFeedMessage = {
      status: event.status,
      acquisitionId: event.acquisitionId,
    };
    socket.send(JSON.stringify(message));
  });
  const check = () => {
    void (async () => {
      const session = await resolveSession(
        database.db,
        clock.now(),
        token,
        { countsAsActivity: false },
        accounts,
      );
      if (session === null) {
        socket.close(FEED_CLOSE.sessionEnded, 'Session ended');
        return;
      }
      if (
        acting.onBehalf &&
        !(await isConnectedToLivePhysician(database.db, auth.userId, physicianId))
      ) {
        socket.close(FEED_CLOSE.accessEnded, 'No longer connected to this physician');
      }
    })().catch((error: unknown) => {
      request.log.warn({ err: error }, 'live feed check failed');
    });
  };
  // A change to the account or to the physician it acts for (sign-out, password, status,
  // institution, connection), on any instance, is checked at once; time (expiry, idleness) is
  // checked every minute.
  const stopWatching = accounts.onChange((userId) => {
    if (userId === auth.userId || userId === physicianId) check();
  });
  const recheck = setInterval(check, FEED_RECHECK_MS);
  recheck.unref();
  socket.on('close', () => {
    unsubscribe();
    stopWatching();
    clearInterval(recheck);
  });
  // Clients may ping with any text; nothing they send changes what they receive.
  socket.on('message', () => undefined);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { WorklistFeedMessage } from '@sagitta/domain';
import { seesOnlyCandidates } from '../../platform/access/patient-scope';
import { actingPhysicianNamed, isConnectedToLivePhysician } from '../../platform/acting-physician';
import { recordRead } from '../../platform/audit/hook';
import { bearerTokenOf } from '../../platform/auth/bearer';
import { resolveSession } from '../../platform/auth/sessions';
import { SESSION_COOKIE } from '../../platform/auth/tokens';
import { LIVE_CLOSE, LIVE_RECHECK_MS } from '../../platform/realtime/live-socket';
import { examIsInScope } from './repo';

export const liveFeedQuery = z.object({ physicianId: z.string().max(64).optional() });
export type LiveFeedQuery = z.infer<typeof liveFeedQuery>;

function tokenOf(request: FastifyRequest): string | undefined {
  return bearerTokenOf(request) ?? request.cookies[SESSION_COOKIE];
}

/**
 * The worklist's live feed (seed §7 patient-list channel): sends `{ status, acquisitionId }` for
 * every exam of the acting physician that is imported or changes state, and nothing about anyone
 * else's; to a caller set to see only surgical candidates, only the candidates' exams, checked
 * when each event is sent (a patient's flag may change while the feed is open). The physician is checked when the feed opens (the query's `physicianId`, as the header
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
    socket.close(LIVE_CLOSE.accessEnded, 'Not allowed to follow this physician');
    return;
  }
  if (auth === null || token === undefined) {
    socket.close(LIVE_CLOSE.sessionEnded, 'Session ended');
    return;
  }
  const { physicianId } = acting;
  // One row per feed opened, naming the physician followed: the feed then sends only exam ids
  // and states, never a patient's name.
  recordRead(request, physicianId, { onBehalf: acting.onBehalf });
  // The account's candidates-only flag, read again whenever the account changes (below).
  let candidatesOnly = await seesOnlyCandidates(database.db, auth.userId);
  // Events go out one after the other through this chain, so a candidate check that takes a
  // query never lets a later event of the same exam overtake an earlier one.
  let sending = Promise.resolve();
  const unsubscribe = acquisitionEvents.subscribe((event) => {
    if (event.physicianId !== physicianId) return;
    const message: WorklistFeedMessage = {
      status: event.status,
      acquisitionId: event.acquisitionId,
    };
    sending = sending
      .then(async () => {
        const scope = { physicianId, candidatesOnly };
        if (candidatesOnly && !(await examIsInScope(database.db, scope, event.acquisitionId))) {
          return;
        }
        socket.send(JSON.stringify(message));
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'live feed send failed');
      });
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
        socket.close(LIVE_CLOSE.sessionEnded, 'Session ended');
        return;
      }
      candidatesOnly = await seesOnlyCandidates(database.db, auth.userId);
      if (
        acting.onBehalf &&
        !(await isConnectedToLivePhysician(database.db, auth.userId, physicianId))
      ) {
        socket.close(LIVE_CLOSE.accessEnded, 'No longer connected to this physician');
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
  const recheck = setInterval(check, LIVE_RECHECK_MS);
  recheck.unref();
  socket.on('close', () => {
    unsubscribe();
    stopWatching();
    clearInterval(recheck);
  });
  // Clients may ping with any text; nothing they send changes what they receive.
  socket.on('message', () => undefined);
}

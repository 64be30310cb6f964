import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { WorklistFeedMessage } from '@sagitta/domain';
import { seesOnlyCandidates } from '../../platform/access/patient-scope';
import { recordRead } from '../../platform/audit/hook';
import { openLiveAccess, watchLiveAccess } from '../../platform/realtime/live-access';
import { examIsInScope } from './repo';

export const liveFeedQuery = z.object({ physicianId: z.string().max(64).optional() });
export type LiveFeedQuery = z.infer<typeof liveFeedQuery>;

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
  const { acquisitionEvents, database } = app.services;
  const access = await openLiveAccess(request, socket, request.query.physicianId);
  if (access === null) return;
  const { physicianId, userId } = access;
  // One row per feed opened, naming the physician followed: the feed then sends only exam ids
  // and states, never a patient's name.
  recordRead(request, physicianId, { onBehalf: access.onBehalf });
  // The account's candidates-only flag, read again whenever the account changes (below).
  let candidatesOnly = await seesOnlyCandidates(database.db, userId);
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
  watchLiveAccess(app, socket, request, access, {
    name: 'live feed',
    stillAllowed: async () => {
      candidatesOnly = await seesOnlyCandidates(database.db, userId);
    },
    onClose: unsubscribe,
  });
}

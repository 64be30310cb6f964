import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { stagesTakenBy, type CaseFeedMessage } from '@sagitta/domain';
import type { CaseChange } from '../../platform/realtime/case-events';
import { openSessionAccess, watchLiveAccess } from '../../platform/realtime/live-access';
import { LIVE_CLOSE } from '../../platform/realtime/live-socket';
import { findTechnician, type TechnicianRow } from './repo';

/** A technician with a part in the workflow: a 3DS technician with a sub-role, active. */
const worksCases = (row: TechnicianRow | undefined): row is TechnicianRow =>
  row !== undefined && row.isTechnician && row.active && row.subRole !== null;

/**
 * Whether a technician hears of a case's change: a manager of every case; a modeling or planning
 * technician of the cases it concerns them in (held or worked on, before or after) and of those
 * that left or joined the queue at a stage they take. The lists read afterwards stay the scope's
 * authority: the message names only the case.
 */
export function technicianHears(viewer: TechnicianRow, event: CaseChange): boolean {
  if (viewer.subRole === 'Manager') return true;
  if (event.technicianIds.includes(viewer.id)) return true;
  const stages = viewer.subRole === null ? [] : stagesTakenBy(viewer.subRole, viewer.inexperienced);
  return event.queueStages.some((stage) => stages.includes(stage));
}

/**
 * The case lists' live channel (issue 18): sends `{ change, caseId }` for every case change the
 * technician may hear of (`technicianHears`), on whichever instance it happened. The technician's
 * sub-role and experience are read when the channel opens and again whenever their account
 * changes and every minute; the channel closes with the session, or when the account no longer
 * works cases.
 */
export async function openCaseFeed(
  app: FastifyInstance,
  socket: WebSocket,
  request: FastifyRequest,
): Promise<void> {
  const { caseEvents, database } = app.services;
  const access = openSessionAccess(request, socket);
  if (access === null) return;
  let viewer = await findTechnician(database.db, access.userId);
  if (!worksCases(viewer)) {
    socket.close(LIVE_CLOSE.accessEnded, 'Not a technician of the workflow');
    return;
  }
  const unsubscribe = caseEvents.subscribe((event) => {
    if (viewer === undefined || !technicianHears(viewer, event)) return;
    if (socket.readyState !== socket.OPEN) return;
    const message: CaseFeedMessage = { change: event.change, caseId: event.caseId };
    socket.send(JSON.stringify(message));
  });
  watchLiveAccess(app, socket, request, access, {
    name: 'case channel',
    stillAllowed: async () => {
      const now = await findTechnician(database.db, access.userId);
      viewer = worksCases(now) ? now : undefined;
      if (viewer === undefined) socket.close(LIVE_CLOSE.accessEnded, 'No longer a technician');
    },
    onClose: unsubscribe,
  });
}

import { recordAudit } from '../../platform/audit/audit';
import { enqueueJob } from '../../platform/jobs/queue';
import { announceCaseChanges } from './case-changes';
import { lockPresence } from './presence-repo';
import {
  abandonedReturnPayload,
  changePresence,
  PRESENCE_EXPIRY_JOB,
  presenceExpiryPayload,
  RETURN_ABANDONED_JOB,
  returnToQueue,
  type PresenceServices,
} from './presence-service';

export { PRESENCE_EXPIRY_JOB, RETURN_ABANDONED_JOB };

/** Whether the technician's status is still the one a job was queued for. */
const sameChange = (changedAt: Date | null, iso: string): boolean =>
  changedAt !== null && changedAt.getTime() === Date.parse(iso);

/**
 * The watch over an Online or Hold status (issue 18): when its heartbeat has lapsed, the system
 * takes the technician Offline (their pending cases go back to the queue); while heartbeats keep
 * it alive, the job comes back when it would lapse. One transaction, on the technician's locked
 * row: a job that runs twice, or on two instances, changes nothing the second time. A status
 * changed since the job was queued has its own job, and this one stands down.
 */
export function presenceExpiryJob(services: PresenceServices) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { technicianId, since } = presenceExpiryPayload.parse(payload);
    const now = services.clock.now();
    // The cases handed back when the technician went Offline; null when they did not.
    const wentOffline = await services.database.db.transaction(async (tx) => {
      const technician = await lockPresence(tx, technicianId);
      const from = technician?.onlineStatus ?? 'Offline';
      if (technician === undefined || from === 'Offline') return null;
      if (!sameChange(technician.onlineStatusChangedAt, since)) return null;
      const expiresAt = technician.presenceExpiresAt;
      if (expiresAt !== null && expiresAt > now) {
        await enqueueJob(tx, now, {
          kind: PRESENCE_EXPIRY_JOB,
          payload: { technicianId, since },
          runAfter: expiresAt,
        });
        return null;
      }
      const { returned } = await changePresence(tx, now, technician, 'Offline', {
        actorId: null,
        reason: 'HeartbeatLost',
      });
      await recordAudit(tx, now, {
        actorUserId: null,
        action: 'user.online-status',
        targetType: 'user',
        targetId: technicianId,
        outcome: 'success',
        clientIp: null,
        details: { from, to: 'Offline', reason: 'HeartbeatLost', returnedCases: returned.length },
      });
      return returned;
    });
    if (wentOffline === null) return;
    services.accounts.forgetUser(technicianId);
    announceCaseChanges(services.caseEvents, wentOffline);
  };
}

/**
 * Seed §4: a technician still Offline 15 minutes after going Offline loses the cases they had
 * started. Coming back in time (any later status change) keeps them. Idempotent as above: a
 * second run finds nothing of theirs left to return.
 */
export function returnAbandonedJob(
  services: Pick<PresenceServices, 'database' | 'clock' | 'caseEvents'>,
) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const { technicianId, offlineSince } = abandonedReturnPayload.parse(payload);
    const now = services.clock.now();
    const returned = await services.database.db.transaction(async (tx) => {
      const technician = await lockPresence(tx, technicianId);
      if (technician?.onlineStatus !== 'Offline') return [];
      if (!sameChange(technician.onlineStatusChangedAt, offlineSince)) return [];
      return returnToQueue(tx, now, technicianId, 'started', null, 'AbandonedAfter15Minutes');
    });
    announceCaseChanges(services.caseEvents, returned);
  };
}

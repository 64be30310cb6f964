import { z } from 'zod';
import {
  ABANDONED_CASE_RETURN_MS,
  PRESENCE_MESSAGES,
  TECHNICIAN_HEARTBEAT_EXPIRY_MS,
  type OnlineStatus,
  type QueueReturnReason,
  type TechnicianPresence,
} from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { Conflict, Forbidden, NotFound } from '../../platform/errors/errors';
import { enqueueJob } from '../../platform/jobs/queue';
import type { RequestContext } from '../../platform/request-context';
import type { CaseChange } from '../../platform/realtime/case-events';
import type { Services } from '../../platform/services';
import { announceCaseChanges, caseChangeOf } from './case-changes';
import {
  extendPresence,
  lockPresence,
  returnCasesToQueue,
  setPresence,
  type PresenceRow,
} from './presence-repo';
import { findTechnician, insertCaseEvents } from './repo';

/** Takes an Online or Hold technician Offline once their heartbeat has stopped (`presence-jobs.ts`). */
export const PRESENCE_EXPIRY_JOB = 'cases.presence-expiry';
/** Hands back the started cases of a technician still Offline 15 minutes on (`presence-jobs.ts`). */
export const RETURN_ABANDONED_JOB = 'cases.return-abandoned';

/** `since`: the status change the job watches; a later change has its own job. */
export const presenceExpiryPayload = z.object({ technicianId: z.uuid(), since: z.iso.datetime() });
/** `offlineSince`: the change to Offline the 15 minutes count from. */
export const abandonedReturnPayload = z.object({
  technicianId: z.uuid(),
  offlineSince: z.iso.datetime(),
});

/** What the presence use cases need of the platform. */
export type PresenceServices = Pick<
  Services,
  'database' | 'clock' | 'jobs' | 'accounts' | 'caseEvents'
>;

/** A technician who takes cases from the queue: the only ones with an online status. */
const takesCases = (row: { isTechnician: boolean; subRole: string | null }): boolean =>
  row.isTechnician && (row.subRole === 'Modeling' || row.subRole === 'Planning');

const statusOf = (row: PresenceRow): OnlineStatus => row.onlineStatus ?? 'Offline';

function presenceOf(row: PresenceRow): TechnicianPresence {
  const onlineStatus = statusOf(row);
  const expiresAt = onlineStatus === 'Offline' ? null : row.presenceExpiresAt;
  return { onlineStatus, expiresAt: expiresAt?.toISOString() ?? null };
}

const later = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

/**
 * Hands a technician's pending or started cases back to the queue, each with its history row.
 * @param actorId - who caused it; null for the system
 * @returns the changes, to publish once the transaction has committed
 */
export async function returnToQueue(
  tx: Executor,
  now: Date,
  technicianId: string,
  which: 'pending' | 'started',
  actorId: string | null,
  reason: QueueReturnReason,
): Promise<CaseChange[]> {
  const returned = await returnCasesToQueue(tx, technicianId, which, now);
  await insertCaseEvents(
    tx,
    returned.map((row) => ({
      caseId: row.id,
      event: 'ReturnedToQueue' as const,
      at: now,
      actorId,
      assigneeId: technicianId,
      fromStage: row.stage,
      toStage: row.stage,
      reason,
    })),
  );
  return returned.map((row) =>
    caseChangeOf('ReturnedToQueue', { ...row, assigneeId: technicianId }, row),
  );
}

/**
 * Changes a technician's status (their row locked by the caller), in the caller's transaction.
 * Offline hands their pending cases back at once and queues the return of their started ones in
 * 15 minutes. Any other status lapses without a heartbeat: a job watches it. It is queued on
 * every change to Online or Hold, not only on leaving Offline, because each change gives the
 * status a new `onlineStatusChangedAt`, and the job of the previous one then stands down.
 */
export async function changePresence(
  tx: Executor,
  now: Date,
  technician: PresenceRow,
  next: OnlineStatus,
  cause: { actorId: string | null; reason: QueueReturnReason },
): Promise<{ presence: TechnicianPresence; returned: CaseChange[] }> {
  const technicianId = technician.id;
  const expiresAt = next === 'Offline' ? null : later(now, TECHNICIAN_HEARTBEAT_EXPIRY_MS);
  await setPresence(tx, technicianId, {
    onlineStatus: next,
    onlineStatusChangedAt: now,
    presenceExpiresAt: expiresAt,
  });
  let returned: CaseChange[] = [];
  if (expiresAt === null) {
    returned = await returnToQueue(tx, now, technicianId, 'pending', cause.actorId, cause.reason);
    await enqueueJob(tx, now, {
      kind: RETURN_ABANDONED_JOB,
      payload: { technicianId, offlineSince: now.toISOString() },
      runAfter: later(now, ABANDONED_CASE_RETURN_MS),
    });
  } else {
    await enqueueJob(tx, now, {
      kind: PRESENCE_EXPIRY_JOB,
      payload: { technicianId, since: now.toISOString() },
      runAfter: expiresAt,
    });
  }
  return {
    presence: { onlineStatus: next, expiresAt: expiresAt?.toISOString() ?? null },
    returned,
  };
}

/**
 * `PATCH /api/v1/users/online-status` (seed §4): a technician sets their own status, or a 3D
 * manager sets a technician's. Setting the status it already has changes nothing.
 */
export async function setOnlineStatus(
  services: PresenceServices,
  context: RequestContext,
  userId: string,
  next: OnlineStatus,
): Promise<TechnicianPresence> {
  const { db } = services.database;
  if (userId !== context.actorUserId) {
    const caller = await findTechnician(db, context.actorUserId);
    if (caller?.isTechnician !== true || caller.subRole !== 'Manager') {
      throw new Forbidden(PRESENCE_MESSAGES.managerOnly);
    }
  }
  const { presence, changed, returned } = await db.transaction(async (tx) => {
    const technician = await lockPresence(tx, userId);
    if (technician === undefined) throw new NotFound(PRESENCE_MESSAGES.userNotFound);
    if (!takesCases(technician)) throw new Conflict(PRESENCE_MESSAGES.notTechnician);
    const from = statusOf(technician);
    const outcome =
      from === next
        ? { presence: presenceOf(technician), returned: [] }
        : await changePresence(tx, context.now, technician, next, {
            actorId: context.actorUserId,
            reason: 'WentOffline',
          });
    await context.audit(tx, {
      action: 'user.online-status',
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details: { from, to: next, returnedCases: outcome.returned.length },
    });
    return { presence: outcome.presence, changed: from !== next, returned: outcome.returned };
  });
  announceCaseChanges(services.caseEvents, returned);
  if (changed) {
    services.accounts.forgetUser(userId);
    services.jobs.kick();
  }
  return presence;
}

/**
 * `POST /api/v1/sessions/technicians`: the caller's 60-second heartbeat. Online or Hold lapses
 * later; Offline stays so, and the answer tells the browser to stop.
 */
export async function recordHeartbeat(
  services: PresenceServices,
  context: RequestContext,
): Promise<TechnicianPresence> {
  return services.database.db.transaction(async (tx) => {
    const technician = await lockPresence(tx, context.actorUserId);
    if (technician === undefined) throw new NotFound(PRESENCE_MESSAGES.userNotFound);
    if (!takesCases(technician)) throw new Conflict(PRESENCE_MESSAGES.notTechnician);
    const onlineStatus = statusOf(technician);
    if (onlineStatus === 'Offline') return { onlineStatus, expiresAt: null };
    const expiresAt = later(context.now, TECHNICIAN_HEARTBEAT_EXPIRY_MS);
    await extendPresence(tx, technician.id, expiresAt);
    return { onlineStatus, expiresAt: expiresAt.toISOString() };
  });
}

import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ROLE_IDS, type OnlineStatus, type TechnicianSubRole } from '@sagitta/domain';
import { cases, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';
import type { CaseState } from './case-changes';

/** A technician's presence (issue 18), as the status change, the heartbeat and the jobs read it. */
export interface PresenceRow {
  id: string;
  subRole: TechnicianSubRole | null;
  isTechnician: boolean;
  onlineStatus: OnlineStatus | null;
  presenceExpiresAt: Date | null;
  onlineStatusChangedAt: Date | null;
}

/**
 * A user's presence, their row locked until the caller's transaction ends: a status change, a
 * heartbeat and the presence jobs of one technician run one after the other.
 */
export async function lockPresence(tx: Executor, userId: string): Promise<PresenceRow | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      subRole: users.subRole,
      isTechnician: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLE_IDS['3DS_TECHNICIAN']})`,
      onlineStatus: users.onlineStatus,
      presenceExpiresAt: users.presenceExpiresAt,
      onlineStatusChangedAt: users.onlineStatusChangedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('update', { of: users });
  return row;
}

/** Sets a technician's online status, when it changed and when it lapses without a heartbeat. */
export async function setPresence(
  tx: Executor,
  userId: string,
  presence: {
    onlineStatus: OnlineStatus;
    onlineStatusChangedAt: Date;
    presenceExpiresAt: Date | null;
  },
): Promise<void> {
  await tx.update(users).set(presence).where(eq(users.id, userId));
}

/** The heartbeat: the presence lapses later. */
export async function extendPresence(
  tx: Executor,
  userId: string,
  presenceExpiresAt: Date,
): Promise<void> {
  await tx.update(users).set({ presenceExpiresAt }).where(eq(users.id, userId));
}

/**
 * Hands a technician's open cases back to the queue, in one statement: the pending ones (not
 * started) or the started ones. Each becomes unassigned and not started, marked returned, with
 * its activity now. @returns the cases returned, as they now are, for their history rows and
 * the live channels
 */
export async function returnCasesToQueue(
  tx: Executor,
  technicianId: string,
  which: 'pending' | 'started',
  now: Date,
): Promise<CaseState[]> {
  return tx
    .update(cases)
    .set({ assigneeId: null, assignedAt: null, startedAt: null, updatedAt: now, returned: true })
    .where(
      and(
        eq(cases.assigneeId, technicianId),
        isNull(cases.closedAt),
        which === 'pending' ? isNull(cases.startedAt) : isNotNull(cases.startedAt),
      ),
    )
    .returning({
      id: cases.id,
      stage: cases.stage,
      assigneeId: cases.assigneeId,
      workedBy: cases.workedBy,
      closedAt: cases.closedAt,
      pediatric: cases.pediatric,
      approvedAt: cases.approvedAt,
      physicianId: cases.physicianId,
      patientId: cases.patientId,
    });
}

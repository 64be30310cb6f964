import { and, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ABANDONED_CASE_RETURN_MS,
  API_PATHS,
  TECHNICIAN_HEARTBEAT_EXPIRY_MS,
} from '@sagitta/domain';
import { caseEvents, cases, jobs, outbox, users } from '../../db/schema';
import { auditRowsSince, lastAuditId } from '../../../test/audit-rows';
import { as, loginAs } from '../../../test/harness';
import { useTwoInstances } from '../../../test/instances';
import { insertTestCase } from './case-fixtures';
import { MODEL_OUTCOME_EMAIL_JOB, queueModelOutcomeEmail } from './notification-jobs';
import { PRESENCE_EXPIRY_JOB, RETURN_ABANDONED_JOB } from './presence-jobs';

/**
 * Two server instances behind one load balancer, on one database: both job workers run the
 * presence and notification jobs, and each change happens once. Every job due is also queued a
 * second time, as a worker that died mid-job leaves it to run again once its lock lapses: both
 * instances then claim one (`FOR UPDATE SKIP LOCKED`) and run it at the same time, and the job's
 * own check (the technician's or the case's locked row) makes the second run change nothing.
 */
describe('the cases jobs on two instances sharing one database', () => {
  const servers = useTwoInstances();
  const { instance, clock } = servers;

  /** Queues a second copy of every job of `kind` (see the describe's comment). */
  async function queueAgain(kind: string): Promise<void> {
    const rows = await servers.database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(rows).toHaveLength(1);
    for (const row of rows) {
      await servers.database.db
        .insert(jobs)
        .values({ kind, payload: row.payload, runAfter: row.runAfter, createdAt: row.createdAt });
    }
  }

  /** Both instances' workers run what is due, at the same time. */
  async function bothRun(): Promise<void> {
    await Promise.all((['A', 'B'] as const).map((name) => instance(name).services.jobs.drain()));
  }

  const queued = (kinds: string[]) =>
    servers.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.kind, kinds))
      .then((rows) => rows.map((row) => row.kind));

  const returnsOf = (caseId: string) =>
    servers.database.db
      .select()
      .from(caseEvents)
      .where(and(eq(caseEvents.caseId, caseId), eq(caseEvents.event, 'ReturnedToQueue')));

  it('returns a lapsed technician’s pending case once, and their started case once 15 minutes on', async () => {
    const modelerId = await servers.userIdOf('modeler');
    const surgeonId = await servers.userIdOf('surgeon');
    const online = await as(instance('A'), await loginAs(instance('A'), 'modeler'), {
      method: 'PATCH',
      url: `${API_PATHS.userOnlineStatus}?userId=${modelerId}`,
      payload: { onlineStatus: 'Online' },
    });
    expect(online.statusCode, online.body).toBe(200);
    const now = clock.now();
    const given = { assigneeId: modelerId, assignedAt: now };
    const pending = await insertTestCase(servers.database.db, surgeonId, now, given);
    const started = await insertTestCase(servers.database.db, surgeonId, now, {
      ...given,
      startedAt: now,
    });
    const since = await lastAuditId(servers.database.db);

    // No heartbeat: the status lapses.
    clock.advance(TECHNICIAN_HEARTBEAT_EXPIRY_MS / 1000 + 1);
    await queueAgain(PRESENCE_EXPIRY_JOB);
    await bothRun();
    const [presence] = await servers.database.db
      .select({ onlineStatus: users.onlineStatus })
      .from(users)
      .where(eq(users.id, modelerId));
    expect(presence?.onlineStatus).toBe('Offline');
    expect(await returnsOf(pending)).toEqual([
      expect.objectContaining({ reason: 'HeartbeatLost', actorId: null }),
    ]);
    expect(await returnsOf(started)).toEqual([]);
    const audited = await auditRowsSince(servers.database.db, since, 'user.online-status', {
      targetType: 'user',
      targetId: modelerId,
    });
    expect(audited.map((row) => row.details)).toEqual([
      { from: 'Online', to: 'Offline', reason: 'HeartbeatLost', returnedCases: 1 },
    ]);
    // One 15-minute return waits, not one per run.
    expect(await queued([PRESENCE_EXPIRY_JOB, RETURN_ABANDONED_JOB])).toEqual([
      RETURN_ABANDONED_JOB,
    ]);

    clock.advance(ABANDONED_CASE_RETURN_MS / 1000);
    await queueAgain(RETURN_ABANDONED_JOB);
    await bothRun();
    expect(await returnsOf(started)).toEqual([
      expect.objectContaining({ reason: 'AbandonedAfter15Minutes', actorId: null }),
    ]);
    expect(await returnsOf(pending)).toHaveLength(1);
    const [row] = await servers.database.db.select().from(cases).where(eq(cases.id, started));
    expect(row).toMatchObject({ assigneeId: null, startedAt: null, returned: true });
    expect(await queued([PRESENCE_EXPIRY_JOB, RETURN_ABANDONED_JOB])).toEqual([]);
  });

  it('emails the physician of a rejected model once', async () => {
    const surgeonId = await servers.userIdOf('surgeon');
    const now = clock.now();
    const caseId = await insertTestCase(servers.database.db, surgeonId, now, {
      stage: 'Rejected',
      rejectionReason: 'PresenceOfPatientMotion',
      closedAt: now,
    });
    const [row] = await servers.database.db
      .select({ patientId: cases.patientId })
      .from(cases)
      .where(eq(cases.id, caseId));
    const since = await lastAuditId(servers.database.db);
    await queueModelOutcomeEmail(servers.database.db, now, caseId);
    await queueAgain(MODEL_OUTCOME_EMAIL_JOB);
    await bothRun();
    const mails = await servers.database.db
      .select()
      .from(outbox)
      .where(like(outbox.body, `%/patient/details/${row?.patientId ?? 'none'}%`));
    expect(mails.map((mail) => mail.kind)).toEqual(['model-rejected']);
    const audited = await auditRowsSince(servers.database.db, since, 'case.notify', {
      targetType: 'case',
      targetId: caseId,
    });
    expect(audited).toHaveLength(1);
    expect(await queued([MODEL_OUTCOME_EMAIL_JOB])).toEqual([]);
  });
});

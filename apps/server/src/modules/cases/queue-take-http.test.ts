// Issue 18: two technicians asking for work at the same instant never get the same case.
// queue-race.test.ts proves it of the repository: 100 transactions calling takeNextCase. This
// proves it of the product as a technician meets it: 100 technicians, each with a session of
// their own, asking `POST /api/v1/cases/next` at once over real sockets, so that the session
// lookup, the checks on the technician (Online, no open case), the row lock on them, the queue's
// skip-locked take and the audit trail all run interleaved on one server, as they do in service.
// Only PostgreSQL runs the takes' transactions side by side (its pool holds 10 connections;
// PGlite, one connection, runs them one after another): a take without its row lock gives cases
// twice on api-postgres, and passes on api-pglite.
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, caseSummary, ROLE_IDS } from '@sagitta/domain';
import { cases, userRoles, users } from '../../db/schema';
import { openSession } from '../../platform/auth/sessions';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { useTestApp } from '../../../test/harness';
import { emptyQueue, insertTestCase } from './case-fixtures';

const t = useTestApp();
const TECHNICIANS = 100;
const QUEUED = 60;

interface Technician {
  id: string;
  token: string;
}
let technicians: Technician[] = [];
let queued: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const now = t.clock.now();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: TECHNICIANS }, (_, index) => ({
        email: `http-race.${index}@sagitta.test`,
        firstName: 'Race',
        lastName: `Technician ${index}`,
        status: 'Active' as const,
        subRole: 'Modeling' as const,
        onlineStatus: 'Online' as const,
        // Without it every call but the EULA's own is refused with 403.
        eulaAcknowledgedAt: now,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(userRoles)
    .values(rows.map(({ id }) => ({ userId: id, roleId: ROLE_IDS['3DS_TECHNICIAN'] })));
  // Sessions are opened straight in the database: 100 argon2id sign-ins would take most of a
  // minute and meet the sign-in rate limit, and the sign-in is not what this test is about.
  technicians = await Promise.all(
    rows.map(async ({ id }) => ({
      id,
      token: (await openSession(db, now, id, '127.0.0.1')).token,
    })),
  );
  // The demo's open cases would be given out too: the queue must hold only this test's cases,
  // so that exactly which ones were given out can be checked.
  await emptyQueue(t);
  const surgeonId = await t.userIdOf('surgeon');
  queued = [];
  for (let index = 0; index < QUEUED; index += 1) {
    queued.push(await insertTestCase(db, surgeonId, new Date(now.getTime() + index)));
  }
});

describe('taking work from the queue over HTTP', () => {
  it(`gives ${QUEUED} cases to ${TECHNICIANS} technicians asking at once, each case to one`, async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${API_PATHS.caseQueueNext}`;
    const since = await lastAuditId(t.database.db);

    // Every request is issued in one synchronous pass before any await: no socket connects, so
    // no request reaches the server, until the last has been issued. The client opens one
    // connection per request (undici's pool is unbounded), so the server sees 100 at once.
    const answers = await Promise.all(
      technicians.map(async (technician) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${technician.token}` },
        });
        return { technician, status: response.status, body: await response.text() };
      }),
    );

    const unexpected = answers.filter(({ status }) => status !== 200 && status !== 204);
    expect(
      unexpected.map(({ status, body }) => `${status} ${body}`),
      'every answer is a case or an empty queue',
    ).toEqual([]);
    const given = answers.flatMap(({ technician, status, body }) =>
      status === 200 ? [{ technician, taken: caseSummary.parse(JSON.parse(body)) }] : [],
    );
    expect(given).toHaveLength(QUEUED);
    expect(answers.filter(({ status }) => status === 204)).toHaveLength(TECHNICIANS - QUEUED);
    // A case given twice shows here as a repeated id among the 60 (and a queued case missing).
    const givenIds = given.map(({ taken }) => taken.id);
    expect(new Set(givenIds).size).toBe(QUEUED);
    expect(new Set(givenIds)).toEqual(new Set(queued));
    expect(new Set(given.map(({ technician }) => technician.id)).size).toBe(QUEUED);
    for (const { technician, taken } of given) expect(taken.assignee?.id).toBe(technician.id);

    // What was stored, not only what was answered: a second take that overwrote the first
    // assignee would leave a case held by someone its answer did not name.
    const holderOf = new Map(given.map(({ technician, taken }) => [taken.id, technician.id]));
    const stored = await t.database.db
      .select({ id: cases.id, assigneeId: cases.assigneeId })
      .from(cases)
      .where(inArray(cases.id, queued));
    expect(new Map(stored.map((row) => [row.id, row.assigneeId]))).toEqual(holderOf);

    // The service audits each take with its case, in the take's transaction. An empty queue is
    // audited by the audit trail's net once answered (a POST that its service did not audit),
    // with no case: 100 rows in all, only 60 of them naming a case.
    const rows = await awaitAuditRows(t.database.db, since, 'case.take', TECHNICIANS);
    expect(rows).toHaveLength(TECHNICIANS);
    const takes = rows.filter((row) => row.targetId !== null);
    expect(takes).toHaveLength(QUEUED);
    for (const row of takes) expect(row).toMatchObject({ outcome: 'success', targetType: 'case' });
    expect(new Map(takes.map((row) => [row.targetId, row.actorUserId]))).toEqual(holderOf);
    const emptyAnswers = rows.filter((row) => row.targetId === null);
    expect(emptyAnswers.map((row) => row.details?.statusCode)).toEqual(
      Array.from({ length: TECHNICIANS - QUEUED }, () => 204),
    );
  });
});

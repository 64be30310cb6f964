import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, stagesTakenBy } from '@sagitta/domain';
import { cases, userRoles, users } from '../../db/schema';
import { useTestApp } from '../../../test/harness';
import { insertTestCase } from './case-fixtures';
import { takeNextCase } from './repo';

const t = useTestApp();
const TECHNICIANS = 100;
const QUEUED = 60;
let technicianIds: string[] = [];
let queued: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: TECHNICIANS }, (_, index) => ({
        email: `race.${index}@sagitta.test`,
        firstName: 'Race',
        lastName: `Technician ${index}`,
        status: 'Active' as const,
        subRole: 'Modeling' as const,
        onlineStatus: 'Online' as const,
      })),
    )
    .returning({ id: users.id });
  technicianIds = rows.map((row) => row.id);
  await db
    .insert(userRoles)
    .values(technicianIds.map((userId) => ({ userId, roleId: ROLE_IDS['3DS_TECHNICIAN'] })));
  const surgeonId = await t.userIdOf('surgeon');
  queued = [];
  for (let index = 0; index < QUEUED; index += 1) {
    queued.push(await insertTestCase(db, surgeonId, new Date(t.clock.now().getTime() + index)));
  }
});

describe('taking work from the queue', () => {
  it(`gives ${QUEUED} cases to ${TECHNICIANS} technicians asking at once, each case to one`, async () => {
    const stages = stagesTakenBy('Modeling', false);
    const taken = await Promise.all(
      technicianIds.map((id) =>
        t.database.db.transaction((tx) => takeNextCase(tx, id, stages, t.clock.now())),
      ),
    );
    const caseIds = taken.flatMap((row) => (row === undefined ? [] : [row.id]));
    expect(caseIds).toHaveLength(QUEUED);
    expect(new Set(caseIds).size).toBe(QUEUED);
    expect(new Set(caseIds)).toEqual(new Set(queued));
    const stored = await t.database.db
      .select({ id: cases.id, assigneeId: cases.assigneeId })
      .from(cases)
      .where(inArray(cases.id, queued));
    const byCase = new Map(
      taken.flatMap((row) => (row === undefined ? [] : [[row.id, row.assigneeId]])),
    );
    for (const row of stored) expect(row.assigneeId).toBe(byCase.get(row.id));
  });
});

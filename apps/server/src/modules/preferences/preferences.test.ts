import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userPreferences as preferencesSchema } from '@sagitta/domain';
import { userPreferences } from '../../db/schema';
import { awaitAuditRows, lastAuditId } from '../../../test/audit-rows';
import { type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';

const t = useTestApp();
const DEFAULTS = preferencesSchema.parse({});
const pathOf = (userId: string) => `/api/v1/portal/preferences/${userId}`;

async function ofSelf(user: DemoUser, method: 'GET' | 'PATCH', payload?: object) {
  return t.callAs(user, method, pathOf(await t.userIdOf(user)), payload);
}

describe('GET /api/v1/portal/preferences/:id', () => {
  it('answers the defaults to a user who never saved any', async () => {
    const response = await ofSelf('surgeon2', 'GET');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULTS);
    expect(DEFAULTS).toEqual({
      patientsTab: 'exams',
      patientFileTab: 'EOS',
      patientListSort: 'name',
    });
  });

  it('reads an old or damaged stored document with defaults where it no longer holds', async () => {
    const userId = await t.userIdOf('manager');
    const { db } = t.database;
    const stored = { patientsTab: 'retired-tab', patientListSort: 'last-exam', legacyZoom: 3 };
    await db.insert(userPreferences).values({ userId, preferences: stored, updatedAt: new Date() });
    expect((await ofSelf('manager', 'GET')).json()).toEqual({
      ...DEFAULTS,
      patientListSort: 'last-exam',
    });
    await db
      .update(userPreferences)
      .set({ preferences: ['not', 'an', 'object'] })
      .where(eq(userPreferences.userId, userId));
    expect((await ofSelf('manager', 'GET')).json()).toEqual(DEFAULTS);
  });
});

describe('PATCH /api/v1/portal/preferences/:id', () => {
  it('saves the fields sent, keeps the others, and audits the change without values', async () => {
    const userId = await t.userIdOf('surgeon');
    const since = await lastAuditId(t.database.db);
    const first = await ofSelf('surgeon', 'PATCH', { patientsTab: 'favorites' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...DEFAULTS, patientsTab: 'favorites' });
    const second = await ofSelf('surgeon', 'PATCH', { patientListSort: 'last-exam' });
    const merged = { ...DEFAULTS, patientsTab: 'favorites', patientListSort: 'last-exam' };
    expect(second.json()).toEqual(merged);
    expect((await ofSelf('surgeon', 'GET')).json()).toEqual(merged);
    const rows = await awaitAuditRows(t.database.db, since, 'user.preferences.update', 2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUserId: userId,
      targetType: 'user',
      targetId: userId,
      outcome: 'success',
      details: { fields: 'patientsTab' },
    });
  });

  it('refuses a value or a field the schema does not know, naming it, and writes nothing', async () => {
    for (const payload of [{ patientListSort: 'age' }, { zoom: 2 }]) {
      const response = await ofSelf('planner', 'PATCH', payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(Object.keys(payload)[0]);
    }
    const stored = await t.database.db
      .select()
      .from(userPreferences)
      .where(eq(userPreferences.userId, await t.userIdOf('planner')));
    expect(stored).toEqual([]);
  });

  it("refuses anyone else's preferences with 403, administrators included, and audits it", async () => {
    const surgeonId = await t.userIdOf('surgeon');
    for (const user of ['staff', 'admin'] as const) {
      const since = await lastAuditId(t.database.db);
      expect((await t.callAs(user, 'GET', pathOf(surgeonId))).statusCode).toBe(403);
      const patch = await t.callAs(user, 'PATCH', pathOf(surgeonId), {
        patientListSort: 'last-exam',
      });
      expect(patch.statusCode).toBe(403);
      const [denied] = await awaitAuditRows(t.database.db, since, 'access.denied');
      expect(denied).toMatchObject({ actorUserId: await t.userIdOf(user), outcome: 'denied' });
      // The previous test's refusals are audited after their responses: filter on the target.
      const [refused] = await awaitAuditRows(t.database.db, since, 'user.preferences.update', 1, {
        targetId: surgeonId,
      });
      expect(refused).toMatchObject({ targetId: surgeonId, outcome: 'denied' });
    }
    expect((await t.callAs('staff', 'GET', pathOf(UNKNOWN_ID))).statusCode).toBe(403);
    expect((await t.callAs('staff', 'GET', pathOf('not-an-id'))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: pathOf(surgeonId) })).statusCode).toBe(401);
  });
});

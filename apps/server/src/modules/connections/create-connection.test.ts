import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_MESSAGES,
  connection,
  ROLE_IDS,
  type RoleName,
  TIER_FEATURES,
  type UserStatus,
} from '@sagitta/domain';
import { auditEvents, connections, userRoles, users } from '../../db/schema';
import { as, type DemoUser, emailOf, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { institutionIdOf } from '../../../test/institutions';

const t = useTestApp();

/** An account made straight in the database, for situations the demo accounts do not cover. */
async function addAccount(
  email: string,
  role: RoleName,
  values: { institutionId?: string | null; status?: UserStatus } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: 'Test',
      lastName: 'Account',
      status: values.status ?? 'Active',
      institutionId: values.institutionId ?? null,
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('insert failed');
  await t.database.db.insert(userRoles).values({ userId: row.id, roleId: ROLE_IDS[role] });
  return row.id;
}

const setStatus = async (user: DemoUser, status: UserStatus) => {
  await t.database.db
    .update(users)
    .set({ status })
    .where(eq(users.email, emailOf(user)));
};

/** Answers refused so far: the audit trail writes a row for each once the answer has gone out. */
let refusals = 0;

const post = async (payload: Record<string, unknown>, as_: DemoUser = 'useradmin') => {
  const response = await as(t.app, await t.sessionOf(as_), {
    method: 'POST',
    url: '/api/v1/users/connections',
    payload,
  });
  if (response.statusCode >= 400) refusals += 1;
  return response;
};

/** The links of a child, by parent id. */
async function linksOfChild(childId: string) {
  return t.database.db
    .select({ parentUserId: connections.parentUserId, isDefault: connections.isDefault })
    .from(connections)
    .where(eq(connections.childUserId, childId));
}

describe('POST /api/v1/users/connections', () => {
  it('links clinical staff to a surgeon of their institution, answered from the parent side', async () => {
    const surgeon2Id = await t.userIdOf('surgeon2');
    const staffId = await t.userIdOf('staff');
    const response = await post({ parentUserId: surgeon2Id, childUserEmail: 'Staff@Sagitta.test' });
    expect(response.statusCode).toBe(201);
    const body = connection.parse(response.json());
    expect(body).toEqual({
      connectionId: expect.any(String),
      parentUserId: surgeon2Id,
      childUserEmail: 'staff@sagitta.test',
      favorite: false,
      default: false,
      userId: staffId,
      institutionId: await institutionIdOf(t, 'Lakeside Spine Center'),
      roleIds: [ROLE_IDS.CLINICAL_STAFF],
      institutionName: 'Lakeside Spine Center',
      firstName: 'Lena',
      lastName: 'Hoffmann',
      suffix: null,
      tierNumber: 3,
      tierFeatures: [...TIER_FEATURES],
      isBetaUser: false,
    });

    // The staff member now sees both surgeons, the seeded default first.
    const staff = await t.sessionOf('staff');
    const listed = await as(t.app, staff, {
      method: 'GET',
      url: `/api/v1/users/${staffId}/connections`,
    });
    expect(listed.json<{ userId: string }[]>().map((item) => item.userId)).toEqual([
      await t.userIdOf('surgeon'),
      surgeon2Id,
    ]);

    // Both users' trails say who linked them.
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'connection.create'), eq(auditEvents.outcome, 'success')));
    const useradmin = await t.sessionOf('useradmin');
    expect(audited.map((row) => row.targetId).sort()).toEqual([surgeon2Id, staffId].sort());
    for (const row of audited) {
      expect(row.actorUserId).toBe(useradmin.userId);
      expect(row.details).toMatchObject({ connectionId: body.connectionId });
    }
  });

  it('makes a default link the child’s only default, and keeps favourites', async () => {
    const repId = await t.userIdOf('rep');
    const surgeon2Id = await t.userIdOf('surgeon2');
    const response = await post(
      { parentUserId: surgeon2Id, childUserEmail: emailOf('rep'), default: true, favorite: true },
      'admin',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ default: true, favorite: true, userId: repId });
    const links = await linksOfChild(repId);
    expect(links).toHaveLength(2);
    expect(links.filter((link) => link.isDefault)).toEqual([
      { parentUserId: surgeon2Id, isDefault: true },
    ]);
  });

  it('lets a sales representative act for physicians of several institutions', async () => {
    const response = await post({
      parentUserId: await t.userIdOf('surgeon.t1'),
      childUserEmail: emailOf('rep'),
    });
    expect(response.statusCode).toBe(201);
    // Seen from the physician: the representative, who belongs to no institution.
    expect(response.json()).toMatchObject({
      parentUserId: await t.userIdOf('surgeon.t1'),
      userId: await t.userIdOf('rep'),
      institutionName: null,
      tierFeatures: [],
    });
  });

  it('refuses clinical staff a surgeon of a second institution with 409, writing nothing', async () => {
    const staffId = await t.userIdOf('staff');
    const before = await linksOfChild(staffId);
    const response = await post({
      parentUserId: await t.userIdOf('surgeon.t1'),
      childUserEmail: emailOf('staff'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: CONNECTION_MESSAGES.singleInstitution,
    });
    expect(await linksOfChild(staffId)).toEqual(before);
  });

  it('refuses a link that exists with 409', async () => {
    const response = await post({
      parentUserId: await t.userIdOf('surgeon'),
      childUserEmail: emailOf('staff'),
      default: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CONNECTION_MESSAGES.alreadyExists);
  });

  it('answers two identical requests at once with one link and one 409', async () => {
    const childId = await addAccount('twin@sagitta.test', 'SALES_REPRESENTATIVE');
    const payload = {
      parentUserId: await t.userIdOf('surgeon'),
      childUserEmail: 'twin@sagitta.test',
    };
    const answers = await Promise.all([post(payload), post(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await linksOfChild(childId)).toHaveLength(1);
  });

  it('keeps clinical staff to one institution when two links are asked for at once', async () => {
    const childId = await addAccount('racer@sagitta.test', 'CLINICAL_STAFF');
    const answers = await Promise.all([
      post({ parentUserId: await t.userIdOf('surgeon'), childUserEmail: 'racer@sagitta.test' }),
      post({ parentUserId: await t.userIdOf('surgeon.t1'), childUserEmail: 'racer@sagitta.test' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      CONNECTION_MESSAGES.singleInstitution,
    );
    expect(await linksOfChild(childId)).toHaveLength(1);
  });

  it('treats a physician without an institution as one no other surgeon shares', async () => {
    const loneId = await addAccount('lone.surgeon@sagitta.test', 'PHYSICIAN');
    // Staff already linked to Lakeside cannot add them…
    const linked = await post({ parentUserId: loneId, childUserEmail: emailOf('staff') });
    expect(linked.statusCode).toBe(409);
    expect(linked.json().message).toBe(CONNECTION_MESSAGES.singleInstitution);
    // …a staff member without links can, and then no other surgeon.
    await addAccount('fresh.staff@sagitta.test', 'CLINICAL_STAFF');
    const first = await post({ parentUserId: loneId, childUserEmail: 'fresh.staff@sagitta.test' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ institutionId: null, tierNumber: null });
    const second = await post({
      parentUserId: await addAccount('lone.two@sagitta.test', 'PHYSICIAN'),
      childUserEmail: 'fresh.staff@sagitta.test',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CONNECTION_MESSAGES.singleInstitution);
  });

  it('ignores a deleted surgeon of another institution when checking the institution', async () => {
    const harborId = await institutionIdOf(t, 'Harbor Orthopedics');
    const goneId = await addAccount('gone.surgeon@sagitta.test', 'PHYSICIAN', {
      institutionId: harborId,
    });
    await addAccount('moved.staff@sagitta.test', 'CLINICAL_STAFF');
    expect(
      (await post({ parentUserId: goneId, childUserEmail: 'moved.staff@sagitta.test' })).statusCode,
    ).toBe(201);
    await t.database.db.update(users).set({ status: 'Deleted' }).where(eq(users.id, goneId));
    const response = await post({
      parentUserId: await t.userIdOf('surgeon'),
      childUserEmail: 'moved.staff@sagitta.test',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers an unknown parent, an unknown child or a pending child with 404', async () => {
    await addAccount('asked@sagitta.test', 'CLINICAL_STAFF', { status: 'Pending' });
    const surgeonId = await t.userIdOf('surgeon');
    for (const payload of [
      { parentUserId: UNKNOWN_ID, childUserEmail: emailOf('staff') },
      { parentUserId: surgeonId, childUserEmail: 'nobody@sagitta.test' },
      { parentUserId: surgeonId, childUserEmail: 'asked@sagitta.test' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode, payload.childUserEmail).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: CONNECTION_MESSAGES.userNotFound,
      });
    }
  });

  it('answers a deleted or pending physician with 404, a deactivated one with the link', async () => {
    const payload = async () => ({
      parentUserId: await t.userIdOf('surgeon.new'),
      childUserEmail: emailOf('rep'),
    });
    for (const status of ['Deleted', 'Pending'] as const) {
      await setStatus('surgeon.new', status);
      const refused = await post(await payload());
      expect(refused.statusCode, status).toBe(404);
      expect(refused.json().message).toBe(CONNECTION_MESSAGES.userNotFound);
    }
    // A deactivated account may come back: it may be linked, and the answer still describes it.
    await setStatus('surgeon.new', 'Deactivated');
    const linked = await post(await payload());
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({ userId: await t.userIdOf('rep') });
    await setStatus('surgeon.new', 'Active');
  });

  it.each([
    ['a parent who is not a physician', 'staff', 'rep'],
    ['a physician as the child', 'surgeon', 'surgeon2'],
    ['a technician as the child', 'surgeon', 'modeler'],
    ['a rod manufacturer as the child', 'surgeon', 'rods'],
    ['an administrator as the child', 'surgeon', 'useradmin'],
  ] as const)('refuses %s with 400', async (_, parent, child) => {
    const response = await post({
      parentUserId: await t.userIdOf(parent),
      childUserEmail: emailOf(child),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONNECTION_MESSAGES.invalidType);
  });

  it('refuses a malformed body with 400 naming the field', async () => {
    const response = await post({ parentUserId: 'surgeon', childUserEmail: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.parentUserId');
    expect(response.json().message).toContain('body.childUserEmail');
  });

  it.each(['surgeon', 'staff', 'rep', 'modeler', 'manager', 'rods'] as const)(
    'refuses %s with 403 and links nothing',
    async (caller) => {
      const childId = await t.userIdOf('rep');
      const before = await linksOfChild(childId);
      const response = await post(
        { parentUserId: await t.userIdOf('surgeon2'), childUserEmail: emailOf('rep') },
        caller,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Forbidden');
      expect(await linksOfChild(childId)).toEqual(before);
    },
  );

  it('audits refusals as failures or denials of the route, never as a link made', async () => {
    const refusalRows = () =>
      t.database.db
        .select({ targetType: auditEvents.targetType, outcome: auditEvents.outcome })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'connection.create'),
            inArray(auditEvents.outcome, ['failure', 'denied']),
          ),
        );
    // Refusals are written by the audit trail, against the route, never as a success, once their
    // answer has gone out: wait for the row of each refusal above (the last may not be there yet).
    await expect.poll(async () => (await refusalRows()).length).toBe(refusals);
    const rows = await refusalRows();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.targetType === 'connection')).toBe(true);
  });
});

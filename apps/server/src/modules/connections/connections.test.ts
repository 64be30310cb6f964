import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { connection, TIER_FEATURES, type UserStatus } from '@sagitta/domain';
import { connections, institutions, users } from '../../db/schema';
import {
  as,
  type DemoUser,
  emailOf,
  loginAs,
  type Session,
  type TestApp,
  UNKNOWN_ID,
  useTestApp,
} from '../../../test/harness';

const connectionsOf = (t: Pick<TestApp, 'app'>, session: Session, userId: string) =>
  as(t.app, session, { method: 'GET', url: `/api/v1/users/${userId}/connections` });

/** The other users of a list of connections, by email local part, in the order answered. */
async function otherUsersOf(
  t: Pick<TestApp, 'database'>,
  body: { userId: string }[],
): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        body.map((item) => item.userId),
      ),
    );
  const emails = new Map(rows.map((row) => [row.id, row.email.split('@')[0] ?? '']));
  return body.map((item) => emails.get(item.userId) ?? item.userId);
}

describe('GET /api/v1/users/{id}/connections', () => {
  const t = useTestApp();

  it('answers clinical staff with their physician, as a seed §3 Connection', async () => {
    const staff = await t.sessionOf('staff');
    const surgeon = await t.sessionOf('surgeon');
    const surgeonSelf = (
      await as(t.app, surgeon, { method: 'GET', url: '/api/v1/users/self' })
    ).json();

    const response = await connectionsOf(t, staff, staff.userId);
    expect(response.statusCode).toBe(200);
    const body = response.json<unknown[]>();
    expect(body).toHaveLength(1);
    expect(Object.keys(body[0] as object).sort()).toEqual(Object.keys(connection.shape).sort());
    expect(connection.parse(body[0])).toEqual({
      connectionId: expect.any(String),
      parentUserId: surgeon.userId,
      childUserEmail: 'staff@sagitta.test',
      favorite: false,
      default: true,
      userId: surgeon.userId,
      institutionId: surgeonSelf.institutionId,
      roleIds: [1],
      institutionName: 'Lakeside Spine Center',
      firstName: 'Maria',
      lastName: 'Chen',
      suffix: 'MD',
      tierNumber: 3,
      tierFeatures: [...TIER_FEATURES],
      isBetaUser: false,
    });
  });

  it('answers a sales representative with their physician, at the seed’s capitalisation', async () => {
    const rep = await t.sessionOf('rep');
    const surgeon = await t.sessionOf('surgeon');
    const response = await as(t.app, rep, {
      method: 'GET',
      url: `/api/v1/Users/${rep.userId}/Connections`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        parentUserId: surgeon.userId,
        childUserEmail: 'rep@sagitta.test',
        userId: surgeon.userId,
        roleIds: [1],
        firstName: 'Maria',
        lastName: 'Chen',
      }),
    ]);
  });

  it('answers a physician with their staff member and representative', async () => {
    const surgeon = await t.sessionOf('surgeon');
    const staffId = await t.userIdOf('staff');
    const repId = await t.userIdOf('rep');
    const response = await connectionsOf(t, surgeon, surgeon.userId);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ userId: string }[]>();
    expect((await otherUsersOf(t, body)).sort()).toEqual(['rep', 'rep.candidates', 'staff']);
    const byUser = new Map(body.map((item) => [item.userId, item]));
    expect(byUser.get(staffId)).toMatchObject({
      parentUserId: surgeon.userId,
      childUserEmail: 'staff@sagitta.test',
      roleIds: [2],
      firstName: 'Lena',
      lastName: 'Hoffmann',
      suffix: null,
      institutionName: 'Lakeside Spine Center',
      tierNumber: 3,
      tierFeatures: [...TIER_FEATURES],
    });
    // The representative works for the manufacturer: no institution, so no tier of their own.
    expect(byUser.get(repId)).toMatchObject({
      parentUserId: surgeon.userId,
      childUserEmail: 'rep@sagitta.test',
      roleIds: [3],
      firstName: 'Marcus',
      lastName: 'Bell',
      institutionId: null,
      institutionName: null,
      tierNumber: null,
      tierFeatures: [],
    });
  });

  it('answers a user without connections with an empty list', async () => {
    const modeler = await t.sessionOf('modeler');
    const response = await connectionsOf(t, modeler, modeler.userId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['admin', 'useradmin'] as const)(
    "answers %s about anyone's connections",
    async (administrator) => {
      const session = await t.sessionOf(administrator);
      const surgeonId = await t.userIdOf('surgeon');
      const response = await connectionsOf(t, session, surgeonId);
      expect(response.statusCode).toBe(200);
      expect((await otherUsersOf(t, response.json())).sort()).toEqual([
        'rep',
        'rep.candidates',
        'staff',
      ]);
    },
  );

  it("refuses another user's connections with 403, to a connected user too", async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const staffId = await t.userIdOf('staff');
    const refusals: [DemoUser, string][] = [
      ['surgeon2', surgeonId],
      ['staff', surgeonId],
      ['rep', staffId],
      ['surgeon', staffId],
      ['modeler', surgeonId],
    ];
    for (const [user, target] of refusals) {
      const response = await connectionsOf(t, await t.sessionOf(user), target);
      expect(response.statusCode, `${user} → ${target}`).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Forbidden',
      });
    }
  });

  it('answers an unknown account 404 to an administrator, 403 to anyone else', async () => {
    const admin = await connectionsOf(t, await t.sessionOf('admin'), UNKNOWN_ID);
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'User not found',
    });
    const surgeon = await connectionsOf(t, await t.sessionOf('surgeon'), UNKNOWN_ID);
    expect(surgeon.statusCode).toBe(403);
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const surgeon = await t.sessionOf('surgeon');
    const response = await connectionsOf(t, surgeon, 'self');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('params.id');
  });

  it('refuses an anonymous caller with 401', async () => {
    const surgeonId = await t.userIdOf('surgeon');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${surgeonId}/connections`,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('User has not authenticated');
  });
});

describe('connections: order and accounts no longer in use', () => {
  const t = useTestApp();
  let staff: Session;

  const link = async (
    physician: DemoUser,
    child: DemoUser,
    values: { favorite?: boolean; isDefault?: boolean; createdAt: Date },
  ) => {
    await t.database.db.insert(connections).values({
      parentUserId: await t.userIdOf(physician),
      childUserId: await t.userIdOf(child),
      ...values,
    });
  };
  const setStatus = async (user: DemoUser, status: UserStatus) => {
    await t.database.db
      .update(users)
      .set({ status })
      .where(eq(users.email, emailOf(user)));
  };
  const staffSees = async () => {
    const response = await connectionsOf(t, staff, staff.userId);
    expect(response.statusCode).toBe(200);
    return otherUsersOf(t, response.json());
  };

  beforeAll(async () => {
    staff = await loginAs(t.app, 'staff');
    // The seeded surgeon@ link is the default; three more physicians, one of them a favourite.
    await link('surgeon2', 'staff', { createdAt: new Date('2026-06-01T00:00:00Z') });
    await link('surgeon.new', 'staff', { createdAt: new Date('2026-01-01T00:00:00Z') });
    await link('surgeon.t1', 'staff', {
      favorite: true,
      createdAt: new Date('2026-09-01T00:00:00Z'),
    });
  });

  it('lists the default first, then favourites, then the oldest first', async () => {
    expect(await staffSees()).toEqual(['surgeon', 'surgeon.t1', 'surgeon.new', 'surgeon2']);
  });

  it('leaves out a link whose other user is deactivated, deleted or pending', async () => {
    await setStatus('surgeon2', 'Deactivated');
    await setStatus('surgeon.new', 'Deleted');
    await setStatus('surgeon.t1', 'Pending');
    expect(await staffSees()).toEqual(['surgeon']);
    // An administrator still sees every link of the staff member, to remove those to closed
    // accounts.
    const admin = await t.sessionOf('admin');
    expect((await connectionsOf(t, admin, staff.userId)).json()).toHaveLength(4);

    await setStatus('surgeon2', 'Active');
    await setStatus('surgeon.t1', 'Active');
    expect(await staffSees()).toEqual(['surgeon', 'surgeon.t1', 'surgeon2']);
  });

  it("describes the other user's tier: a tier 1 physician has tier 1 features", async () => {
    const response = await connectionsOf(t, staff, staff.userId);
    const t1Id = await t.userIdOf('surgeon.t1');
    const item = response.json<{ userId: string }[]>().find((entry) => entry.userId === t1Id);
    expect(item).toMatchObject({
      institutionName: 'Harbor Orthopedics',
      tierNumber: 1,
      tierFeatures: ['PATIENTS', 'PATIENT_FILE', 'EOS'],
      favorite: true,
      default: false,
    });
  });

  it("describes the features edited for the other user's institution, not its tier's", async () => {
    await t.database.db
      .update(institutions)
      .set({ tierFeatures: ['PATIENTS', 'EOS', 'TRENDS'] })
      .where(eq(institutions.name, 'Harbor Orthopedics'));
    const response = await connectionsOf(t, staff, staff.userId);
    const t1Id = await t.userIdOf('surgeon.t1');
    const item = response.json<{ userId: string }[]>().find((entry) => entry.userId === t1Id);
    expect(item).toMatchObject({ tierNumber: 1, tierFeatures: ['PATIENTS', 'EOS', 'TRENDS'] });
  });

  it("a physician's own list leaves out a deleted staff member", async () => {
    const surgeon = await loginAs(t.app, 'surgeon');
    await setStatus('rep', 'Deleted');
    const response = await connectionsOf(t, surgeon, surgeon.userId);
    expect((await otherUsersOf(t, response.json())).sort()).toEqual(['rep.candidates', 'staff']);
    // The link itself is kept: only the listing leaves it out.
    const [kept] = await t.database.db
      .select({ id: connections.id })
      .from(connections)
      .where(
        and(
          eq(connections.parentUserId, surgeon.userId),
          eq(connections.childUserId, await t.userIdOf('rep')),
        ),
      );
    expect(kept).toBeDefined();
  });
});

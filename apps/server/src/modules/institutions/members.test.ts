import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { institutionMember, type RoleName } from '@sagitta/domain';
import { auditEvents, users } from '../../db/schema';
import { emailOf, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { institutionIdOf, newInstitution } from '../../../test/institutions';
import { MEMBER_MESSAGES } from './members';
import { insertTestUser } from './test-support';

const t = useTestApp();
let lakesideId: string;
let harborId: string;

beforeAll(async () => {
  lakesideId = await institutionIdOf(t, 'Lakeside Spine Center');
  harborId = await institutionIdOf(t, 'Harbor Orthopedics');
});

const membersOf = (id: string, user: DemoUser = 'admin') =>
  t.callAs(user, 'GET', `/api/v1/Institutions/${id}/Users`);
const add = (id: string, email: string, user: DemoUser = 'admin') =>
  t.callAs(user, 'POST', `/api/v1/Institutions/${id}/Users`, { userEmailAddress: email });

async function institutionOf(userId: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ institutionId: users.institutionId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.institutionId ?? null;
}

describe('GET /api/v1/Institutions/{id}/Users', () => {
  it('lists its users, every status but Deleted, as institutionMember', async () => {
    await insertTestUser(t.database.db, {
      role: 'PHYSICIAN',
      institutionId: lakesideId,
      status: 'Deleted',
      emailPrefix: 'gone',
    });
    const pending = await insertTestUser(t.database.db, {
      role: 'CLINICAL_STAFF',
      institutionId: lakesideId,
      status: 'Pending',
    });

    const response = await membersOf(lakesideId);
    expect(response.statusCode).toBe(200);
    const members = response.json<unknown[]>().map((item) => institutionMember.parse(item));
    const emails = members.map((member) => member.emailAddress);
    expect(emails).toEqual(
      expect.arrayContaining([
        emailOf('surgeon'),
        emailOf('surgeon.new'),
        emailOf('surgeon2'),
        emailOf('staff'),
        pending.email,
      ]),
    );
    expect(members).toHaveLength(5);
    expect(emails.some((email) => email.startsWith('gone.'))).toBe(false);
    expect(members.find((member) => member.emailAddress === emailOf('surgeon'))).toMatchObject({
      firstName: 'Maria',
      lastName: 'Chen',
      roles: ['sagitta:PHYSICIAN'],
      status: 'Active',
      institutionRole: 'Surgeon',
    });
  });

  it('answers an unknown institution with 404', async () => {
    expect((await membersOf(UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/Institutions/{id}/Users', () => {
  it.each<RoleName>(['PHYSICIAN', 'CLINICAL_STAFF', 'SALES_REPRESENTATIVE'])(
    'adds a %s by email, in any case, with "Added Successfully"',
    async (role) => {
      const institutionId = await newInstitution(t, `Members of ${role}`);
      const user = await insertTestUser(t.database.db, { role });
      const response = await add(institutionId, user.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Added Successfully' });
      expect(await institutionOf(user.userId)).toBe(institutionId);
      const listed = (await membersOf(institutionId)).json();
      expect(listed.map((member: { userId: string }) => member.userId)).toEqual([user.userId]);
      const institution = (
        await t.callAs('admin', 'GET', `/api/v1/institutions/${institutionId}`)
      ).json();
      expect(institution).toMatchObject({
        userCount: 1,
        surgeonCount: role === 'PHYSICIAN' ? 1 : 0,
      });
    },
  );

  it('answers an email no account has with 404 User not found', async () => {
    const response = await add(harborId, 'nobody@example.test');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MEMBER_MESSAGES.userNotFound);
  });

  it('refuses a user of another institution, or of this one, with 409 and says which', async () => {
    const other = await add(harborId, emailOf('surgeon'));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('User already belongs to another institution');
    const same = await add(lakesideId, emailOf('surgeon'));
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('User already belongs to this institution');
    expect(await institutionOf((await t.sessionOf('surgeon')).userId)).toBe(lakesideId);
  });

  it.each<DemoUser>(['admin', 'useradmin', 'modeler', 'rods'])(
    'refuses %s, whose role belongs to no institution, with 400',
    async (user) => {
      const response = await add(harborId, emailOf(user));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MEMBER_MESSAGES.roleCannotJoin);
      expect(await institutionOf((await t.sessionOf(user)).userId)).toBeNull();
    },
  );

  it('refuses a malformed email with 400 and an unknown institution with 404', async () => {
    expect((await add(harborId, 'not-an-email')).statusCode).toBe(400);
    const user = await insertTestUser(t.database.db, { role: 'PHYSICIAN' });
    expect((await add(UNKNOWN_ID, user.email)).statusCode).toBe(404);
    expect(await institutionOf(user.userId)).toBeNull();
  });

  it('lets a user administrator add and remove members, and audits both', async () => {
    const institutionId = await newInstitution(t, 'User Admin Managed Clinic');
    const user = await insertTestUser(t.database.db, { role: 'SALES_REPRESENTATIVE' });
    expect((await add(institutionId, user.email, 'useradmin')).statusCode).toBe(200);
    const listed = await membersOf(institutionId, 'useradmin');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    const removed = await t.callAs(
      'useradmin',
      'DELETE',
      `/api/v1/Institutions/${institutionId}/Users/${user.userId}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(await institutionOf(user.userId)).toBeNull();

    const audits = await t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, institutionId));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'institution.member.add', details: { userId: user.userId } },
        { action: 'institution.member.remove', details: { userId: user.userId } },
      ]),
    );
  });
});

describe('DELETE /api/v1/Institutions/{id}/Users/{userId}', () => {
  it('takes a member out (204); they keep their account', async () => {
    const institutionId = await newInstitution(t, 'Removal Clinic');
    const user = await insertTestUser(t.database.db, { role: 'PHYSICIAN', institutionId });
    const response = await t.callAs(
      'admin',
      'DELETE',
      `/api/v1/institutions/${institutionId}/users/${user.userId}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await institutionOf(user.userId)).toBeNull();
    expect((await membersOf(institutionId)).json()).toEqual([]);
    const [row] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(row?.status).toBe('Active');
  });

  it('answers a user who is not its member with 404, and leaves them where they are', async () => {
    const surgeonT1 = await t.sessionOf('surgeon.t1');
    const response = await t.callAs(
      'admin',
      'DELETE',
      `/api/v1/institutions/${lakesideId}/users/${surgeonT1.userId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MEMBER_MESSAGES.notAMember);
    expect(await institutionOf(surgeonT1.userId)).toBe(harborId);
    const unknown = await t.callAs(
      'admin',
      'DELETE',
      `/api/v1/institutions/${lakesideId}/users/${UNKNOWN_ID}`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

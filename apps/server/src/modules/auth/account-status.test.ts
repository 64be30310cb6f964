import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserStatus } from '@sagitta/domain';
import { institutions, sessions, users } from '../../db/schema';
import { ACCOUNT_CACHE_TTL_MS } from '../../platform/auth/account-cache';
import {
  as,
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  type DemoUser,
  emailOf,
  loginAs,
  type Session,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const INVALID = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };
const UNAUTHENTICATED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'User has not authenticated',
};
const PASSWORD_CHANGE_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Password change required',
};
const NEW_PASSWORD = 'Fresh-Password-2027!';

const login = (user: DemoUser, password = DEMO_PASSWORD) =>
  attemptSignIn(t.app, emailOf(user), password);

async function setStatus(user: DemoUser, status: UserStatus): Promise<string> {
  const [row] = await t.database.db
    .update(users)
    .set({ status })
    .where(eq(users.email, emailOf(user)))
    .returning({ id: users.id });
  if (row === undefined) throw new Error(`no account ${user}`);
  return row.id;
}

const setHarborActive = (active: boolean) =>
  t.database.db
    .update(institutions)
    .set({ active })
    .where(eq(institutions.name, 'Harbor Orthopedics'))
    .returning({ id: institutions.id });

const self = (session: Session) => as(t.app, session, { method: 'GET', url: '/api/v1/users/self' });
const releaseVersions = (session: Session) =>
  as(t.app, session, { method: 'GET', url: '/api/v1/portal/system/release-versions' });

const sessionRows = (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

const bearer = (token: string, userId: string): Session => ({
  token,
  userId,
  headers: { authorization: `Bearer ${token}` },
});

describe('accounts that may not sign in', () => {
  const refused: [UserStatus, DemoUser][] = [
    ['Deactivated', 'rep'],
    ['Deleted', 'rods'],
    ['Pending', 'manager'],
  ];

  it.each(refused)(
    'refuses a %s account with the right password as a wrong one',
    async (status, user) => {
      expect((await login(user)).statusCode).toBe(200);
      await setStatus(user, status);
      const response = await login(user);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
      // Indistinguishable from a wrong password.
      expect((await login(user, 'Not-The-Password-1')).json()).toEqual(response.json());
    },
  );

  it('refuses a user whose institution is inactive, and admits them once it is active again', async () => {
    expect((await login('surgeon.t1')).statusCode).toBe(200);
    expect(await setHarborActive(false)).toHaveLength(1);
    try {
      const response = await login('surgeon.t1');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    } finally {
      await setHarborActive(true);
    }
    expect((await login('surgeon.t1')).statusCode).toBe(200);
  });
});

describe('a session whose account stops being allowed', () => {
  it('is refused on the next request once the account is deactivated', async () => {
    const session = await loginAs(t.app, 'staff');
    expect((await self(session)).statusCode).toBe(200);
    await setStatus('staff', 'Deactivated');
    // What every in-process change to an account does after committing.
    t.app.services.accounts.forgetUser(session.userId);
    const refused = await self(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHENTICATED);
    expect((await sessionRows(session.userId)).map((row) => row.endReason)).toEqual([
      'account-unavailable',
    ]);
    // The session has ended for good: reactivating the account does not revive it.
    await setStatus('staff', 'Active');
    t.app.services.accounts.forgetUser(session.userId);
    expect((await self(session)).statusCode).toBe(401);
  });

  it('is refused within the account cache lifetime when another instance deactivates it', async () => {
    const session = await loginAs(t.app, 'useradmin');
    expect((await self(session)).statusCode).toBe(200);
    await setStatus('useradmin', 'Deactivated'); // no forgetUser: this process was not told
    t.clock.advance(ACCOUNT_CACHE_TTL_MS / 1000);
    const refused = await self(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(UNAUTHENTICATED);
  });

  it('is refused once its institution is made inactive', async () => {
    const session = await loginAs(t.app, 'surgeon.t1');
    expect((await self(session)).statusCode).toBe(200);
    await setHarborActive(false);
    try {
      t.app.services.accounts.forgetAll();
      expect((await self(session)).statusCode).toBe(401);
      const rows = await sessionRows(session.userId);
      expect(rows.filter((row) => row.endReason === 'institution-inactive')).toHaveLength(1);
    } finally {
      await setHarborActive(true);
    }
  });
});

describe('accounts that must set a password first', () => {
  it.each([
    ['New', 'modeler'],
    ['Reset', 'planner'],
  ] as const)(
    'lets a %s account in only to set its password, then everywhere',
    async (status, user) => {
      const userId = await setStatus(user, status);
      const response = await login(user);
      expect(response.statusCode).toBe(200);
      expect(response.json().passwordChangeRequired).toBe(true);
      const first = bearer(response.json().token, userId);
      const session = await loginAs(t.app, user);

      const blocked = await releaseVersions(session);
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual(PASSWORD_CHANGE_REQUIRED);
      const byId = await as(t.app, session, { method: 'GET', url: `/api/v1/users/${userId}` });
      expect(byId.statusCode).toBe(403);
      expect(byId.json()).toEqual(PASSWORD_CHANGE_REQUIRED);

      const own = await self(session);
      expect(own.statusCode).toBe(200);
      expect(own.json().status).toBe(status);

      const changed = await as(t.app, session, {
        method: 'PUT',
        url: `/api/v1/users/${userId}/password`,
        payload: { newPassword: NEW_PASSWORD, currentPassword: DEMO_PASSWORD },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().status).toBe('Active');
      const [row] = await t.database.db
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, userId));
      expect(row?.status).toBe('Active');

      // The same session now reaches everything its role allows.
      expect((await releaseVersions(session)).statusCode).toBe(200);
      const after = await as(t.app, session, { method: 'GET', url: `/api/v1/users/${userId}` });
      expect(after.statusCode).toBe(200);
      // The first session was ended by the change; the new password signs in without conditions.
      expect((await self(first)).statusCode).toBe(401);
      expect((await login(user, DEMO_PASSWORD)).statusCode).toBe(401);
      const again = await login(user, NEW_PASSWORD);
      expect(again.statusCode).toBe(200);
      expect(again.json().passwordChangeRequired).toBe(false);
    },
  );
});

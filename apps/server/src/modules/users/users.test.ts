import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES, TIER_FEATURES } from '@sagitta/domain';
import {
  as,
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUser,
  emailOf,
  loginAs,
  sessionCache,
  type Session,
  type TestApp,
} from '../../../test/harness';

/** A well-formed (version 4) uuid that belongs to no account. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Expected {
  role: string;
  subrole: 'Modeling' | 'Planning' | 'Manager' | null;
  tier: 1 | 3 | null;
}

const physician = (tier: 1 | 3): Expected => ({ role: 'sagitta:PHYSICIAN', subrole: null, tier });
const technician = (subrole: 'Modeling' | 'Planning' | 'Manager'): Expected => ({
  role: 'sagitta:3DS_TECHNICIAN',
  subrole,
  tier: null,
});

const EXPECTED: Record<DemoUser, Expected> = {
  admin: { role: 'sagitta:SYSTEM_ADMINISTRATOR', subrole: null, tier: null },
  useradmin: { role: 'sagitta:USER_ADMINISTRATOR', subrole: null, tier: null },
  surgeon: physician(3),
  'surgeon.t1': physician(1),
  'surgeon.new': physician(3),
  surgeon2: physician(3),
  staff: { role: 'sagitta:CLINICAL_STAFF', subrole: null, tier: 3 },
  rep: { role: 'sagitta:SALES_REPRESENTATIVE', subrole: null, tier: null },
  modeler: technician('Modeling'),
  'modeler.new': technician('Modeling'),
  planner: technician('Planning'),
  manager: technician('Manager'),
  rods: { role: 'sagitta:ROD_MANUFACTURER', subrole: null, tier: null },
};

const TIER_FEATURES_OF = {
  1: ['PATIENTS', 'PATIENT_FILE', 'EOS'],
  3: [...TIER_FEATURES],
} as const;

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

const login = (t: TestApp, email: string, password: string) =>
  attemptSignIn(t.app, email, password);

describe('users and roles', () => {
  let t: TestApp;
  const sessionOf = sessionCache(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/v1/users/self', () => {
    it.each(DEMO_USERS)('answers %s with their own profile', async (user) => {
      const session = await sessionOf(user);
      const response = await as(t.app, session, { method: 'GET', url: '/api/v1/users/self' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const expected = EXPECTED[user];
      expect(body.userId).toBe(session.userId);
      expect(body.emailAddress).toBe(emailOf(user));
      expect(body.roles).toEqual([expected.role]);
      expect(body.subrole).toBe(expected.subrole);
      expect(body.userRoleProperties.subRole).toBe(expected.subrole);
      expect(body.eulaAcknowledged).toBe(user !== 'surgeon.new');
      expect(body.institutionTier).toBe(expected.tier);
      expect(body.tierFeatures).toEqual(
        expected.tier === null ? [] : TIER_FEATURES_OF[expected.tier],
      );
      expect(body.inactivitySeconds).toBe(300);
      expect(body.status).toBe('Active');
      expect(keysOf(body).filter((key) => /password/i.test(key))).toEqual([]);
      expect(response.body).not.toMatch(/\$argon2/);
    });

    it('refuses an anonymous caller with 401', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/users/self' });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('User has not authenticated');
    });
  });

  describe('GET /api/v1/users/{id}', () => {
    it('answers a user about themselves', async () => {
      const surgeon = await sessionOf('surgeon');
      const response = await as(t.app, surgeon, {
        method: 'GET',
        url: `/api/v1/users/${surgeon.userId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().emailAddress).toBe('surgeon@sagitta.test');
      expect(keysOf(response.json()).filter((key) => /password/i.test(key))).toEqual([]);
    });

    it("refuses a physician another user's account with 403", async () => {
      const surgeon = await sessionOf('surgeon');
      const other = await sessionOf('surgeon2');
      const response = await as(t.app, surgeon, {
        method: 'GET',
        url: `/api/v1/users/${other.userId}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Forbidden',
      });
    });

    it('answers an administrator about anyone', async () => {
      const admin = await sessionOf('admin');
      const other = await sessionOf('surgeon2');
      const response = await as(t.app, admin, {
        method: 'GET',
        url: `/api/v1/users/${other.userId}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(other.userId);
      expect(response.json().emailAddress).toBe('surgeon2@sagitta.test');
      expect(keysOf(response.json()).filter((key) => /password/i.test(key))).toEqual([]);
    });

    it('answers 404 for an unknown id', async () => {
      const admin = await sessionOf('admin');
      const response = await as(t.app, admin, {
        method: 'GET',
        url: `/api/v1/users/${UNKNOWN_ID}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'User not found',
      });
    });

    it('answers 400 naming the parameter for an id that is not a uuid', async () => {
      const admin = await sessionOf('admin');
      const response = await as(t.app, admin, { method: 'GET', url: '/api/v1/users/not-a-uuid' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('params.id');
    });
  });

  describe('PATCH /api/v1/Users/{id}/eula-acknowledged', () => {
    it('records the acceptance of a user who had not accepted yet', async () => {
      const session = await sessionOf('surgeon.new');
      const before = await as(t.app, session, { method: 'GET', url: '/api/v1/users/self' });
      expect(before.json().eulaAcknowledged).toBe(false);

      const response = await as(t.app, session, {
        method: 'PATCH',
        url: `/api/v1/Users/${session.userId}/eula-acknowledged`,
        payload: { eulaAcknowledged: true },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().userId).toBe(session.userId);
      expect(response.json().eulaAcknowledged).toBe(true);

      const after = await as(t.app, session, { method: 'GET', url: '/api/v1/users/self' });
      expect(after.statusCode).toBe(200);
      expect(after.json().eulaAcknowledged).toBe(true);
    });

    it("refuses to accept for someone else's account with 403", async () => {
      const session = await sessionOf('surgeon.new');
      const other = await sessionOf('surgeon2');
      const response = await as(t.app, session, {
        method: 'PATCH',
        url: `/api/v1/Users/${other.userId}/eula-acknowledged`,
        payload: { eulaAcknowledged: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only the account holder can do this');
    });

    it('refuses eulaAcknowledged false with 400', async () => {
      const session = await sessionOf('surgeon');
      const response = await as(t.app, session, {
        method: 'PATCH',
        url: `/api/v1/Users/${session.userId}/eula-acknowledged`,
        payload: { eulaAcknowledged: false },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('body.eulaAcknowledged');
    });
  });

  describe('GET /api/v1/roles', () => {
    it('lists the seven fixed roles of the sagitta namespace to an administrator', async () => {
      const admin = await sessionOf('admin');
      const response = await as(t.app, admin, {
        method: 'GET',
        url: '/api/v1/roles?namespace=sagitta',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { roleId: 1, name: 'PHYSICIAN', namespace: 'sagitta', role: 'sagitta:PHYSICIAN' },
        { roleId: 2, name: 'CLINICAL_STAFF', namespace: 'sagitta', role: 'sagitta:CLINICAL_STAFF' },
        {
          roleId: 3,
          name: 'SALES_REPRESENTATIVE',
          namespace: 'sagitta',
          role: 'sagitta:SALES_REPRESENTATIVE',
        },
        { roleId: 4, name: '3DS_TECHNICIAN', namespace: 'sagitta', role: 'sagitta:3DS_TECHNICIAN' },
        {
          roleId: 5,
          name: 'ROD_MANUFACTURER',
          namespace: 'sagitta',
          role: 'sagitta:ROD_MANUFACTURER',
        },
        {
          roleId: 6,
          name: 'SYSTEM_ADMINISTRATOR',
          namespace: 'sagitta',
          role: 'sagitta:SYSTEM_ADMINISTRATOR',
        },
        {
          roleId: 7,
          name: 'USER_ADMINISTRATOR',
          namespace: 'sagitta',
          role: 'sagitta:USER_ADMINISTRATOR',
        },
      ]);
    });

    it('answers an empty list for another namespace', async () => {
      const admin = await sessionOf('admin');
      const response = await as(t.app, admin, {
        method: 'GET',
        url: '/api/v1/roles?namespace=other',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('refuses a physician with 403', async () => {
      const surgeon = await sessionOf('surgeon');
      const response = await as(t.app, surgeon, {
        method: 'GET',
        url: '/api/v1/roles?namespace=sagitta',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Forbidden');
    });
  });
});

/** Password changes end sessions and change credentials: a server of their own. */
describe('PUT /api/v1/users/{id}/password', () => {
  const NEW_PASSWORD = 'Fresh-Start-2027!';
  let t: TestApp;
  let changer: Session;

  const put = (session: Session, userId: string, payload: Record<string, unknown>) =>
    as(t.app, session, { method: 'PUT', url: `/api/v1/users/${userId}/password`, payload });

  beforeAll(async () => {
    t = await createTestApp();
    changer = await loginAs(t.app, 'surgeon2');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['too short', 'Ab1!short', PASSWORD_RULE_MESSAGES.length],
    ['too few character classes', 'onlylowercaseletters', PASSWORD_RULE_MESSAGES.classes],
    ['the same as the current one', DEMO_PASSWORD, PASSWORD_RULE_MESSAGES.unchanged],
  ])(
    'refuses a new password that is %s with 400 and the rule message',
    async (_, newPassword, message) => {
      const response = await put(changer, changer.userId, {
        currentPassword: DEMO_PASSWORD,
        newPassword,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().details).toEqual([
        { field: 'body.newPassword', rule: expect.any(String), message },
      ]);
    },
  );

  it('refuses a wrong current password with 400', async () => {
    const response = await put(changer, changer.userId, {
      currentPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is incorrect');
  });

  it('refuses a missing current password with 400', async () => {
    const response = await put(changer, changer.userId, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Current password is required');
  });

  it("refuses to change someone else's password with 403", async () => {
    const other = await loginAs(t.app, 'surgeon');
    const response = await put(changer, other.userId, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the account holder can do this');
    // and the other account still signs in with its password
    expect((await login(t, emailOf('surgeon'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password, ends the other sessions and keeps the one that changed it', async () => {
    const otherSession = await loginAs(t.app, 'surgeon2');
    const stillLive = await as(t.app, otherSession, { method: 'GET', url: '/api/v1/users/self' });
    expect(stillLive.statusCode).toBe(200);

    const response = await put(changer, changer.userId, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userId).toBe(changer.userId);
    expect(keysOf(response.json()).filter((key) => /password/i.test(key))).toEqual([]);

    const ended = await as(t.app, otherSession, { method: 'GET', url: '/api/v1/users/self' });
    expect(ended.statusCode).toBe(401);
    const kept = await as(t.app, changer, { method: 'GET', url: '/api/v1/users/self' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().userId).toBe(changer.userId);

    const withOld = await login(t, emailOf('surgeon2'), DEMO_PASSWORD);
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().message).toBe('Invalid email or password');
    const withNew = await login(t, emailOf('surgeon2'), NEW_PASSWORD);
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user.userId).toBe(changer.userId);
  });
});

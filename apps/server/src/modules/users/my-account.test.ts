import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, USER_ALREADY_EXISTS } from '@sagitta/domain';
import { auditEvents, users } from '../../db/schema';
import {
  as,
  attemptSignIn,
  DEMO_PASSWORD,
  type DemoUser,
  emailOf,
  useTestApp,
} from '../../../test/harness';
import { PASSWORD_CHANGES_PER_WINDOW } from './current-password-limit';
import { MY_ACCOUNT_MESSAGES } from './my-account';

const t = useTestApp();

const patchProfile = async (caller: DemoUser, payload: unknown, target?: string) => {
  const session = await t.sessionOf(caller);
  return as(t.app, session, {
    method: 'PATCH',
    url: `/api/v1/users/${target ?? session.userId}/profile`,
    payload: payload as Record<string, unknown>,
  });
};

const putEmail = async (caller: DemoUser, payload: Record<string, unknown>, target?: string) => {
  const session = await t.sessionOf(caller);
  return as(t.app, session, {
    method: 'PUT',
    url: `/api/v1/users/${target ?? session.userId}/email`,
    payload,
  });
};

const self = async (caller: DemoUser) =>
  (await as(t.app, await t.sessionOf(caller), { method: 'GET', url: '/api/v1/users/self' })).json();

async function storedOf(user: DemoUser) {
  const email = emailOf(user);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no account ${email}`);
  return row;
}

describe('PATCH /api/v1/users/{id}/profile', () => {
  it('stores a masked phone as its ten digits, and shows it at once on users/self', async () => {
    expect((await self('surgeon')).phone).toBeNull(); // read once: now in the account cache
    const response = await patchProfile('surgeon', { phone: '(555) 123 4567' });
    expect(response.statusCode).toBe(200);
    expect(response.json().phone).toBe('5551234567');
    expect((await storedOf('surgeon')).phone).toBe('5551234567');
    expect((await self('surgeon')).phone).toBe('5551234567');
  });

  it('stores a bare phone as it is, and clears it with null', async () => {
    const bare = await patchProfile('surgeon', { phone: '5559876543' });
    expect(bare.json().phone).toBe('5559876543');
    const cleared = await patchProfile('surgeon', { phone: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().phone).toBeNull();
  });

  it.each(['555-1234', '(555)1234567', '55512345678', 'phone'])(
    'refuses the phone %s with 400',
    async (phone) => {
      const response = await patchProfile('surgeon', { phone });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(FIELD_MESSAGES.phone);
      expect(response.json().details).toEqual([
        { field: 'body.phone', message: FIELD_MESSAGES.phone },
      ]);
    },
  );

  it('stores states upper-cased, once each, for any role', async () => {
    const response = await patchProfile('rep', { states: ['ca', 'NV', 'CA', ' or '] });
    expect(response.statusCode).toBe(200);
    expect(response.json().states).toEqual(['CA', 'NV', 'OR']);
    const staff = await patchProfile('staff', { states: [] });
    expect(staff.json().states).toEqual([]);
  });

  it('refuses an unknown state code with 400 and changes nothing', async () => {
    const response = await patchProfile('rep', { states: ['CA', 'XX'], phone: '5551112222' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(FIELD_MESSAGES.state);
    const stored = await storedOf('rep');
    expect(stored.states).toEqual(['CA', 'NV', 'OR']);
    expect(stored.phone).toBeNull();
  });

  it('saves preferences and audits which fields changed, without their values', async () => {
    const preferences = {
      email: false,
      mobile: true,
      pendingCompletion: false,
      pendingCaseScheduling: true,
      pendingApproval: false,
    };
    const response = await patchProfile('surgeon2', {
      notificationPreferences: preferences,
      alwaysAddRodToPlan: true,
      phone: '5550001111',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      notificationPreferences: preferences,
      alwaysAddRodToPlan: true,
    });
    const surgeon2 = await t.sessionOf('surgeon2');
    const [row] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'user.profile.update'),
          eq(auditEvents.targetId, surgeon2.userId),
        ),
      );
    expect(row).toMatchObject({
      actorUserId: surgeon2.userId,
      outcome: 'success',
      details: { fields: 'alwaysAddRodToPlan,notificationPreferences,phone' },
    });
    expect(JSON.stringify(row?.details)).not.toContain('5550001111');
  });

  it('lets a non-manager technician toggle their experience flag', async () => {
    for (const inexperienced of [true, false]) {
      const response = await patchProfile('modeler', { inexperienced });
      expect(response.statusCode).toBe(200);
      expect(response.json().userRoleProperties.inexperienced).toBe(inexperienced);
    }
    const planner = await patchProfile('planner', { inexperienced: true });
    expect(planner.json().userRoleProperties.inexperienced).toBe(true);
  });

  it.each(['manager', 'surgeon', 'staff', 'admin'] as const)(
    'refuses the experience flag of %s with 400, changing nothing else',
    async (caller) => {
      const response = await patchProfile(caller, { inexperienced: true, phone: '5554443333' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MY_ACCOUNT_MESSAGES.notInexperiencedKind);
      const stored = await storedOf(caller);
      expect(stored.inexperienced).toBe(false);
      expect(stored.phone).not.toBe('5554443333');
    },
  );

  it('refuses a body with nothing it can change with 400', async () => {
    for (const payload of [{}, { status: 'Active', emailAddress: 'x@sagitta.test' }]) {
      const response = await patchProfile('surgeon', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Nothing to change');
    }
    expect((await storedOf('surgeon')).email).toBe('surgeon@sagitta.test');
  });

  it.each([
    ['a physician', 'surgeon'],
    ['an administrator', 'admin'],
  ] as const)("refuses %s another user's profile with 403", async (_, caller) => {
    const target = await t.sessionOf('surgeon2');
    const before = await storedOf('surgeon2');
    const response = await patchProfile(caller, { phone: '5557778888' }, target.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the account holder can do this');
    expect((await storedOf('surgeon2')).phone).toBe(before.phone);
  });
});

describe('PUT /api/v1/users/{id}/email', () => {
  it('refuses a wrong current password with 400', async () => {
    const response = await putEmail('surgeon.t1', {
      emailAddress: 'reyes@sagitta.test',
      currentPassword: 'Not-The-Password-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MY_ACCOUNT_MESSAGES.wrongPassword);
    expect((await storedOf('surgeon.t1')).email).toBe('surgeon.t1@sagitta.test');
  });

  it.each(['surgeon2@sagitta.test', 'SURGEON2@Sagitta.Test'])(
    'refuses %s, the email of another account, with 409',
    async (emailAddress) => {
      const response = await putEmail('surgeon.t1', {
        emailAddress,
        currentPassword: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: USER_ALREADY_EXISTS,
        details: { kind: 'DuplicateUser' },
      });
    },
  );

  it('refuses an invalid email with 400', async () => {
    const response = await putEmail('surgeon.t1', {
      emailAddress: 'not an email',
      currentPassword: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Email is invalid');
  });

  it("refuses another user's email with 403", async () => {
    const target = await t.sessionOf('surgeon2');
    const response = await putEmail(
      'surgeon.t1',
      { emailAddress: 'taken.over@sagitta.test', currentPassword: DEMO_PASSWORD },
      target.userId,
    );
    expect(response.statusCode).toBe(403);
    expect((await storedOf('surgeon2')).email).toBe('surgeon2@sagitta.test');
  });

  it('changes the email: the session lives on, sign-in takes the new one only', async () => {
    const response = await putEmail('surgeon.t1', {
      emailAddress: 'Daniel.Reyes@Sagitta.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().emailAddress).toBe('daniel.reyes@sagitta.test');
    expect((await self('surgeon.t1')).emailAddress).toBe('daniel.reyes@sagitta.test');

    const withNew = await attemptSignIn(t.app, 'daniel.reyes@sagitta.test', DEMO_PASSWORD);
    expect(withNew.statusCode).toBe(200);
    expect(withNew.json().user.userId).toBe((await t.sessionOf('surgeon.t1')).userId);
    const withOld = await attemptSignIn(t.app, emailOf('surgeon.t1'), DEMO_PASSWORD);
    expect(withOld.statusCode).toBe(401);

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.email.change'), eq(auditEvents.outcome, 'success')));
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited[0])).not.toContain('daniel.reyes');
  });

  it('stops guessing the password through the email route after 10 tries', async () => {
    const attempt = () =>
      putEmail('manager', { emailAddress: 'grace@sagitta.test', currentPassword: 'A-Guess-12345' });
    for (let guess = 1; guess <= PASSWORD_CHANGES_PER_WINDOW; guess += 1) {
      expect((await attempt()).statusCode).toBe(400);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    // Even the right password waits for the window to end.
    const right = await putEmail('manager', {
      emailAddress: 'grace@sagitta.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect((await storedOf('manager')).email).toBe('manager@sagitta.test');
  });
});

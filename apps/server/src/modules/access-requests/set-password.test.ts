import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES } from '@sagitta/domain';
import { auditEvents, users } from '../../db/schema';
import { as, attemptSignIn, loginAs, type Session, useTestApp } from '../../../test/harness';
import { SET_PASSWORD_ATTEMPTS_PER_WINDOW } from './routes';
import { INVALID_LINK, PASSWORD_SET } from './service';
import { latestLinkTokenFor } from './test-outbox';

const PASSWORD = 'Sunrise-Over-Lake-9';

const t = useTestApp();
let admin: Session;
beforeAll(async () => {
  admin = await loginAs(t.app, 'admin');
});

let counter = 0;
/** A fresh account created by an administrator; its set-password link is in the outbox. */
async function newAccount(): Promise<{ id: string; email: string; token: string }> {
  counter += 1;
  const email = `person${counter}@hospital.example`;
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: { firstName: 'Pat', lastName: 'Doe', emailAddress: email, role: 'ROD_MANUFACTURER' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    id: response.json().data.userId,
    email,
    token: await latestLinkTokenFor(t.database.db, email),
  };
}

let address = 0;
/** Each attempt comes from an address of its own unless told: attempts are rate limited. */
const setPassword = (
  token: string,
  newPassword = PASSWORD,
  remoteAddress = `10.1.0.${String((address += 1))}`,
) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/set-password',
    payload: { token, newPassword },
    remoteAddress,
  });

const statusOf = async (id: string) =>
  (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]
    ?.status;

describe('POST /auth/api/v1/set-password', () => {
  it('sets the password of a New account, which becomes Active and signs in', async () => {
    const account = await newAccount();
    const response = await setPassword(account.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_SET });
    expect(await statusOf(account.id)).toBe('Active');

    const signIn = await attemptSignIn(t.app, account.email, PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().passwordChangeRequired).toBe(false);

    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'user.password.set-with-link'),
          eq(auditEvents.targetId, account.id),
        ),
      );
    expect(audit).toMatchObject({ actorUserId: account.id, outcome: 'success', details: null });
  });

  it('refuses a link used once already', async () => {
    const account = await newAccount();
    expect((await setPassword(account.token)).statusCode).toBe(200);
    const again = await setPassword(account.token, 'Another-Try-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_LINK);
    expect((await attemptSignIn(t.app, account.email, 'Another-Try-2026')).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const response = await setPassword('x'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
  });

  it.each([
    ['too short', 'Short-1a', PASSWORD_RULE_MESSAGES.length],
    ['of too few kinds of characters', 'onlylowercaseletters', PASSWORD_RULE_MESSAGES.classes],
  ])('refuses a password %s with the rule, and the link still works', async (_, password, rule) => {
    const account = await newAccount();
    const refused = await setPassword(account.token, password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(rule);
    expect(await statusOf(account.id)).toBe('New');
    expect((await setPassword(account.token)).statusCode).toBe(200);
  });

  it('gives a used link to one of two requests sent at once', async () => {
    const account = await newAccount();
    const responses = await Promise.all([
      setPassword(account.token, 'First-Request-2026'),
      setPassword(account.token, 'Second-Request-2026'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('keeps only the latest link of an account working', async () => {
    const account = await newAccount();
    t.clock.advance(1);
    const reset = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/v1/Users/Status?userIds=${account.id}`,
      payload: { status: 'Reset' },
    });
    expect(reset.json().succeeded).toEqual([account.id]);
    const latest = await latestLinkTokenFor(t.database.db, account.email);
    expect(latest).not.toBe(account.token);
    expect((await setPassword(account.token)).statusCode).toBe(400);
    expect((await setPassword(latest)).statusCode).toBe(200);
  });

  it(`allows ${SET_PASSWORD_ATTEMPTS_PER_WINDOW} attempts per 15 minutes per client, then 429`, async () => {
    const account = await newAccount();
    for (let i = 0; i < SET_PASSWORD_ATTEMPTS_PER_WINDOW; i += 1) {
      const response = await setPassword('y'.repeat(43), PASSWORD, '10.1.9.9');
      expect(response.statusCode).toBe(400);
    }
    const limited = await setPassword(account.token, PASSWORD, '10.1.9.9');
    expect(limited.statusCode).toBe(429);
    expect(await statusOf(account.id)).toBe('New');
  });

  it('refuses a link 72 hours after it was sent', async () => {
    const account = await newAccount();
    t.clock.advance(72 * 60 * 60 + 1);
    const response = await setPassword(account.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_LINK);
    expect(await statusOf(account.id)).toBe('New');
  });
});

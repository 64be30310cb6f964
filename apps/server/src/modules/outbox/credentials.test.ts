import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  attemptSignIn,
  createTestApp,
  loginAs,
  type Session,
  type TestApp,
} from '../../../test/harness';
import { startTestSmtpServer, type TestSmtpServer } from '../../platform/mail/test-smtp-server';
import { mailsTo } from '../access-requests/test-outbox';
import { PRIVILEGED_LINK_NEEDS_MAIL } from '../access-requests/set-password-links';
import { ADMINISTRATOR_ACCOUNTS_ONLY, OTHER_ADMINISTRATOR_EMAIL } from '../users/admin-service';

/**
 * Issue 14, item 1: no account may obtain a credential (a set-password link's token) for an
 * account of higher privilege than its own, nor for another administrator's.
 */

interface OutboxPage {
  totalCount: number;
  mode: string;
  items: { recipient: string; body: string; kind: string }[];
}

const PASSWORD = 'Taken-Over-Account-1';
const ROBIN = { firstName: 'Robin', lastName: 'Vale' };
const LINK_TOKEN = /\/set-password\?token=([A-Za-z0-9_-]+)/g;

/** Every set-password token the messages show, whoever they are for. */
const tokensIn = (page: OutboxPage): string[] =>
  page.items.flatMap((item) => [...item.body.matchAll(LINK_TOKEN)].map((match) => match[1] ?? ''));

const readOutbox = async (t: TestApp, session: Session): Promise<OutboxPage> => {
  const response = await as(t.app, session, { method: 'GET', url: '/api/v1/outbox?pageSize=100' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxPage>();
};

const createAccount = (t: TestApp, by: Session, email: string, role: string, host?: string) =>
  as(t.app, by, {
    method: 'POST',
    url: '/api/v1/users',
    payload: { firstName: 'Robin', lastName: 'Vale', emailAddress: email, role },
    ...(host === undefined ? {} : { headers: { host } }),
  });

const setStatus = async (t: TestApp, by: Session, userId: string, status: string) => {
  const response = await as(t.app, by, {
    method: 'PATCH',
    url: `/api/v1/Users/Status?userIds=${userId}`,
    payload: { status },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ succeeded: string[]; failed: { userId: string; message: string }[] }>();
};

const setPassword = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/set-password',
    payload: { token, newPassword: PASSWORD },
  });

describe('without a mail server (evaluation): links for non-administrators, to system administrators', () => {
  let t: TestApp;
  let admin: Session;
  let useradmin: Session;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    admin = await loginAs(t.app, 'admin');
    useradmin = await loginAs(t.app, 'useradmin');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to create an administrator, so no link to one is ever written (the attack of issue 14)', async () => {
    for (const role of ['SYSTEM_ADMINISTRATOR', 'USER_ADMINISTRATOR']) {
      const email = `new.${role.toLowerCase()}@hospital.example`;
      const refused = await createAccount(t, admin, email, role);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(PRIVILEGED_LINK_NEEDS_MAIL);
      expect(await mailsTo(t.database.db, email)).toEqual([]);
    }
    expect(tokensIn(await readOutbox(t, useradmin))).toEqual([]);
  });

  it('refuses to reset an administrator: their links go by email only', async () => {
    const useradminId = useradmin.userId;
    const result = await setStatus(t, admin, useradminId, 'Reset');
    expect(result.failed).toEqual([{ userId: useradminId, message: PRIVILEGED_LINK_NEEDS_MAIL }]);
    expect(
      (await attemptSignIn(t.app, 'useradmin@sagitta.test', 'Sagitta-Demo-2026!')).statusCode,
    ).toBe(200);
    expect(await mailsTo(t.database.db, 'useradmin@sagitta.test')).toEqual([]);
  });

  it('shows a system administrator the links of non-administrators; a user administrator none', async () => {
    const email = 'plain.physician@hospital.example';
    expect((await createAccount(t, useradmin, email, 'PHYSICIAN')).statusCode).toBe(201);

    const forAdmin = await readOutbox(t, admin);
    expect(forAdmin.mode).toBe('evaluation');
    const message = forAdmin.items.find((item) => item.recipient === email);
    const [token] = [...(message?.body ?? '').matchAll(LINK_TOKEN)].map((match) => match[1]);
    expect(token).toHaveLength(43);

    const forUserAdmin = await readOutbox(t, useradmin);
    expect(forUserAdmin.mode).toBe('evaluation');
    expect(forUserAdmin.items.some((item) => item.recipient === email)).toBe(true);
    expect(tokensIn(forUserAdmin)).toEqual([]);

    expect((await setPassword(t, token ?? '')).statusCode).toBe(200);
  });

  it('lets no account become an administrator while its link is shown', async () => {
    const email = 'soon.admin@hospital.example';
    const created = await createAccount(t, admin, email, 'ROD_MANUFACTURER');
    expect(created.statusCode).toBe(201);
    const id = created.json().data.userId as string;
    const [token] = tokensIn(await readOutbox(t, admin));
    expect(token).toHaveLength(43);

    const promote = () =>
      as(t.app, admin, {
        method: 'PUT',
        url: `/api/v1/users/${id}`,
        payload: { ...ROBIN, emailAddress: email, role: 'USER_ADMINISTRATOR' },
      });
    // New: the account's link is out, readable; as an administrator it would need mail.
    const refused = await promote();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(PRIVILEGED_LINK_NEEDS_MAIL);

    // Used or not, the link was shown: an account in use starts over with a password by email.
    expect((await setPassword(t, token ?? '')).statusCode).toBe(200);
    const inUse = await promote();
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json().message).toBe(PRIVILEGED_LINK_NEEDS_MAIL);
  });

  it('builds links from the server address, never from the Host header', async () => {
    const email = 'host.header@hospital.example';
    const created = await createAccount(t, admin, email, 'ROD_MANUFACTURER', 'evil.example');
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, email);
    expect(mail?.body).toMatch(/http:\/\/127\.0\.0\.1:3000\/set-password\?token=[\w-]{43}\n/);
    expect(mail?.body).not.toContain('evil.example');
  });
});

describe('with a mail server: no live token is readable through the outbox, by anyone', () => {
  const PUBLIC_URL = 'https://portal.hospital.example';
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: Session;
  let useradmin: Session;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, LOGIN_RATE_LIMIT: '1000' });
    admin = await loginAs(t.app, 'admin');
    useradmin = await loginAs(t.app, 'useradmin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The token of the latest link mailed to an address. */
  const mailedToken = async (email: string): Promise<string> => {
    await t.app.services.mailer.deliverPending();
    const mail = smtp.received.filter((received) => received.to.includes(email)).at(-1);
    return /\/set-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };

  it('mails a new system administrator their link, built from PUBLIC_URL; the outbox shows no token', async () => {
    const email = 'second.admin@hospital.example';
    const created = await createAccount(t, admin, email, 'SYSTEM_ADMINISTRATOR', 'evil.example');
    expect(created.statusCode).toBe(201);
    const plain = await createAccount(
      t,
      useradmin,
      'rods.two@hospital.example',
      'ROD_MANUFACTURER',
    );
    expect(plain.statusCode).toBe(201);

    for (const reader of [admin, useradmin]) {
      const page = await readOutbox(t, reader);
      expect(page.mode).toBe('mail');
      expect(page.totalCount).toBe(2);
      expect(tokensIn(page)).toEqual([]);
    }

    await t.app.services.mailer.deliverPending();
    const mailed = smtp.received.find((mail) => mail.to.includes(email));
    expect(mailed?.text).toContain(`${PUBLIC_URL}/set-password?token=`);
    expect(mailed?.text).not.toContain('evil.example');
    for (const reader of [admin, useradmin])
      expect(tokensIn(await readOutbox(t, reader))).toEqual([]);
  });

  it('kills the links an account had when it becomes an administrator, and mails a fresh one', async () => {
    const email = 'promoted@hospital.example';
    const created = await createAccount(t, admin, email, 'ROD_MANUFACTURER');
    const id = created.json().data.userId as string;
    const before = await mailedToken(email);
    const promoted = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      payload: { ...ROBIN, emailAddress: email, role: 'USER_ADMINISTRATOR' },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const after = await mailedToken(email);
    expect(after).not.toBe(before);
    expect((await setPassword(t, before)).statusCode).toBe(400);
    expect((await setPassword(t, after)).statusCode).toBe(200);
  });

  it('leaves other administrators to system administrators: no redirected email, no reset', async () => {
    const email = 'other.useradmin@hospital.example';
    const created = await createAccount(t, admin, email, 'USER_ADMINISTRATOR');
    expect(created.statusCode).toBe(201);
    const otherId = created.json().data.userId as string;
    const other = { ...ROBIN, role: 'USER_ADMINISTRATOR' };

    const redirect = await as(t.app, useradmin, {
      method: 'PUT',
      url: `/api/v1/users/${otherId}`,
      payload: { ...other, emailAddress: 'attacker@evil.example' },
    });
    expect(redirect.statusCode).toBe(403);
    expect(redirect.json().message).toBe(ADMINISTRATOR_ACCOUNTS_ONLY);
    const resetByPeer = await setStatus(t, useradmin, otherId, 'Reset');
    expect(resetByPeer.failed).toEqual([{ userId: otherId, message: ADMINISTRATOR_ACCOUNTS_ONLY }]);
    const second = await createAccount(t, useradmin, 'mine@evil.example', 'USER_ADMINISTRATOR');
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toBe(ADMINISTRATOR_ACCOUNTS_ONLY);

    // Once the account is in use, a system administrator cannot send its links elsewhere either.
    expect((await setPassword(t, await mailedToken(email))).statusCode).toBe(200);
    const redirectByAdmin = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${otherId}`,
      payload: { ...other, emailAddress: 'attacker@evil.example' },
    });
    expect(redirectByAdmin.statusCode).toBe(403);
    expect(redirectByAdmin.json().message).toBe(OTHER_ADMINISTRATOR_EMAIL);

    // A reset goes to the holder's own address.
    expect((await setStatus(t, admin, otherId, 'Reset')).succeeded).toEqual([otherId]);
    expect(await mailedToken(email)).toHaveLength(43);
    expect(tokensIn(await readOutbox(t, admin))).toEqual([]);
  });
});

/**
 * An administrator who demotes another, resets the account, follows the link shown to them and
 * promotes it back would know an administrator's password: promotion starts the password over.
 */
describe('demote, reset, take over, promote back', () => {
  const demoteResetTakeOver = async (t: TestApp, admin: Session, victim: Session) => {
    const account = { ...ROBIN, emailAddress: 'useradmin@sagitta.test' };
    const demoted = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${victim.userId}`,
      payload: { ...account, role: 'ROD_MANUFACTURER' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await setStatus(t, admin, victim.userId, 'Reset')).succeeded).toEqual([victim.userId]);
    return () =>
      as(t.app, admin, {
        method: 'PUT',
        url: `/api/v1/users/${victim.userId}`,
        payload: { ...account, role: 'USER_ADMINISTRATOR' },
      });
  };

  it('without mail: the promotion back is refused, the account stays what it was demoted to', async () => {
    const t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    try {
      const admin = await loginAs(t.app, 'admin');
      const victim = await loginAs(t.app, 'useradmin');
      const promoteBack = await demoteResetTakeOver(t, admin, victim);
      const [token] = tokensIn(await readOutbox(t, admin));
      expect((await setPassword(t, token ?? '')).statusCode).toBe(200);

      const refused = await promoteBack();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(PRIVILEGED_LINK_NEEDS_MAIL);
      const signedIn = await attemptSignIn(t.app, 'useradmin@sagitta.test', PASSWORD);
      expect(signedIn.json().user.roles).toEqual(['sagitta:ROD_MANUFACTURER']);
    } finally {
      await t.close();
    }
  });

  it('with mail: the promoted account is reset, the password set through the link stops working', async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({ SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: '1000' });
    try {
      const admin = await loginAs(t.app, 'admin');
      const victim = await loginAs(t.app, 'useradmin');
      const promoteBack = await demoteResetTakeOver(t, admin, victim);
      // With mail the outbox shows no token; say the reset link leaked anyway (its mailbox).
      await t.app.services.mailer.deliverPending();
      const leaked = /token=([\w-]+)/.exec(smtp.received.at(-1)?.text ?? '')?.[1] ?? '';
      expect((await setPassword(t, leaked)).statusCode).toBe(200);
      const taken = await attemptSignIn(t.app, 'useradmin@sagitta.test', PASSWORD);
      expect(taken.statusCode).toBe(200);

      const promoted = await promoteBack();
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json().data.status).toBe('Reset');
      expect((await attemptSignIn(t.app, 'useradmin@sagitta.test', PASSWORD)).statusCode).toBe(401);
      const takenToken = taken.json<{ token: string }>().token;
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/self',
        headers: { authorization: `Bearer ${takenToken}` },
      });
      expect(session.statusCode).toBe(401);
      await t.app.services.mailer.deliverPending();
      const fresh = /token=([\w-]+)/.exec(smtp.received.at(-1)?.text ?? '')?.[1] ?? '';
      expect(fresh).not.toBe(leaked);
      expect(smtp.received.at(-1)?.to).toContain('useradmin@sagitta.test');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

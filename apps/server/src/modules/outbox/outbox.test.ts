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
import { linkTokenIn } from '../access-requests/test-outbox';
import { HIDDEN_TOKEN } from './service';

interface OutboxPage {
  totalCount: number;
  items: {
    recipient: string;
    subject: string;
    body: string;
    kind: string;
    sentAt: string | null;
  }[];
}

const createAccount = (t: TestApp, admin: Session, email: string) =>
  as(t.app, admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      firstName: 'Robin',
      lastName: 'Vale',
      emailAddress: email,
      role: 'ROD_MANUFACTURER',
    },
  });

const readOutbox = async (t: TestApp, session: Session, query = '') => {
  const response = await as(t.app, session, { method: 'GET', url: `/api/v1/outbox${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OutboxPage>();
};

describe('GET /api/v1/outbox without a mail server', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
    for (const name of ['first', 'second', 'third']) {
      expect((await createAccount(t, admin, `${name}@hospital.example`)).statusCode).toBe(201);
      t.clock.advance(1);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the kept emails newest first, paged, whole, links included for a system administrator', async () => {
    const page = await readOutbox(t, admin, '?pageSize=2');
    expect(page.totalCount).toBe(3);
    expect(page.items.map((item) => item.recipient)).toEqual([
      'third@hospital.example',
      'second@hospital.example',
    ]);
    expect(page.items[0]).toMatchObject({ kind: 'set-password', sentAt: null });
    expect(linkTokenIn(page.items[0]?.body ?? '')).toHaveLength(43);

    const last = await readOutbox(t, admin, '?pageSize=2&page=2');
    expect(last.items.map((item) => item.recipient)).toEqual(['first@hospital.example']);
  });

  it('searches recipients and subjects, literally', async () => {
    expect((await readOutbox(t, admin, '?search=SECOND')).items.map((i) => i.recipient)).toEqual([
      'second@hospital.example',
    ]);
    expect((await readOutbox(t, admin, '?search=%25')).totalCount).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await readOutbox(t, await loginAs(t.app, 'useradmin'))).totalCount).toBe(3);
    const surgeon = await loginAs(t.app, 'surgeon');
    const refused = await as(t.app, surgeon, { method: 'GET', url: '/api/v1/outbox' });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/outbox' })).statusCode).toBe(401);
  });
});

describe('with SMTP_URL: emails are delivered, and the outbox hides their links', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <portal@hospital.example>' });
    admin = await loginAs(t.app, 'useradmin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a new account its link through the mail server after commit', async () => {
    expect((await createAccount(t, admin, 'robin.vale@hospital.example')).statusCode).toBe(201);
    await t.app.services.mailer.deliverPending();
    const [mail, ...others] = smtp.received;
    expect(others).toEqual([]);
    expect(mail?.from).toBe('portal@hospital.example');
    expect(mail?.to).toEqual(['robin.vale@hospital.example']);

    const [kept] = (await readOutbox(t, admin)).items;
    expect(kept?.sentAt).not.toBeNull();
    expect(kept?.body).toContain(`/set-password?token=${HIDDEN_TOKEN}`);
    const token = linkTokenIn(mail?.text ?? '');
    expect(kept?.body).not.toContain(token);

    // The link that arrived by email is the one that works.
    const set = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/set-password',
      payload: { token, newPassword: 'Mailed-Link-Works-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (await attemptSignIn(t.app, 'robin.vale@hospital.example', 'Mailed-Link-Works-1')).statusCode,
    ).toBe(200);
  });

  it('sends nothing for a change that was refused', async () => {
    const before = smtp.received.length;
    expect((await createAccount(t, admin, 'surgeon@sagitta.test')).statusCode).toBe(409);
    await t.app.services.mailer.deliverPending();
    expect(smtp.received).toHaveLength(before);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import { outbox } from '../../db/schema';
import { ManualClock } from '../clock';
import type { DatabaseHandle } from '../db/database';
import { Mailer, type MailLog, type MailMessage } from './mailer';
import { deliveryErrorCode, smtpTransport } from './smtp-transport';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

const FROM = 'Sagitta <no-reply@sagitta.test>';

const message = (to: string, text = `Set your password: /set-password?token=${to}-t0k3n`) =>
  ({ to, subject: 'Your Sagitta account', text, kind: 'set-password' }) satisfies MailMessage;

let database: DatabaseHandle;
let smtp: TestSmtpServer;
const clock = new ManualClock(new Date('2026-11-22T09:00:00.000Z'));
const logged: { level: string; details: object; message: string }[] = [];
const log: MailLog = {
  info: (details, text) => logged.push({ level: 'info', details, message: text }),
  warn: (details, text) => logged.push({ level: 'warn', details, message: text }),
  error: (details, text) => logged.push({ level: 'error', details, message: text }),
};
const mailers: Mailer[] = [];

function mailerFor(url: string | null): Mailer {
  const mailer = new Mailer({
    db: database.db,
    clock,
    from: FROM,
    transport: url === null ? null : smtpTransport(url),
    log,
  });
  mailers.push(mailer);
  return mailer;
}

async function queue(mailer: Mailer, ...messages: MailMessage[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    for (const each of messages) await mailer.send(tx, each);
  });
}

const rowOf = async (recipient: string) => {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return row;
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  logged.length = 0;
});
afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.stop();
  await smtp.close();
  await database.db.delete(outbox);
});

describe('Mailer', () => {
  it('writes to the outbox and, with a mail server, delivers after commit through SMTP', async () => {
    const mailer = mailerFor(smtp.url);
    await queue(mailer, message('first@hospital.example'), message('second@hospital.example'));
    expect(smtp.received).toEqual([]);

    expect(await mailer.deliverPending()).toEqual({ delivered: 2, failed: 0 });
    expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
      ['first@hospital.example'],
      ['second@hospital.example'],
    ]);
    const first = smtp.received.find((mail) => mail.to[0] === 'first@hospital.example');
    expect(first?.from).toBe('no-reply@sagitta.test');
    expect(first?.data).toMatch(/^Subject: Your Sagitta account$/m);
    expect(first?.text).toContain('/set-password?token=first@hospital.example-t0k3n');

    const row = await rowOf('first@hospital.example');
    expect(row?.sentAt?.toISOString()).toBe(clock.now().toISOString());
    expect(row?.lastError).toBeNull();
    // Nothing left: a second pass sends nothing again.
    expect(await mailer.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const mailer = mailerFor(smtp.url);
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.send(tx, message('rolled.back@hospital.example'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowOf('rolled.back@hospital.example')).toBeUndefined();
    expect(await mailer.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  });

  it('records a refusal as a code, keeps the message unsent, and delivers it on a later pass', async () => {
    const mailer = mailerFor(smtp.url);
    smtp.refuse('refused@hospital.example');
    await queue(mailer, message('refused@hospital.example'), message('fine@hospital.example'));

    expect(await mailer.deliverPending()).toEqual({ delivered: 1, failed: 1 });
    const refused = await rowOf('refused@hospital.example');
    expect(refused?.sentAt).toBeNull();
    expect(refused?.lastError).toBe('EENVELOPE 550');
    // The log names the message by id and code only: no address, subject, body or token.
    const text = JSON.stringify(logged);
    expect(text).toContain(refused?.id);
    expect(text).not.toMatch(/hospital\.example|t0k3n|Your Sagitta account/);

    smtp.accept('refused@hospital.example');
    expect(await mailer.deliverPending()).toEqual({ delivered: 1, failed: 0 });
    const delivered = await rowOf('refused@hospital.example');
    expect(delivered?.sentAt).not.toBeNull();
    expect(delivered?.lastError).toBeNull();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual([
      'fine@hospital.example',
      'refused@hospital.example',
    ]);
  });

  it('records an unreachable server as a code and tries again later', async () => {
    await smtp.close();
    const mailer = mailerFor(smtp.url);
    await queue(mailer, message('waiting@hospital.example'));
    expect(await mailer.deliverPending()).toEqual({ delivered: 0, failed: 1 });
    const row = await rowOf('waiting@hospital.example');
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/^E[A-Z]+$/);
  });

  it('never sends a message twice, even with passes running at once in two instances', async () => {
    const one = mailerFor(smtp.url);
    const other = mailerFor(smtp.url);
    const recipients = Array.from({ length: 25 }, (_, i) => `person${i}@hospital.example`);
    await queue(one, ...recipients.map((to) => message(to)));

    const reports = await Promise.all([
      one.deliverPending(),
      one.deliverPending(),
      other.deliverPending(),
    ]);
    const delivered = smtp.received.map((mail) => mail.to[0]).sort();
    expect(delivered).toEqual([...recipients].sort());
    // The two calls on one instance share its pass; the instances split the messages.
    expect(reports[1]).toBe(reports[0]);
    expect(reports[0].delivered + reports[2].delivered).toBe(25);
  });

  it('does not try messages older than their links, 72 hours', async () => {
    const mailer = mailerFor(smtp.url);
    await queue(mailer, message('stale@hospital.example'));
    clock.advance(72 * 60 * 60 + 1);
    expect(await mailer.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    expect((await rowOf('stale@hospital.example'))?.sentAt).toBeNull();
  });

  it('without a mail server keeps every message in the outbox, unsent', async () => {
    const mailer = mailerFor(null);
    expect(mailer.delivers).toBe(false);
    await queue(mailer, message('kept@hospital.example'));
    mailer.deliverSoon();
    expect(await mailer.deliverPending()).toEqual({ delivered: 0, failed: 0 });
    const row = await rowOf('kept@hospital.example');
    expect(row).toMatchObject({ sentAt: null, lastError: null, kind: 'set-password' });
  });

  it('delivers on its own once started, and stops cleanly', async () => {
    const mailer = mailerFor(smtp.url);
    await queue(mailer, message('timer@hospital.example'));
    mailer.start(20);
    await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    await mailer.stop();
  });
});

describe('deliveryErrorCode', () => {
  it.each([
    [
      Object.assign(new Error('Recipient <a@b.example> rejected'), {
        code: 'EENVELOPE',
        responseCode: 550,
      }),
      'EENVELOPE 550',
    ],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), 'ESOCKET'],
    [Object.assign(new Error('x'), { code: 'not a code <a@b.example>' }), 'ESEND'],
    [new Error('anything'), 'ESEND'],
    ['a string', 'ESEND'],
    [null, 'ESEND'],
  ])('gives a code without the error text (%#)', (error, code) => {
    expect(deliveryErrorCode(error)).toBe(code);
  });
});

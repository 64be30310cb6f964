import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@sagitta/domain';
import { auditEvents } from '../../db/schema';
import { as, createTestApp, loginAs, type TestApp } from '../../../test/harness';
import { CLIENT_LOGS_PER_MINUTE } from './routes';

/** Every line the server logs, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line !== '') logLines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});
const clientLogLines = () => logLines.filter((line) => 'clientLog' in line);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream });
});
afterAll(async () => {
  await t.close();
});

const report = {
  level: 'ERROR',
  code: 500,
  message: 'Internal Server Error',
  route: '/patient/:patientId',
  occurredAt: '2026-11-22T08:00:30.000Z',
};

/** Each test reports from an address of its own: reports are rate limited per client IP. */
const send = (
  payload: object | string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => t.app.inject({ method: 'POST', url: '/api/v1/client-logs', payload, remoteAddress, headers });

describe('POST /api/v1/client-logs', () => {
  it('logs an anonymous report at ERROR level with its fields only, and answers 204', async () => {
    logLines.length = 0;
    const response = await send(report, '192.0.2.1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const lines = clientLogLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'client error' });
    expect(lines[0]?.clientLog).toEqual({
      code: 500,
      message: 'Internal Server Error',
      route: '/patient/:patientId',
      occurredAt: '2026-11-22T08:00:30.000Z',
      userId: null,
    });
  });

  it('names the signed-in reporter, and accepts a code that is a word', async () => {
    const staff = await loginAs(t.app, 'staff');
    logLines.length = 0;
    const response = await as(t.app, staff, {
      method: 'POST',
      url: '/api/v1/client-logs',
      remoteAddress: '192.0.2.2',
      payload: { ...report, code: 'PhysicianNotSet', route: 'patient-list' },
    });
    expect(response.statusCode).toBe(204);
    expect(clientLogLines()[0]?.clientLog).toMatchObject({
      code: 'PhysicianNotSet',
      route: 'patient-list',
      userId: staff.userId,
    });
  });

  it('writes no audit row for a report, which changes nothing stored; a refused one is audited', async () => {
    const rows = () =>
      t.database.db
        .select({ outcome: auditEvents.outcome, details: auditEvents.details })
        .from(auditEvents)
        .where(eq(auditEvents.targetId, 'POST /api/v1/client-logs'));
    const before = (await rows()).length;
    expect((await send(report, '192.0.2.3')).statusCode).toBe(204);
    expect((await send({ ...report, level: 'INFO' }, '192.0.2.3')).statusCode).toBe(400);
    // The trail writes after the answer has gone: wait for the refusal's row, then look at all.
    await expect.poll(async () => (await rows()).length).toBeGreaterThan(before);
    expect((await rows()).slice(before)).toEqual([
      { outcome: 'failure', details: { statusCode: 400 } },
    ]);
  });

  it.each([
    ['an unknown key', { ...report, patientName: 'Jane Doe' }, 'patientName'],
    ['another level', { ...report, level: 'INFO' }, 'body.level'],
    ['no message', { ...report, message: undefined }, 'body.message'],
    ['a message over 500 characters', { ...report, message: 'x'.repeat(501) }, 'body.message'],
    ['a code over 40 characters', { ...report, code: 'x'.repeat(41) }, 'body.code'],
    ['a code with a fraction', { ...report, code: 4.5 }, 'body.code'],
    ['a URL with a query', { ...report, route: '/patient/list?search=Doe' }, 'body.route'],
    [
      'a URL with an id',
      { ...report, route: '/patient/0f8fad5b-d9cb-469f-a165-70867728950e' },
      'body.route',
    ],
    ['a URL with a number', { ...report, route: '/patient/123456/file' }, 'body.route'],
    ['a route over 100 characters', { ...report, route: 'a'.repeat(101) }, 'body.route'],
    ['a date that is not ISO 8601', { ...report, occurredAt: 'yesterday' }, 'body.occurredAt'],
    ['an array', [report], 'body'],
  ])('refuses %s with 400 and logs nothing', async (_case, payload, named) => {
    logLines.length = 0;
    const response = await send(payload, '192.0.2.4');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(named);
    expect(clientLogLines()).toEqual([]);
  });

  it('refuses markup with the payload guard’s message', async () => {
    const response = await send(
      { ...report, message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON' },
      '192.0.2.5',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
  });

  it('refuses a body that is not JSON with a 4xx, never a 500', async () => {
    const response = await send('not json', '192.0.2.6', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it(`refuses the report after ${CLIENT_LOGS_PER_MINUTE} in a minute from one IP with 429`, async () => {
    for (let sent = 0; sent < CLIENT_LOGS_PER_MINUTE; sent++) {
      expect((await send(report, '192.0.2.7')).statusCode).toBe(204);
    }
    const limited = await send(report, '192.0.2.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // Another client is not affected.
    expect((await send(report, '192.0.2.8')).statusCode).toBe(204);
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { safeError } from './safe-error';

/** Issue 14, item 8: no log line holds SQL, its parameters or the values PostgreSQL quotes. */

/** A patient's name, as a worklist search would carry it. */
const PHI = 'Jane Doe-Smith';
/** A test-only route that fails in the database with a patient's name as its parameter. */
const FAILING_ROUTE = '/api/test/failing-query';

const logText: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText.push(chunk.toString('utf8'));
    done();
  },
});
const logLines = () =>
  logText
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      extraRoutes: (app) => {
        app.get(FAILING_ROUTE, { config: { public: true } }, async () => {
          await app.services.database.db.execute(sql`SELECT ${PHI}::int AS age`);
          return 'unreachable';
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

describe('a database error in the log', () => {
  it('keeps the SQLSTATE code and a summary, never the statement, its parameters or quoted values', async () => {
    logText.length = 0;
    const response = await t.app.inject({ url: FAILING_ROUTE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    const text = logText.join('');
    expect(text).not.toContain('Jane');
    expect(text).not.toMatch(/select|params/i);
    const line = logLines().find((entry) => entry.msg === 'unhandled error');
    expect(line?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: {
        code: '22P02',
        message: 'invalid input syntax for type integer: "[redacted]"',
      },
    });
  });
});

describe('safeError', () => {
  it('keeps an ordinary error whole, and the stack without the line that repeats the message', () => {
    const error = new TypeError('x is not a function');
    const safe = safeError(error);
    expect(safe).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(safe.stack).toMatch(/^\s+at /);
    expect(safe.stack).not.toContain('x is not a function');
  });

  it('drops every field of a database error that may hold values', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_key',
      detail: 'Key (email)=(jane@example.org) already exists.',
      where: 'SQL statement "INSERT … jane"',
      query: 'INSERT INTO users (email) VALUES ($1)',
      params: ['jane@example.org'],
    });
    const serialized = JSON.stringify(safeError(new Error('wrapped', { cause: error })));
    expect(serialized).not.toContain('jane');
    expect(serialized).not.toContain('INSERT');
    expect(safeError(error)).toMatchObject({ code: '23505', constraint: 'users_email_key' });
  });

  it('follows a bounded chain of causes, and names what is thrown that is not an Error', () => {
    let error = new Error('innermost');
    for (let index = 0; index < 10; index++) error = new Error(`level ${index}`, { cause: error });
    expect(JSON.stringify(safeError(error))).not.toContain('innermost');
    expect(safeError('a string')).toEqual({
      type: 'string',
      message: 'non-error thrown',
      stack: '',
    });
  });
});

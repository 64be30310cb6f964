import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, loginAs, type TestApp } from '../../../test/harness';

/** Every answer of this file goes through here: none may leak internals. */
function record(response: LightMyRequestResponse): LightMyRequestResponse {
  expectNoInternals(response);
  return response;
}

/** The API's error body, and nothing else: no stack, no internal error code. */
function expectErrorBody(response: LightMyRequestResponse, statusCode: number, error: string) {
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body.statusCode).toBe(statusCode);
  expect(body.error).toBe(error);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  for (const key of Object.keys(body)) {
    expect(['statusCode', 'error', 'message', 'details']).toContain(key);
  }
  return body;
}

/** What must never reach a client: stack traces, file positions, SQL. */
function expectNoInternals(response: LightMyRequestResponse): void {
  const text = response.body;
  expect(text).not.toMatch(/stack/i);
  expect(text).not.toMatch(/\bat \S+ \(|\bat (file:\/\/|\/|node:)\S*:\d+:\d+/);
  expect(text).not.toMatch(/\.(ts|js|mjs|cjs):\d+/);
  expect(text).not.toMatch(/select |insert into|update \S+ set|delete from|failed query/i);
}

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const postLogin = (payload: string, contentType: string) =>
    t.app
      .inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        headers: { 'content-type': contentType },
        payload,
      })
      .then(record);

  it('answers malformed JSON with 400', async () => {
    const response = await postLogin(
      '{"email": "surgeon@sagitta.test", "password": ',
      'application/json',
    );
    const body = expectErrorBody(response, 400, 'Bad Request');
    expect(body.message).toBe(
      "Body is not valid JSON but content-type is set to 'application/json'",
    );
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await postLogin('', 'application/json');
    const body = expectErrorBody(response, 400, 'Bad Request');
    expect(body.message).toBe(
      "Body cannot be empty when content-type is set to 'application/json'",
    );
  });

  it.each(['application/xml', 'text/csv', 'multipart/form-data; boundary=x'])(
    'answers a body of type %s with 415',
    async (contentType) => {
      const response = await postLogin('email=surgeon@sagitta.test', contentType);
      const body = expectErrorBody(response, 415, 'Unsupported Media Type');
      expect(body.message).toBe('Unsupported Media Type');
    },
  );

  it('names the invalid field', async () => {
    const response = record(
      await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        payload: { email: 'not-an-email', password: 'Whatever-123' },
      }),
    );
    const body = expectErrorBody(response, 400, 'Bad Request');
    expect(body.message).toBe('body.email: Email is invalid');
    expect(body.details).toEqual([{ field: 'body.email', message: 'Email is invalid' }]);
  });

  it('names every missing field', async () => {
    const response = record(
      await t.app.inject({ method: 'POST', url: '/auth/api/v1/login', payload: {} }),
    );
    const body = expectErrorBody(response, 400, 'Bad Request');
    expect(body.details.map((issue: { field: string }) => issue.field)).toEqual([
      'body.email',
      'body.password',
    ]);
    expect(body.message).toContain('body.email: ');
    expect(body.message).toContain('body.password: ');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = record(
      await t.app.inject({
        method: 'POST',
        url: '/auth/api/v1/login',
        payload: { email: 'surgeon@sagitta.test', password: 'x'.repeat(1024 * 1024 + 1) },
      }),
    );
    const body = expectErrorBody(response, 413, 'Payload Too Large');
    expect(body.message).toBe('Request body is too large');
  });

  it.each([
    ['GET', '/api/nothing'],
    ['POST', '/api/v1/nothing'],
    ['DELETE', '/api/v1/users/self'],
    ['GET', '/auth/api/v1/nothing'],
  ] as const)('answers %s %s, which is no route, with a JSON 404', async (method, url) => {
    const response = record(await t.app.inject({ method, url }));
    const body = expectErrorBody(response, 404, 'Not Found');
    expect(body.message).toBe(`Route ${method} ${url} not found`);
  });
});

describe('an unexpected failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a bare 500 when a query fails, without the query or the stack', async () => {
    const session = await loginAs(t.app, 'surgeon');
    // A table the route reads disappears underneath it: the query fails inside the database.
    await t.database.db.execute(sql`ALTER TABLE release_versions RENAME TO release_versions_gone`);
    const response = record(
      await as(t.app, session, { method: 'GET', url: '/api/v1/portal/system/release-versions' }),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
  });
});

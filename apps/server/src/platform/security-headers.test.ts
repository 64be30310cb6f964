import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../test/harness';

/** helmet 8's defaults, with the content security policy that the API docs page needs. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(response.headers[name], name).toBe(value);
  }
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'sagitta-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Sagitta</title>');
    t = await createTestApp(
      { WEB_DIST: webDist },
      {
        extraRoutes: (app) => {
          app.get('/api/v1/test-only/crash', { config: { public: true } }, () => {
            throw new Error('a bug');
          });
        },
      },
    );
  });

  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('are on every API answer', async () => {
    const session = await loginAs(t.app, 'surgeon');
    const response = await t.app.inject({ url: '/api/v1/users/self', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });

  it('are on the web app, its files and its client-side routes', async () => {
    for (const url of ['/', '/index.html', '/patient/list']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectSecurityHeaders(response);
    }
  });

  it('are on errors: refusals, unknown API paths and failures', async () => {
    const refused = await t.app.inject({ url: '/api/v1/users/self' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused);
    const unknown = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
    const failed = await t.app.inject({ url: '/api/v1/test-only/crash' });
    expect(failed.statusCode).toBe(500);
    expectSecurityHeaders(failed);
  });
});

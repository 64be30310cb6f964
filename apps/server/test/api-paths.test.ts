import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@sagitta/domain';
import { createTestApp } from './harness';

/**
 * The web builds every API URL from `API_PATHS` (packages/domain), the server registers its
 * routes from it: this test keeps the table and the routes one and the same, so that a route
 * added, renamed or removed on one side only fails here instead of in a browser.
 */
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

/**
 * Not part of the contract with the web: the OpenAPI pages `@fastify/swagger-ui` registers
 * under its own prefix. (The built web app's static files are served only when WEB_DIST exists,
 * which the test app turns off: they are no API path either.)
 */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const registered = new Set(t.routes.map((route) => route.url).filter((url) => !isDocsRoute(url)));
const table = new Set<string>(Object.values(API_PATHS));

describe('API_PATHS and the server routes', () => {
  it('every route the server registers is in the table', () => {
    expect([...registered].filter((url) => !table.has(url)).sort()).toEqual([]);
  });

  it('every path in the table has a route', () => {
    expect([...table].filter((url) => !registered.has(url)).sort()).toEqual([]);
  });
});

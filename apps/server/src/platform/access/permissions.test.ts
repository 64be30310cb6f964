import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_GATE_MESSAGES,
  can,
  ROLE_NAMES,
  roleString,
  SUB_ROLE_REQUIRED,
  type RoleName,
  type TechnicianSubRole,
} from '@sagitta/domain';
import {
  createTestApp,
  DEMO_USERS,
  loginAs,
  type DemoUser,
  type Session,
} from '../../../test/harness';

/** The demo technicians' sub-roles (`demo/accounts.ts`), for routes narrowed to one. */
const SUB_ROLES: Partial<Record<DemoUser, TechnicianSubRole>> = {
  modeler: 'Modeling',
  'modeler.new': 'Modeling',
  planner: 'Planning',
  manager: 'Manager',
};

/**
 * The permission matrix of packages/domain is the single source of truth: this test takes every
 * route the server registered, and calls it as every demo account and as nobody. A route that
 * answers differently from what the matrix says fails here.
 */
const t = await createTestApp();
const protectedRoutes = t.routes.filter((route) => !route.isPublic && route.method !== 'HEAD');

/** The routes anyone may call. Adding a public route means adding it here, on purpose. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/v1/bmd/about',
  'POST /auth/api/v1/login',
  'GET /auth/api/v1/logout',
  'GET /api/v1/portal/system/settings',
  'POST /api/v1/client-logs',
  'POST /api/v1/access-requests',
  'POST /auth/api/v1/set-password',
  'POST /auth/api/v1/client-access-key/token',
  // Devices have no session: the upload route checks its caller itself (a session allowed
  // exams:import, or a device token), see modules/acquisitions/uploader.ts and its tests.
  'POST /api/acquisitions/store',
];
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

const sessions = new Map<DemoUser, Session & { roles: RoleName[] }>();
beforeAll(async () => {
  for (const user of DEMO_USERS) {
    const session = await loginAs(t.app, user);
    const self = await t.app.inject({ url: '/api/v1/users/self', headers: session.headers });
    const roleStrings = self.json<{ roles: string[] }>().roles;
    sessions.set(user, {
      ...session,
      roles: ROLE_NAMES.filter((role) => roleStrings.includes(roleString(role))),
    });
  }
});
afterAll(async () => {
  await t.close();
});

function call(method: string, url: string, session: Session | null) {
  const path = url.replace(/:id\b/g, session?.userId ?? '00000000-0000-4000-8000-000000000000');
  return t.app.inject({
    method: method as 'GET',
    url: path,
    headers: session?.headers ?? {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('route access policy', () => {
  it('every route declares a permission, or is one of the known public routes', () => {
    const publicRoutes = t.routes
      .filter((route) => route.isPublic && route.method !== 'HEAD' && !isDocsRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) expect(route.permission).not.toBeNull();
  });

  it('every state-changing route names its audit action', () => {
    for (const route of t.routes.filter((r) =>
      ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    )) {
      if (!route.isPublic)
        expect(route.audit, `${route.method} ${route.url}`).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
    }
  });
});

describe.each(protectedRoutes)('$method $url requires $permission', (route) => {
  it('refuses an anonymous caller with 401', async () => {
    const response = await call(route.method, route.url, null);
    expect(response.statusCode).toBe(401);
  });

  it.each(DEMO_USERS)('as %s: follows the permission matrix', async (user) => {
    const session = sessions.get(user);
    if (session === undefined || route.permission === null) throw new Error('setup failed');
    const response = await call(route.method, route.url, session);
    if (user === 'surgeon.new' && !route.allowBeforeEula) {
      // The EULA comes before the matrix: until it is accepted, nothing else answers.
      expect(response.statusCode, `${user} has not accepted the EULA`).toBe(403);
      expect(response.json().message).toBe(ACCOUNT_GATE_MESSAGES.eulaAcceptanceRequired);
    } else if (
      can(session.roles, route.permission) &&
      route.subRole !== null &&
      SUB_ROLES[user] !== route.subRole
    ) {
      expect(response.statusCode, `${user} lacks the sub-role ${route.subRole}`).toBe(403);
      expect(response.json().message).toBe(SUB_ROLE_REQUIRED[route.subRole]);
    } else if (can(session.roles, route.permission)) {
      expect([401, 403], `${user} is allowed ${route.permission}`).not.toContain(
        response.statusCode,
      );
    } else {
      expect(response.statusCode, `${user} is not allowed ${route.permission}`).toBe(403);
      expect(response.json().message).toBe('Forbidden');
    }
  });
});

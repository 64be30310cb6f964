import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_GATE_MESSAGES } from '@sagitta/domain';
import { auditEvents } from '../../db/schema';
import { as, createTestApp, loginAs, type Session, type TestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';

const EULA_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  message: ACCOUNT_GATE_MESSAGES.eulaAcceptanceRequired,
};

let t: TestApp;
let newcomer: Session;
beforeAll(async () => {
  t = await createTestApp();
  newcomer = await loginAs(t.app, 'surgeon.new');
});
afterAll(async () => {
  await t.close();
});

/** What surgeon.new (EULA not accepted) asks for, and may not have until accepting it. */
const refusedBeforeEula = (session: Session) =>
  [
    { method: 'GET', url: '/patient-list/api/v1/acquisitions' },
    { method: 'GET', url: `/api/v1/users/${session.userId}` },
    { method: 'GET', url: `/api/v1/users/${session.userId}/connections` },
    { method: 'GET', url: `/api/v1/users/${session.userId}/referring-physician-tags` },
    {
      method: 'POST',
      url: `/api/v1/users/${session.userId}/referring-physician-tags`,
      payload: { tag: 'SMITH^JOHN' },
    },
    { method: 'GET', url: '/api/v1/portal/system/release-versions/user-acknowledgement' },
    {
      method: 'POST',
      url: '/api/acquisitions/store',
      ...multipartBody([{ name: 'mr.dcm', bytes: Buffer.from('DICM') }]),
    },
  ] as const;

describe('the EULA, enforced by the API', () => {
  it('serves only reading the user, keeping the session, setting a password and accepting the EULA before acceptance', () => {
    const allowed = t.routes
      .filter((route) => route.allowBeforeEula && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(allowed).toEqual([
      'GET /api/v1/users/self',
      'GET /auth/api/v1/refresh-session',
      'PATCH /api/v1/users/:id/eula-acknowledged',
      'PUT /api/v1/users/:id/password',
    ]);
  });

  it('answers the calls of the EULA page and sign-out to an account that has not accepted it', async () => {
    const self = await as(t.app, newcomer, { method: 'GET', url: '/api/v1/users/self' });
    expect(self.statusCode).toBe(200);
    expect(self.json().eulaAcknowledged).toBe(false);
    const refresh = await as(t.app, newcomer, {
      method: 'GET',
      url: '/auth/api/v1/refresh-session',
    });
    expect(refresh.statusCode).toBe(200);
    // Public calls the EULA page makes before a user exists, or around it.
    const settings = await as(t.app, newcomer, {
      method: 'GET',
      url: '/api/v1/portal/system/settings',
    });
    expect(settings.statusCode).toBe(200);
  });

  it('refuses everything else with 403 and a clear message, writes nothing, and audits the refusal', async () => {
    for (const request of refusedBeforeEula(newcomer)) {
      const response = await as(t.app, newcomer, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json(), `${request.method} ${request.url}`).toEqual(EULA_REQUIRED);
    }
    const tags = await as(t.app, await loginAs(t.app, 'admin'), {
      method: 'GET',
      url: `/api/v1/users/${newcomer.userId}/referring-physician-tags`,
    });
    expect(tags.statusCode).toBe(200);
    expect(JSON.stringify(tags.json())).not.toContain('SMITH');
    await expect
      .poll(async () => {
        const rows = await t.database.db
          .select({ id: auditEvents.id })
          .from(auditEvents)
          .where(
            and(eq(auditEvents.actorUserId, newcomer.userId), eq(auditEvents.outcome, 'denied')),
          );
        return rows.length;
      })
      .toBeGreaterThanOrEqual(1);
  });

  it('refuses the live feed before acceptance', async () => {
    await expect(t.app.injectWS('/patient-list/ws', { headers: newcomer.headers })).rejects.toThrow(
      '403',
    );
  });

  it('serves everything the role allows once the EULA is accepted, in the same session', async () => {
    const accepted = await as(t.app, newcomer, {
      method: 'PATCH',
      url: `/api/v1/users/${newcomer.userId}/eula-acknowledged`,
      payload: { eulaAcknowledged: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().eulaAcknowledged).toBe(true);

    const worklist = await as(t.app, newcomer, {
      method: 'GET',
      url: '/patient-list/api/v1/acquisitions',
    });
    expect(worklist.statusCode).toBe(200);
    const tag = await as(t.app, newcomer, {
      method: 'POST',
      url: `/api/v1/users/${newcomer.userId}/referring-physician-tags`,
      payload: { tag: 'SMITH^JOHN' },
    });
    // A physician's own tag is a request an administrator applies (202).
    expect(tag.statusCode).toBe(202);
  });
});

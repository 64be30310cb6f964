import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { about, releaseNotes, releaseVersion } from '@sagitta/domain';
import { as, createTestApp, loginAs, type Session, type TestApp } from '../../../test/harness';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let surgeon: Session;
let newcomer: Session;

beforeAll(async () => {
  t = await createTestApp();
  surgeon = await loginAs(t.app, 'surgeon');
  newcomer = await loginAs(t.app, 'surgeon.new');
  // surgeon.new has acknowledged no release yet; the API serves release notes only once the EULA
  // is accepted, as the web app shows them only then.
  const eula = await as(t.app, newcomer, {
    method: 'PATCH',
    url: `/api/v1/users/${newcomer.userId}/eula-acknowledged`,
    payload: { eulaAcknowledged: true },
  });
  if (eula.statusCode !== 200) throw new Error(`EULA not accepted: ${eula.body}`);
});
afterAll(async () => {
  await t.close();
});

const acknowledgementStatus = (session: Session) =>
  as(t.app, session, {
    method: 'GET',
    url: '/api/v1/portal/system/release-versions/user-acknowledgement',
  });

const acknowledge = (session: Session, userId: string, acknowledgedVersionId: string) =>
  as(t.app, session, {
    method: 'PATCH',
    url: `/api/v1/Users/${userId}/release-version-acknowledged`,
    payload: { acknowledgedVersionId },
  });

describe('GET /api/health', () => {
  it('answers anyone with the status, the version and the kind of database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: '2.2.0',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      auditWriteFailures: expect.any(Number) as number,
    });
  });
});

describe('GET /api/v1/bmd/about', () => {
  it('answers anyone with the whole about configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/bmd/about' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(about.shape).sort());
    expect(about.parse(body)).toEqual(body);
    expect(body).toEqual({
      namespace: 'sagitta',
      productName: 'Sagitta',
      version: '2.2.0',
      manufacturerName: 'Sagitta Medical Software, Inc.',
      address: '1200 Harbor View Drive, Suite 400',
      city: 'San Diego',
      state: 'CA',
      zip: '92101',
      phone: '(619) 555 0142',
      uniqueDeviceIdentification: '(01)00850031234560(8012)2.2.0',
    });
  });
});

describe('GET /api/v1/portal/system/settings', () => {
  it('answers anyone: coming soon off, developer mode on with the demo data, by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/portal/system/settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ comingSoon: false, developerMode: true });
  });

  it.each([
    [
      { COMING_SOON: 'on', DEVELOPER_MODE: 'off' },
      { comingSoon: true, developerMode: false },
    ],
    [{ DEVELOPER_MODE: 'on' }, { comingSoon: false, developerMode: true }],
    [
      { COMING_SOON: 'on', DEVELOPER_MODE: 'on' },
      { comingSoon: true, developerMode: true },
    ],
  ])('answers what the configuration %o says', async (env, expected) => {
    const configured = await createTestApp(env);
    try {
      const anonymous = await configured.app.inject({
        method: 'GET',
        url: '/api/v1/portal/system/settings',
      });
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.json()).toEqual(expected);
      // The same for a signed-in caller, whose session plays no part.
      const signedIn = await as(configured.app, await loginAs(configured.app, 'staff'), {
        method: 'GET',
        url: '/api/v1/portal/System/Settings',
      });
      expect(signedIn.json()).toEqual(expected);
    } finally {
      await configured.close();
    }
  });
});

describe('release versions', () => {
  it('lists every release, newest first, with notes in the release-notes structure', async () => {
    const response = await as(t.app, surgeon, {
      method: 'GET',
      url: '/api/v1/portal/system/release-versions',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<unknown[]>();
    expect(body.map((release) => releaseVersion.parse(release).name)).toEqual(['2.2.0', '2.1.0']);
    for (const release of body) {
      const { notes } = releaseVersion.parse(release);
      const parsed = releaseNotes.safeParse(JSON.parse(notes));
      expect(parsed.success, parsed.error?.message).toBe(true);
      expect(parsed.data?.length).toBeGreaterThan(0);
    }
  });

  it('refuses an anonymous caller with 401', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portal/system/release-versions',
    });
    expect(list.statusCode).toBe(401);
    expect(list.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'User has not authenticated',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/portal/system/release-versions/user-acknowledgement',
    });
    expect(status.statusCode).toBe(401);
  });

  it('says whether the caller has acknowledged the latest release', async () => {
    const fresh = await acknowledgementStatus(newcomer);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().hasAckdLatestVersion).toBe(false);
    expect(fresh.json().latestReleaseVersion.name).toBe('2.2.0');

    const seasoned = await acknowledgementStatus(surgeon);
    expect(seasoned.statusCode).toBe(200);
    expect(seasoned.json().hasAckdLatestVersion).toBe(true);
    expect(seasoned.json().latestReleaseVersion.name).toBe('2.2.0');
  });

  it('records an acknowledgement, idempotently', async () => {
    const latest = (await acknowledgementStatus(newcomer)).json().latestReleaseVersion;
    const first = await acknowledge(newcomer, newcomer.userId, latest.releaseVersionId);
    expect(first.statusCode).toBe(200);
    expect(first.json().hasAckdLatestVersion).toBe(true);
    expect(first.json().latestReleaseVersion.releaseVersionId).toBe(latest.releaseVersionId);

    const after = await acknowledgementStatus(newcomer);
    expect(after.json().hasAckdLatestVersion).toBe(true);

    const again = await acknowledge(newcomer, newcomer.userId, latest.releaseVersionId);
    expect(again.statusCode).toBe(200);
    expect(again.json().hasAckdLatestVersion).toBe(true);
  });

  it('answers 404 for an unknown release version', async () => {
    const response = await acknowledge(newcomer, newcomer.userId, UNKNOWN_ID);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Release version not found',
    });
  });

  it("refuses to acknowledge for another user's account with 403", async () => {
    const latest = (await acknowledgementStatus(surgeon)).json().latestReleaseVersion;
    const response = await acknowledge(surgeon, newcomer.userId, latest.releaseVersionId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the account holder can do this');
  });

  it('refuses a version id that is not a uuid with 400', async () => {
    const response = await acknowledge(newcomer, newcomer.userId, 'latest');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.acknowledgedVersionId');
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI 3 document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.version).toBe('2.2.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/auth/api/v1/login', '/api/v1/users/self']),
    );
  });

  it('serves the documentation page as HTML', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    for (
      let hops = 0;
      hops < 3 && [301, 302, 303, 307, 308].includes(response.statusCode);
      hops++
    ) {
      const location = String(response.headers.location);
      response = await t.app.inject({
        method: 'GET',
        url: new URL(location, 'http://localhost/api/docs').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<html');
  });
});

describe('unknown routes', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/nothing not found',
    });
  });
});

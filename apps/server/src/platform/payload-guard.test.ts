import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  emailOf,
  loginAs,
  type Session,
  type TestApp,
} from '../../test/harness';

const MESSAGE = 'Forbidden characters detected in request payload';
const REFUSED = { statusCode: 400, error: 'Bad Request', message: MESSAGE };

let t: TestApp;
let newcomer: Session;

beforeAll(async () => {
  t = await createTestApp();
  newcomer = await loginAs(t.app, 'surgeon.new');
});
afterAll(async () => {
  await t.close();
});

const acknowledgeEula = (payload: unknown) =>
  as(t.app, newcomer, {
    method: 'PATCH',
    url: `/api/v1/users/${newcomer.userId}/eula-acknowledged`,
    payload: payload as Record<string, unknown>,
  });

const login = (email: string, password: string) => attemptSignIn(t.app, email, password);

describe('payload guard on authenticated routes', () => {
  it.each([
    ['a top-level string', { eulaAcknowledged: true, remark: '<script>alert(1)</script>' }],
    [
      'a string nested in an object',
      { eulaAcknowledged: true, profile: { bio: { text: 'a > b' } } },
    ],
    ['a string in an array', { eulaAcknowledged: true, tags: ['fine', 'x<y'] }],
    ['an object in an array', { eulaAcknowledged: true, items: [{ ok: 'yes' }, { bad: '>' }] }],
    ['a key', { eulaAcknowledged: true, '<img>': 'x' }],
    ['a nested key', { eulaAcknowledged: true, outer: { 'a>b': 1 } }],
  ])('refuses %s containing < or > with 400', async (_, payload) => {
    const response = await acknowledgeEula(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('changes nothing when it refuses', async () => {
    const self = await as(t.app, newcomer, { method: 'GET', url: '/api/v1/users/self' });
    expect(self.json().eulaAcknowledged).toBe(false);
  });

  it('refuses markup on a PUT route, outside the password fields', async () => {
    const response = await as(t.app, newcomer, {
      method: 'PUT',
      url: `/api/v1/users/${newcomer.userId}/password`,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Valid-Password-2027', hint: '<b>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses markup before validation on a PATCH route with a body schema', async () => {
    // An account that has accepted the EULA: before that, the API refuses this route earlier.
    const surgeon = await loginAs(t.app, 'surgeon');
    const response = await as(t.app, surgeon, {
      method: 'PATCH',
      url: `/api/v1/users/${surgeon.userId}/release-version-acknowledged`,
      payload: { acknowledgedVersionId: '<latest>' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('lets a clean body through', async () => {
    const response = await acknowledgeEula({ eulaAcknowledged: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().eulaAcknowledged).toBe(true);
  });
});

describe('payload guard on the public sign-in route', () => {
  it('refuses an email containing < with 400', async () => {
    const response = await login('sur<geon@sagitta.test', DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('refuses an email containing > with 400', async () => {
    const response = await login('surgeon@sagitta.test>', DEMO_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
  });

  it('does not inspect the password: a wrong one with < and > is a plain 401', async () => {
    const response = await login(emailOf('surgeon'), 'Wrong<Pass>word-1');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid email or password');
  });
});

describe('password fields are exempt', () => {
  it('accepts a new password with < and >, which then signs in', async () => {
    const session = await loginAs(t.app, 'rods');
    const newPassword = 'Angle<Brackets>2027';
    const wrongCurrent = await as(t.app, session, {
      method: 'PUT',
      url: `/api/v1/users/${session.userId}/password`,
      payload: { currentPassword: '<Not-It>-2027', newPassword },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().message).toBe('Current password is incorrect');

    const response = await as(t.app, session, {
      method: 'PUT',
      url: `/api/v1/users/${session.userId}/password`,
      payload: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(response.statusCode).toBe(200);
    const signIn = await login(emailOf('rods'), newPassword);
    expect(signIn.statusCode).toBe(200);
  });
});

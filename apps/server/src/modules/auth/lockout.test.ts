import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_SECONDS } from '@sagitta/domain';
import { auditEvents } from '../../db/schema';
import {
  attemptSignIn,
  createTestApp,
  DEMO_PASSWORD,
  type DemoUser,
  emailOf,
  type TestApp,
} from '../../../test/harness';

const WRONG_PASSWORD = 'Not-The-Password-1';
const INVALID = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };
const LOCKED = { statusCode: 423, error: 'Locked', message: 'Locked' };

/** Sign-ins are also rate limited per client IP: each test signs in from addresses of its own. */
const login = (t: TestApp, user: DemoUser, password: string, remoteAddress: string) =>
  attemptSignIn(t.app, emailOf(user), password, remoteAddress);

describe('account lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('locks an account after 10 failures, refuses even the right password, and unlocks after 15 minutes', async () => {
    expect(LOCKOUT_MAX_FAILURES).toBe(10);
    expect(LOCKOUT_WINDOW_SECONDS).toBe(15 * 60);
    // From ten different addresses, none of which the account signed in from: the lock is per
    // account, not per client.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await login(t, 'surgeon2', WRONG_PASSWORD, `10.0.1.${attempt}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    await expect
      .poll(async () =>
        t.database.db
          .select({ details: auditEvents.details })
          .from(auditEvents)
          .where(eq(auditEvents.action, 'auth.lockout')),
      )
      .toEqual([{ details: { scope: 'account' } }]);

    const eleventh = await login(t, 'surgeon2', DEMO_PASSWORD, '10.0.1.11');
    expect(eleventh.statusCode).toBe(423);
    expect(eleventh.json()).toEqual(LOCKED);
    expect(eleventh.headers['set-cookie']).toBeUndefined();

    t.clock.advance(15 * 60 - 1);
    const stillLocked = await login(t, 'surgeon2', DEMO_PASSWORD, '10.0.1.11');
    expect(stillLocked.statusCode).toBe(423);
    expect(stillLocked.json()).toEqual(LOCKED);

    t.clock.advance(1);
    const unlocked = await login(t, 'surgeon2', DEMO_PASSWORD, '10.0.1.11');
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().user.emailAddress).toBe('surgeon2@sagitta.test');
  });

  it('does not extend the lock with attempts made while locked', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(t, 'modeler', WRONG_PASSWORD, '10.0.2.1')).statusCode).toBe(401);
    }
    t.clock.advance(10 * 60);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(t, 'modeler', WRONG_PASSWORD, '10.0.2.2')).statusCode).toBe(423);
    }
    t.clock.advance(5 * 60);
    expect((await login(t, 'modeler', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });

  it('starts counting afresh after a successful sign-in', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await login(t, 'planner', WRONG_PASSWORD, '10.0.3.1');
      expect(response.statusCode).toBe(401);
    }
    expect((await login(t, 'planner', DEMO_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await login(t, 'planner', WRONG_PASSWORD, '10.0.3.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    const response = await login(t, 'planner', DEMO_PASSWORD, '10.0.3.2');
    expect(response.statusCode).toBe(200);
  });

  it('counts only the failures inside the 15-minute window', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(t, 'surgeon.t1', WRONG_PASSWORD, '10.0.4.1')).statusCode).toBe(401);
    }
    t.clock.advance(15 * 60);
    // The nine earlier failures have left the window: this one is the first that counts.
    expect((await login(t, 'surgeon.t1', WRONG_PASSWORD, '10.0.4.2')).statusCode).toBe(401);
    expect((await login(t, 'surgeon.t1', DEMO_PASSWORD, '10.0.4.2')).statusCode).toBe(200);
  });
});

describe('per-IP rate limit on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the 6th sign-in within a minute from one IP with 429, whatever the password', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const password = attempt % 2 === 0 ? DEMO_PASSWORD : WRONG_PASSWORD;
      const response = await login(t, 'surgeon', password, '192.0.2.10');
      expect(response.statusCode).toBe(attempt % 2 === 0 ? 200 : 401);
    }
    const sixth = await login(t, 'surgeon', DEMO_PASSWORD, '192.0.2.10');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(sixth.headers['set-cookie']).toBeUndefined();
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('counts each IP on its own', async () => {
    const response = await login(t, 'surgeon', DEMO_PASSWORD, '192.0.2.11');
    expect(response.statusCode).toBe(200);
    expect((await login(t, 'surgeon', DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(429);
  });
});

describe('account lockout under parallel guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts guesses sent at once as they arrive: no more than 10 get a password check', async () => {
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        login(t, 'rods', WRONG_PASSWORD, `10.9.0.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOCKOUT_MAX_FAILURES);
    expect(statuses.filter((status) => status === 423)).toHaveLength(25 - LOCKOUT_MAX_FAILURES);
    // Locked now, right password or not.
    const right = await login(t, 'rods', DEMO_PASSWORD, '10.9.1.1');
    expect(right.statusCode).toBe(423);
  });

  it('lets a right password through when it arrives before the tenth failure', async () => {
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, (_, index) =>
        login(t, 'manager', WRONG_PASSWORD, `10.9.2.${index + 1}`),
      ),
      login(t, 'manager', DEMO_PASSWORD, '10.9.2.99'),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([
      401, 401, 401, 401, 401, 200,
    ]);
  });
});

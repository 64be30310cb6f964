import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from '../../../test/harness';
import { PASSWORD_CHANGES_PER_WINDOW } from './current-password-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/v1/users/{id}/password rate limit', () => {
  it('stops guessing the current password through a session after 10 tries, per account', async () => {
    const session = await loginAs(t.app, 'planner');
    const attempt = () =>
      as(t.app, session, {
        method: 'PUT',
        url: `/api/v1/users/${session.userId}/password`,
        payload: { currentPassword: 'A-Guess-12345', newPassword: 'Brand-New-Pass-77' },
      });
    for (let guess = 1; guess <= PASSWORD_CHANGES_PER_WINDOW; guess += 1) {
      const response = await attempt();
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Current password is incorrect');
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);

    // Another account is not affected.
    const other = await loginAs(t.app, 'modeler');
    const ok = await as(t.app, other, {
      method: 'PUT',
      url: `/api/v1/users/${other.userId}/password`,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Brand-New-Pass-77' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { statusAllowsSignIn, statusRequiresPasswordChange, USER_STATUSES } from './account';

describe('account status', () => {
  it.each([
    ['Active', true, false],
    ['New', true, true],
    ['Reset', true, true],
    ['Deactivated', false, false],
    ['Deleted', false, false],
    ['Pending', false, false],
  ] as const)('%s: signs in %s, must change password %s', (status, signsIn, mustChange) => {
    expect(statusAllowsSignIn(status)).toBe(signsIn);
    expect(statusRequiresPasswordChange(status)).toBe(mustChange);
  });

  it('covers every status', () => {
    expect(USER_STATUSES).toHaveLength(6);
  });
});

import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { applySetting, settingUpdate } from './profile-settings';

const user = aUser('PHYSICIAN');

describe('profile settings', () => {
  it('sends every notification preference, with the toggled one changed', () => {
    expect(
      settingUpdate(user, { kind: 'notification', preference: 'pendingApproval', value: false }),
    ).toEqual({
      notificationPreferences: { ...user.notificationPreferences, pendingApproval: false },
    });
  });

  it('sends the experienced checkbox as its opposite, inexperienced', () => {
    expect(settingUpdate(user, { kind: 'experienced', value: true })).toEqual({
      inexperienced: false,
    });
    expect(
      applySetting(user, { kind: 'experienced', value: false }).userRoleProperties.inexperienced,
    ).toBe(true);
  });

  it('applies a setting without touching the others', () => {
    const changed = applySetting(user, { kind: 'always-add-rod', value: true });
    expect(changed).toEqual({ ...user, alwaysAddRodToPlan: true });
    expect(user.alwaysAddRodToPlan).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../rules/account-fields';
import { emailChange, profileUpdate, shippingAddressInput } from './profile';

const preferences = {
  email: true,
  mobile: false,
  pendingCompletion: true,
  pendingCaseScheduling: false,
  pendingApproval: true,
};

describe('profileUpdate', () => {
  it.each([
    [{ phone: '(555) 123 4567' }, { phone: '5551234567' }],
    [{ phone: null }, { phone: null }],
    [{ phone: '' }, { phone: null }], // clearing the field removes the phone
    [{ states: ['tx', 'ca'] }, { states: ['TX', 'CA'] }],
    [{ states: [] }, { states: [] }],
    [{ notificationPreferences: preferences }, { notificationPreferences: preferences }],
    [{ alwaysAddRodToPlan: true }, { alwaysAddRodToPlan: true }],
    [{ inexperienced: false }, { inexperienced: false }],
  ])('accepts %j as %j', (update, expected) => {
    expect(profileUpdate.parse(update)).toEqual(expected);
  });

  it.each([
    [{}, 'Nothing to change'],
    [{ phone: undefined }, 'Nothing to change'],
    [{ firstName: 'Maria' }, 'Nothing to change'], // not a field of the profile: dropped
    [{ phone: '555' }, FIELD_MESSAGES.phone],
    [{ states: ['XX'] }, FIELD_MESSAGES.state],
  ])('refuses %j with %j', (update, message) => {
    const result = profileUpdate.safeParse(update);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    { states: Array.from({ length: 61 }, () => 'TX') },
    { notificationPreferences: { email: true } },
    { alwaysAddRodToPlan: 'yes' },
  ])('refuses %j', (update) => {
    expect(profileUpdate.safeParse(update).success).toBe(false);
  });
});

describe('emailChange', () => {
  it('lower-cases the new address and requires the current password', () => {
    expect(
      emailChange.parse({ emailAddress: 'Maria@Example.org', currentPassword: 'secret' }),
    ).toEqual({ emailAddress: 'maria@example.org', currentPassword: 'secret' });
    expect(
      emailChange.safeParse({ emailAddress: 'maria@example.org', currentPassword: '' }).success,
    ).toBe(false);
  });
});

describe('shippingAddressInput', () => {
  it('takes the raw values of the form, blanks included, leaving the rule to the server', () => {
    const blank = { street: '', city: '', state: '', zip: '', country: '' };
    expect(shippingAddressInput.parse(blank)).toEqual(blank);
    expect(shippingAddressInput.safeParse({ ...blank, state: 'TEX' }).success).toBe(false);
    expect(shippingAddressInput.safeParse({ ...blank, street: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});

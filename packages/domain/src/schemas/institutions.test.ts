import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../rules/account-fields';
import { NETWORK_MESSAGES } from '../rules/network';
import {
  aieConfigurationInput,
  institutionInput,
  institutionListQuery,
  tierUpdate,
} from './institutions';
import { issuesOf } from './test-issues';

describe('institutionInput', () => {
  it('fills in the defaults of a new institution', () => {
    expect(institutionInput.parse({ name: 'Austin Spine', tier: 2 })).toEqual({
      name: 'Austin Spine',
      tier: 2,
      active: true,
      contractPricing: false,
      dataAgreement: false,
      dataUseLimitedToServices: false,
      deidentificationForStorage: false,
      hasSignedBaa: false,
      eosSerialNumbers: [],
    });
  });

  it('stores blank optional fields as null, as an empty form sends them', () => {
    const parsed = institutionInput.parse({
      name: '  Austin Spine ',
      tier: 1,
      email: '',
      address: '   ',
      city: '',
      zip: ' ',
      state: '',
      specialConsiderations: '',
    });
    expect(parsed).toMatchObject({
      name: 'Austin Spine',
      email: null,
      address: null,
      city: null,
      zip: null,
      state: null,
      specialConsiderations: null,
    });
  });

  it('normalises filled optional fields', () => {
    const parsed = institutionInput.parse({
      name: 'Austin Spine',
      tier: 3,
      email: ' Front.Desk@Austin-Spine.example',
      address: ' 1 Main St ',
      city: 'Austin',
      zip: '78701',
      state: 'tx',
      active: false,
      hasSignedBaa: true,
      eosSerialNumbers: [' EOS-1 ', 'EOS-2'],
    });
    expect(parsed).toMatchObject({
      email: 'front.desk@austin-spine.example',
      address: '1 Main St',
      state: 'TX',
      active: false,
      hasSignedBaa: true,
      eosSerialNumbers: ['EOS-1', 'EOS-2'],
    });
  });

  it.each([
    [{ name: '', tier: 1 }, 'name', 'Name is required'],
    [{ name: '   ', tier: 1 }, 'name', 'Name is required'],
    [{ name: 'x'.repeat(121), tier: 1 }, 'name', undefined],
    [{ name: 'A', tier: 4 }, 'tier', undefined],
    [{ name: 'A' }, 'tier', undefined],
    [{ name: 'A', tier: 1, email: 'front desk' }, 'email', 'Email is invalid'],
    [{ name: 'A', tier: 1, zip: '7870' }, 'zip', FIELD_MESSAGES.zip],
    [{ name: 'A', tier: 1, state: 'Texas' }, 'state', FIELD_MESSAGES.state],
    [{ name: 'A', tier: 1, address: 'x'.repeat(201) }, 'address', undefined],
    [{ name: 'A', tier: 1, eosSerialNumbers: [' '] }, 'eosSerialNumbers.0', undefined],
    [
      { name: 'A', tier: 1, eosSerialNumbers: Array.from({ length: 51 }, (_, n) => `EOS-${n}`) },
      'eosSerialNumbers',
      undefined,
    ],
  ])('refuses %j on %s', (input, path, message) => {
    const issues = issuesOf(institutionInput, input);
    expect(issues.map((issue) => issue.path)).toEqual([path]);
    if (message !== undefined) expect(issues[0]?.message).toBe(message);
  });
});

describe('institutionListQuery', () => {
  it('sorts by name by default and reads the active filter', () => {
    expect(institutionListQuery.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'name' });
    expect(institutionListQuery.parse({ active: 'false', sort: '-tier' })).toMatchObject({
      active: false,
      sort: '-tier',
    });
    expect(institutionListQuery.safeParse({ sort: 'email' }).success).toBe(false);
  });
});

describe('tierUpdate', () => {
  it('takes a feature list, or null to restore the defaults', () => {
    expect(tierUpdate.parse({ tier: 2, features: null })).toEqual({ tier: 2, features: null });
    expect(tierUpdate.parse({ tier: 1, features: ['PATIENTS'] }).features).toEqual(['PATIENTS']);
    expect(tierUpdate.safeParse({ tier: 1, features: ['FLYING'] }).success).toBe(false);
  });
});

describe('aieConfigurationInput', () => {
  it('reads a form: trimmed title and address, numeric port', () => {
    expect(
      aieConfigurationInput.parse({ aeTitle: ' SAGITTA ', ipAddress: ' ::1 ', port: '104' }),
    ).toEqual({ aeTitle: 'SAGITTA', ipAddress: '::1', port: 104 });
  });

  it('names each invalid field with its message', () => {
    expect(
      issuesOf(aieConfigurationInput, { aeTitle: 'A\\B', ipAddress: '1.2.3', port: '0' }),
    ).toEqual([
      { path: 'aeTitle', message: NETWORK_MESSAGES.aeTitle },
      { path: 'ipAddress', message: NETWORK_MESSAGES.ipAddress },
      { path: 'port', message: NETWORK_MESSAGES.port },
    ]);
  });
});

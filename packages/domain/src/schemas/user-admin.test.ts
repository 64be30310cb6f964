import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../account';
import { FIELD_MESSAGES } from '../rules/account-fields';
import {
  accessRequest,
  setPasswordWithLink,
  statusChangeRequest,
  userCreate,
  userIdsQuery,
  userListQuery,
} from './user-admin';
import { issuesOf } from './test-issues';

const aPhysician = {
  firstName: 'Maria',
  lastName: 'Chen',
  emailAddress: 'maria.chen@hospital.example',
  role: 'PHYSICIAN',
} as const;

describe('userCreate', () => {
  it('accepts a minimal account, and normalises what it is given', () => {
    expect(
      userCreate.parse({
        ...aPhysician,
        firstName: ' Maria ',
        emailAddress: 'Maria.Chen@Hospital.example',
        suffix: ' MD ',
        phone: '(555) 123 4567',
        npi: '1234567893',
        salesforceId: '0055e000001AbCdEFG',
        states: ['tx', 'CA'],
        institutionRole: 'Surgeon',
      }),
    ).toMatchObject({
      firstName: 'Maria',
      emailAddress: 'maria.chen@hospital.example',
      suffix: 'MD',
      phone: '5551234567',
      npi: '1234567893',
      states: ['TX', 'CA'],
    });
  });

  it('stores optional fields left blank in a form as null', () => {
    expect(
      userCreate.parse({ ...aPhysician, suffix: '', phone: ' ', npi: '', salesforceId: '' }),
    ).toMatchObject({ suffix: null, phone: null, npi: null, salesforceId: null });
  });

  it.each([
    ['firstName', '', FIELD_MESSAGES.required],
    ['firstName', 'Maria2', FIELD_MESSAGES.name],
    ['lastName', '<Chen>', FIELD_MESSAGES.name],
    ['lastName', 'x'.repeat(65), FIELD_MESSAGES.name],
    ['suffix', '2nd', FIELD_MESSAGES.suffix],
    ['emailAddress', 'maria.chen', 'Email is invalid'],
    ['phone', '555-123-4567', FIELD_MESSAGES.phone],
    ['institutionRole', 'Janitor', FIELD_MESSAGES.institutionRole],
    ['npi', '1234567890', FIELD_MESSAGES.npi],
    ['salesforceId', '0055e000001AbCd', FIELD_MESSAGES.salesforceId],
    ['states.1', ['TX', 'XX'], FIELD_MESSAGES.state],
  ])('refuses %s %j with %j', (field, value, message) => {
    const [key = field] = field.split('.');
    expect(issuesOf(userCreate, { ...aPhysician, [key]: value })).toEqual([
      { path: field, message },
    ]);
  });

  it.each([
    ['role', 'SURGEON'],
    ['role', undefined],
    ['subRole', 'Cleaning'],
    ['pricingTier', 4],
    ['inactivitySeconds', 59],
    ['inactivitySeconds', 86_401],
    ['institutionId', 'not-a-uuid'],
  ])('refuses %s %j', (field, value) => {
    expect(issuesOf(userCreate, { ...aPhysician, [field]: value }).map((i) => i.path)).toEqual([
      field,
    ]);
  });
});

describe('accessRequest', () => {
  const aRequest = {
    firstName: 'Maria',
    lastName: 'Chen',
    emailAddress: 'maria.chen@hospital.example',
    role: 'CLINICAL_STAFF',
    institution: 'Austin Spine',
  } as const;

  it('accepts a request without an NPI from anyone but a physician', () => {
    expect(accessRequest.safeParse(aRequest).success).toBe(true);
    expect(accessRequest.safeParse({ ...aRequest, role: 'SALES_REPRESENTATIVE' }).success).toBe(
      true,
    );
  });

  it('accepts a physician with a valid NPI', () => {
    expect(accessRequest.parse({ ...aRequest, role: 'PHYSICIAN', npi: ' 1234567893 ' }).npi).toBe(
      '1234567893',
    );
  });

  it.each([undefined, null, '', '  '])('refuses a physician with the NPI %j, on npi', (npi) => {
    expect(issuesOf(accessRequest, { ...aRequest, role: 'PHYSICIAN', npi })).toEqual([
      { path: 'npi', message: 'NPI is required for physicians' },
    ]);
  });

  it('refuses a physician with an invalid NPI with the NPI message', () => {
    const issues = issuesOf(accessRequest, { ...aRequest, role: 'PHYSICIAN', npi: '1234567890' });
    expect(issues[0]).toEqual({ path: 'npi', message: FIELD_MESSAGES.npi });
  });

  it.each([
    ['role', 'SYSTEM_ADMINISTRATOR', undefined],
    ['role', 'USER_ADMINISTRATOR', undefined],
    ['institution', ' ', 'Institution is required'],
    ['firstName', 'R2D2', FIELD_MESSAGES.name],
    ['phone', '123', FIELD_MESSAGES.phone],
  ])('refuses %s %j', (field, value, message) => {
    const issues = issuesOf(accessRequest, { ...aRequest, [field]: value });
    expect(issues.map((issue) => issue.path)).toEqual([field]);
    if (message !== undefined) expect(issues[0]?.message).toBe(message);
  });
});

describe('statusChangeRequest', () => {
  it.each(USER_STATUSES.map((status) => [status, status !== 'Pending'] as const))(
    'status %s → accepted: %s',
    (status, accepted) => {
      expect(statusChangeRequest.safeParse({ status }).success).toBe(accepted);
    },
  );

  it.each(['active', '', 'Suspended'])('refuses %j', (status) => {
    expect(statusChangeRequest.safeParse({ status }).success).toBe(false);
  });
});

describe('userListQuery', () => {
  it('defaults to the first page of 20 by last name', () => {
    expect(userListQuery.parse({})).toEqual({ page: 1, pageSize: 20, sort: 'lastName' });
  });

  it('reads its filters', () => {
    const institutionId = '00000000-0000-4000-8000-000000000001';
    expect(
      userListQuery.parse({ role: 'PHYSICIAN', status: 'Pending', institutionId, sort: '-email' }),
    ).toMatchObject({ role: 'PHYSICIAN', status: 'Pending', institutionId, sort: '-email' });
    expect(userListQuery.safeParse({ status: 'pending' }).success).toBe(false);
  });
});

describe('userIdsQuery', () => {
  it('reads a list of ids', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(userIdsQuery.parse({ userIds: id })).toEqual({ userIds: [id] });
    expect(userIdsQuery.safeParse({}).success).toBe(false);
  });
});

describe('setPasswordWithLink', () => {
  it('needs a token and a password of at least 12 characters', () => {
    const token = 't'.repeat(43);
    expect(setPasswordWithLink.safeParse({ token, newPassword: 'Sagitta-2026!' }).success).toBe(
      true,
    );
    expect(setPasswordWithLink.safeParse({ token, newPassword: 'short' }).success).toBe(false);
    expect(
      setPasswordWithLink.safeParse({ token: 'x', newPassword: 'Sagitta-2026!' }).success,
    ).toBe(false);
  });
});

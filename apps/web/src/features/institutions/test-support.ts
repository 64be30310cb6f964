import {
  defaultTierFeatures,
  roleString,
  type AieConfiguration,
  type Institution,
  type InstitutionMember,
} from '@sagitta/domain';

export const INSTITUTION_ID = '0b9f3f2e-4a7d-4a35-9a1e-6f0f5b1c2d3e';

/** An institution as the API answers it: active, tier 3 with its defaults, in Texas. */
export function anInstitution(overrides: Partial<Institution> = {}): Institution {
  return {
    institutionId: INSTITUTION_ID,
    name: 'Lakeside Spine Center',
    email: 'office@lakeside.test',
    address: '12 Harbor Road',
    city: 'Austin',
    zip: '73301',
    state: 'TX',
    active: true,
    tier: 3,
    tierFeatures: defaultTierFeatures(3),
    tierFeaturesCustomized: false,
    contractPricing: true,
    dataAgreement: true,
    dataUseLimitedToServices: false,
    deidentificationForStorage: false,
    hasSignedBaa: true,
    specialConsiderations: null,
    eosSerialNumbers: ['EOS-1001'],
    surgeonCount: 1,
    userCount: 2,
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The AIE of the institution as the API answers it: configured, never connected, no key. */
export function anAie(overrides: Partial<AieConfiguration> = {}): AieConfiguration {
  return {
    institutionId: INSTITUTION_ID,
    aeTitle: 'LAKESIDE_AIE',
    ipAddress: '10.0.0.12',
    port: 104,
    lastActive: null,
    activeKey: null,
    ...overrides,
  };
}

export function aMember(overrides: Partial<InstitutionMember> = {}): InstitutionMember {
  return {
    userId: '7c1e2d3f-1111-4a35-9a1e-6f0f5b1c2d3e',
    firstName: 'Maria',
    lastName: 'Chen',
    suffix: 'MD',
    emailAddress: 'surgeon@sagitta.test',
    roles: [roleString('PHYSICIAN')],
    status: 'Active',
    institutionRole: null,
    ...overrides,
  };
}

/** An empty answer (204). */
export const noContent = () => new Response(null, { status: 204 });

import { vi } from 'vitest';
import {
  defaultTierFeatures,
  roleString,
  type Institution,
  type InstitutionMember,
} from '@sagitta/domain';
import { configureHttp, type FailureEffects } from '../../lib/http';

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

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stubs `fetch` with `answer` and records every call. The http client's failure effects are
 * recorded too: a failure the page tolerates must leave `globalFailures` empty.
 */
export function stubApi(answer: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const globalFailures: Parameters<FailureEffects['apply']>[0][] = [];
  configureHttp({
    effects: {
      apply: (outcome) => {
        globalFailures.push(outcome);
      },
    },
    actingPhysicianId: () => null,
  });
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return { calls, globalFailures };
}

/** An empty answer (204). */
export const noContent = () => new Response(null, { status: 204 });

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { user } from '@sagitta/domain';
import { serializerCompiler } from './serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('serializerCompiler', () => {
  it('writes only the properties the schema declares', () => {
    const serialize = compile(
      z.object({ userId: z.string(), nested: z.object({ a: z.number() }) }),
    );
    const out = serialize({
      userId: 'u1',
      passwordHash: 'secret',
      nested: { a: 1, tokenHash: 'x' },
    });
    expect(JSON.parse(out)).toEqual({ userId: 'u1', nested: { a: 1 } });
  });

  it('fails when a required property is missing', () => {
    const serialize = compile(z.object({ userId: z.string(), status: z.string() }));
    expect(() => serialize({ userId: 'u1' })).toThrow(/status/);
  });

  it('keeps nulls, enums, arrays and unknown details', () => {
    const serialize = compile(
      z.object({
        suffix: z.string().nullable(),
        status: z.enum(['Active', 'New']),
        roles: z.array(z.string()),
        details: z.unknown().optional(),
      }),
    );
    const value = {
      suffix: null,
      status: 'New',
      roles: ['sagitta:PHYSICIAN'],
      details: [{ field: 'body.email' }],
    };
    expect(JSON.parse(serialize(value))).toEqual(value);
  });

  it('serialises a whole User exactly as JSON.stringify would, minus undeclared fields', () => {
    const profile = {
      userId: '550ae08b-b085-453d-aa18-177a903bc929',
      firstName: 'Maria',
      lastName: 'Chen',
      suffix: 'MD',
      emailAddress: 'surgeon@sagitta.test',
      phone: null,
      status: 'Active',
      roles: ['sagitta:PHYSICIAN'],
      subrole: null,
      institutionRole: 'Surgeon',
      institutionId: 'c1fce717-d3e7-40c0-825e-3627821fb442',
      institutionName: 'Lakeside Spine Center',
      institutionTier: 3,
      tierFeatures: ['PATIENTS', 'EOS'],
      isBetaUser: false,
      salesforceId: null,
      pricingTier: 3,
      onlyViewSurgicalCandidates: false,
      npi: '1245319599',
      eulaAcknowledged: true,
      lastLogin: '2026-11-22T08:00:00.000Z',
      states: ['CA'],
      userRoleProperties: { subRole: null, inexperienced: false, onlineStatus: null },
      inactivitySeconds: 300,
      notificationPreferences: {
        email: true,
        mobile: false,
        pendingCompletion: true,
        pendingCaseScheduling: true,
        pendingApproval: true,
      },
      alwaysAddRodToPlan: false,
      requestedInstitution: null,
      createdAt: '2026-01-05T09:00:00.000Z',
    };
    expect(compile(user)({ ...profile, passwordHash: '$argon2id$…' })).toBe(
      JSON.stringify(profile),
    );
  });
});

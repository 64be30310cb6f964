import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_REQUEST_RECEIVED, FIELD_MESSAGES } from '@sagitta/domain';
import { auditEvents, userRoles, users } from '../../db/schema';
import { as, loginAs, useTestApp } from '../../../test/harness';
import { ACCESS_REQUESTS_PER_HOUR } from './routes';
import { ACCESS_REQUEST_MIN_MS } from './service';

/** Every line the server logs, as text. */
let logText = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText += chunk.toString('utf8');
    done();
  },
});

const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream });

const physicianRequest = {
  firstName: 'Hélène',
  lastName: 'Marchetti',
  emailAddress: 'Helene.Marchetti@Clinic.example',
  phone: '(858) 555 0199',
  role: 'PHYSICIAN',
  institution: '  Pacific Spine Partners ',
  npi: '1762519837',
};

/** Each test asks from an address of its own: requests are rate limited per client IP. */
const ask = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/access-requests', payload, remoteAddress });

let addresses = 0;
const freshAddress = () => `10.0.9.${String((addresses += 1))}`;

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n;

describe('POST /api/v1/access-requests', () => {
  it('records a Pending account with the role and institution asked for', async () => {
    const response = await ask(physicianRequest, '10.0.0.1');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: ACCESS_REQUEST_RECEIVED });

    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'helene.marchetti@clinic.example'));
    expect(row).toMatchObject({
      status: 'Pending',
      passwordHash: null,
      firstName: 'Hélène',
      lastName: 'Marchetti',
      phone: '8585550199',
      npi: '1762519837',
      requestedInstitution: 'Pacific Spine Partners',
      institutionId: null,
    });
    const roles = await t.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, row?.id ?? ''));
    expect(roles).toEqual([{ roleId: 1 }]);

    // Administrators find it among the requests.
    const admin = await loginAs(t.app, 'useradmin');
    const list = await as(t.app, admin, {
      method: 'GET',
      url: '/api/v1/Users?status=Pending&search=marchetti',
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        status: 'Pending',
        requestedInstitution: 'Pacific Spine Partners',
      }),
    ]);

    // The trail has ids and codes; the log has neither the name nor the email.
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'access-request.create'),
          eq(auditEvents.targetId, row?.id ?? ''),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: null,
      outcome: 'success',
      clientIp: '10.0.0.1',
      details: { role: 'PHYSICIAN' },
    });
    expect(logText).toContain('/api/v1/access-requests');
    expect(logText).not.toMatch(/marchetti|hélène|8585550199|1762519837/i);
  });

  it('answers an existing email exactly the same, in comparable time, and creates nothing', async () => {
    const before = await userCount();
    const [surgeonBefore] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'surgeon@sagitta.test'));

    const timed = async (payload: object, address: string) => {
      const startedAt = performance.now();
      const response = await ask(payload, address);
      return { response, ms: performance.now() - startedAt };
    };
    const known = await timed(
      { ...physicianRequest, emailAddress: 'SURGEON@sagitta.test', institution: 'Elsewhere' },
      '10.0.0.2',
    );
    const fresh = await timed(
      { ...physicianRequest, emailAddress: 'someone.new@clinic.example' },
      '10.0.0.3',
    );
    for (const { response } of [known, fresh]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: ACCESS_REQUEST_RECEIVED });
    }
    expect(known.ms).toBeGreaterThanOrEqual(ACCESS_REQUEST_MIN_MS - 5);
    expect(fresh.ms).toBeGreaterThanOrEqual(ACCESS_REQUEST_MIN_MS - 5);

    expect(await userCount()).toBe((before ?? 0) + 1);
    const [surgeonAfter] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'surgeon@sagitta.test'));
    expect(surgeonAfter).toEqual(surgeonBefore);
  });

  it('creates one account when the same email asks twice at once', async () => {
    const payload = { ...physicianRequest, emailAddress: 'twice@clinic.example' };
    const responses = await Promise.all([ask(payload, '10.0.0.4'), ask(payload, '10.0.0.5')]);
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202]);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'twice@clinic.example'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a physician without an NPI', { npi: null }, 'NPI is required for physicians'],
    ['a bad NPI', { npi: '1762519830' }, FIELD_MESSAGES.npi],
    ['a name with digits', { lastName: 'M4rchetti' }, FIELD_MESSAGES.name],
    ['a bad phone', { phone: '12' }, FIELD_MESSAGES.phone],
    ['no institution', { institution: '   ' }, 'Institution is required'],
    ['an administrator role', { role: 'SYSTEM_ADMINISTRATOR' }, undefined],
    ['a technician role', { role: '3DS_TECHNICIAN' }, undefined],
  ])('refuses %s with 400 and creates nothing', async (_, overrides, message) => {
    const before = await userCount();
    const response = await ask(
      { ...physicianRequest, emailAddress: 'refused@clinic.example', ...overrides },
      freshAddress(),
    );
    expect(response.statusCode).toBe(400);
    if (message !== undefined) expect(response.json().message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('accepts clinical staff without an NPI', async () => {
    const response = await ask(
      {
        firstName: 'Joon',
        lastName: 'Park',
        emailAddress: 'joon.park@clinic.example',
        role: 'CLINICAL_STAFF',
        institution: 'Lakeside Spine Center',
        phone: '',
        npi: '',
      },
      '10.0.1.2',
    );
    expect(response.statusCode, response.body).toBe(202);
  });

  it(`allows ${ACCESS_REQUESTS_PER_HOUR} requests per hour per client, then answers 429`, async () => {
    const address = '10.0.2.1';
    for (let i = 0; i < ACCESS_REQUESTS_PER_HOUR; i += 1) {
      const response = await ask(
        { ...physicianRequest, emailAddress: `burst${i}@clinic.example` },
        address,
      );
      expect(response.statusCode).toBe(202);
    }
    const before = await userCount();
    const limited = await ask(
      { ...physicianRequest, emailAddress: 'burst9@clinic.example' },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);
    expect(await userCount()).toBe(before);
    // Another client is not affected.
    const other = await ask(
      { ...physicianRequest, emailAddress: 'calm@clinic.example' },
      '10.0.2.2',
    );
    expect(other.statusCode).toBe(202);
  });
});

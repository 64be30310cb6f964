import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceToken, type GeneratedAccessKey } from '@sagitta/domain';
import { aieConfigurations, auditEvents, deviceTokens } from '../../db/schema';
import { resolveDeviceToken } from '../../platform/auth/device-tokens';
import { type Method, useTestApp } from '../../../test/harness';
import { newInstitution } from '../../../test/institutions';
import { TOKEN_EXCHANGES_PER_MINUTE } from './routes';

const KEYS = '/auth/api/v1/client-access-key';

const t = useTestApp();
const call = (method: Method, url: string, payload?: object) =>
  t.callAs('admin', method, url, payload);

async function institutionWithKey(name: string): Promise<GeneratedAccessKey> {
  const institutionId = await newInstitution(t, name);
  const key = await call('POST', KEYS, { institutionId });
  expect(key.statusCode).toBe(201);
  return key.json();
}

// Exchanges are rate limited per client address: each test calls from its own.
let nextAddress = 1;
function client() {
  const remoteAddress = `10.20.0.${nextAddress++}`;
  return (body: object) =>
    t.app.inject({ method: 'POST', url: `${KEYS}/token`, payload: body, remoteAddress });
}

describe('POST /auth/api/v1/client-access-key/token', () => {
  it('exchanges a live key and its secret for a 15-minute token; only its hash is stored', async () => {
    const key = await institutionWithKey('Exchange Clinic');
    const response = await client()({ key: key.key, secret: key.secret });
    expect(response.statusCode).toBe(200);
    const answer = deviceToken.parse(response.json());
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.expiresAt).toBe(new Date(t.clock.now().getTime() + 15 * 60_000).toISOString());

    const rows = await t.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.accessKeyId, key.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(answer.token).digest('hex'));

    const [aie] = await t.database.db
      .select({ lastActiveAt: aieConfigurations.lastActiveAt })
      .from(aieConfigurations)
      .where(eq(aieConfigurations.institutionId, key.institutionId));
    expect(aie?.lastActiveAt).toEqual(t.clock.now());
    const aieAnswer = await call('GET', `/api/v1/institutions/${key.institutionId}/aie`);
    expect(aieAnswer.json().lastActive).toBe(t.clock.now().toISOString());

    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'access-key.token'), eq(auditEvents.targetId, key.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ outcome: 'success', actorUserId: null });
    expect(JSON.stringify(audits)).not.toContain(key.secret);
    expect(JSON.stringify(audits)).not.toContain(answer.token);
  });

  it('answers a wrong secret and an unknown key alike: 401 Invalid client access key', async () => {
    const key = await institutionWithKey('Wrong Secret Clinic');
    const exchange = client();
    const wrong = await exchange({ key: key.key, secret: `${key.secret}x` });
    const unknown = await exchange({ key: 'sgk_AAAAAAAAAAAAAAAAAAAAAAAA', secret: key.secret });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid client access key');

    const reasons = await t.database.db
      .select({ details: auditEvents.details, targetId: auditEvents.targetId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'access-key.token'), eq(auditEvents.outcome, 'failure')));
    expect(reasons).toEqual(
      expect.arrayContaining([
        { details: { reason: 'wrong-secret' }, targetId: key.id },
        { details: { reason: 'unknown-key' }, targetId: null },
      ]),
    );
    expect(JSON.stringify(reasons)).not.toContain(key.secret.slice(0, 20));
  });

  it('refuses a key of a disabled institution, and accepts it again once re-enabled', async () => {
    const key = await institutionWithKey('Disabled Exchange Clinic');
    const exchange = client();
    await call('PATCH', `/api/v1/institutions/${key.institutionId}/active`, { active: false });
    const refused = await exchange({ key: key.key, secret: key.secret });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid client access key');
    await call('PATCH', `/api/v1/institutions/${key.institutionId}/active`, { active: true });
    expect((await exchange({ key: key.key, secret: key.secret })).statusCode).toBe(200);
  });

  it('refuses a key of a deleted institution', async () => {
    const key = await institutionWithKey('Deleted Exchange Clinic');
    await call('DELETE', `/api/v1/institutions/${key.institutionId}`);
    expect((await client()({ key: key.key, secret: key.secret })).statusCode).toBe(401);
  });

  it('refuses a malformed body with 400', async () => {
    const exchange = client();
    expect((await exchange({ key: 'sgk_x' })).statusCode).toBe(400);
    expect((await exchange({ key: '', secret: 'x' })).statusCode).toBe(400);
    expect((await exchange({ key: 'k'.repeat(129), secret: 'x' })).statusCode).toBe(400);
  });

  it(`allows ${TOKEN_EXCHANGES_PER_MINUTE} exchanges a minute per client, then 429`, async () => {
    const exchange = client();
    const guess = { key: 'sgk_BBBBBBBBBBBBBBBBBBBBBBBB', secret: 'guess' };
    for (let attempt = 1; attempt <= TOKEN_EXCHANGES_PER_MINUTE; attempt += 1) {
      expect((await exchange(guess)).statusCode).toBe(401);
    }
    const limited = await exchange(guess);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);
    // Another client is not affected.
    expect((await client()(guess)).statusCode).toBe(401);
  });
});

describe('resolveDeviceToken', () => {
  async function tokenFor(key: GeneratedAccessKey): Promise<string> {
    const response = await client()({ key: key.key, secret: key.secret });
    expect(response.statusCode).toBe(200);
    return response.json().token;
  }

  it('names the institution and key of a live token, and records the AIE activity', async () => {
    const key = await institutionWithKey('Resolving Clinic');
    const token = await tokenFor(key);
    const later = new Date(t.clock.now().getTime() + 5 * 60_000);
    expect(await resolveDeviceToken(t.database.db, later, token)).toEqual({
      institutionId: key.institutionId,
      accessKeyId: key.id,
    });
    const [aie] = await t.database.db
      .select({ lastActiveAt: aieConfigurations.lastActiveAt })
      .from(aieConfigurations)
      .where(eq(aieConfigurations.institutionId, key.institutionId));
    expect(aie?.lastActiveAt).toEqual(later);
    expect(await resolveDeviceToken(t.database.db, later, `${token}x`)).toBeNull();
  });

  it('opens nothing once expired (15 minutes)', async () => {
    const key = await institutionWithKey('Expiring Token Clinic');
    const token = await tokenFor(key);
    const now = t.clock.now().getTime();
    expect(await resolveDeviceToken(t.database.db, new Date(now + 899_000), token)).not.toBeNull();
    expect(await resolveDeviceToken(t.database.db, new Date(now + 900_000), token)).toBeNull();
  });

  it('opens nothing once its key is revoked or its institution disabled', async () => {
    const revokedKey = await institutionWithKey('Revoked Token Clinic');
    const revokedToken = await tokenFor(revokedKey);
    await call('DELETE', `${KEYS}/${revokedKey.id}`);
    expect(await resolveDeviceToken(t.database.db, t.clock.now(), revokedToken)).toBeNull();

    const disabledKey = await institutionWithKey('Disabled Token Clinic');
    const disabledToken = await tokenFor(disabledKey);
    await call('PATCH', `/api/v1/institutions/${disabledKey.institutionId}/active`, {
      active: false,
    });
    expect(await resolveDeviceToken(t.database.db, t.clock.now(), disabledToken)).toBeNull();
  });
});

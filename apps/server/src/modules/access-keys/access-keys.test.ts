import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientAccessKey, generatedAccessKey } from '@sagitta/domain';
import { auditEvents, clientAccessKeys } from '../../db/schema';
import { type Method, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { newInstitution } from '../../../test/institutions';

const KEYS = '/auth/api/v1/client-access-key';

const t = useTestApp();
const call = (method: Method, url: string, payload?: object) =>
  t.callAs('admin', method, url, payload);

async function generate(institutionId: string) {
  const response = await call('POST', KEYS, { institutionId });
  expect(response.statusCode).toBe(201);
  return generatedAccessKey.parse(response.json());
}

const exchange = (key: string, secret: string) =>
  t.app.inject({ method: 'POST', url: `${KEYS}/token`, payload: { key, secret } });

const keysOf = async (institutionId: string) =>
  (await call('GET', `${KEYS}?institutionId=${institutionId}`)).json();

describe('who may obtain a key secret (issue 14)', () => {
  it('lets only a system administrator make one; nobody lower reads or regenerates it', async () => {
    const institutionId = await newInstitution(t, 'Secret Keepers Clinic');
    const live = await generate(institutionId);
    for (const user of ['useradmin', 'surgeon', 'rods'] as const) {
      for (const [method, url] of [
        ['POST', KEYS],
        ['GET', `${KEYS}?institutionId=${institutionId}`],
        ['GET', `/api/v1/institutions/${institutionId}/aie`],
        ['DELETE', KEYS],
      ] as const) {
        const refused = await t.callAs(user, method, url, { institutionId });
        expect(refused.statusCode, `${user} ${method} ${url}`).toBe(403);
        expect(refused.body).not.toContain(live.secret);
      }
    }
    // The live key still opens a token: nobody lower revoked or replaced it.
    expect((await exchange(live.key, live.secret)).statusCode).toBe(200);
  });
});

describe('POST /auth/api/v1/client-access-key', () => {
  it('generates a key and a secret, answered once with 201; only a hash is stored', async () => {
    const institutionId = await newInstitution(t, 'Generate Clinic');
    const response = await call('POST', KEYS, { institutionId });
    expect(response.statusCode).toBe(201);
    const generated = generatedAccessKey.parse(response.json());
    expect(generated).toMatchObject({ institutionId, revokedAt: null });
    expect(generated.key).toMatch(/^sgk_[A-Za-z0-9_-]{24}$/);
    expect(generated.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await t.database.db
      .select()
      .from(clientAccessKeys)
      .where(eq(clientAccessKeys.id, generated.id));
    expect(row?.secretHash).toMatch(/^\$argon2id\$/);
    expect(row?.secretHash).not.toContain(generated.secret);
    expect(row?.createdBy).toBe((await t.sessionOf('admin')).userId);

    // The secret is never written to the audit trail.
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, institutionId));
    expect(audits.map((audit) => audit.action)).toContain('access-key.generate');
    expect(JSON.stringify(audits)).not.toContain(generated.secret);
  });

  it('takes the institution from the query too; refuses none, or two different ones', async () => {
    const institutionId = await newInstitution(t, 'Query Generate Clinic');
    const fromQuery = await call('POST', `${KEYS}?institutionId=${institutionId}`);
    expect(fromQuery.statusCode).toBe(201);
    expect(fromQuery.json().institutionId).toBe(institutionId);

    const none = await call('POST', KEYS, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('institutionId is required');
    const other = await newInstitution(t, 'Other Generate Clinic');
    const both = await call('POST', `${KEYS}?institutionId=${other}`, { institutionId });
    expect(both.statusCode).toBe(400);
    expect(await keysOf(other)).toEqual([]);
    expect((await call('POST', KEYS, { institutionId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('a second generation revokes the first: its secret no longer opens a token', async () => {
    const institutionId = await newInstitution(t, 'Reset Clinic');
    const first = await generate(institutionId);
    expect((await exchange(first.key, first.secret)).statusCode).toBe(200);
    const second = await generate(institutionId);
    expect(second.key).not.toBe(first.key);
    expect(second.secret).not.toBe(first.secret);

    const old = await exchange(first.key, first.secret);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Invalid client access key');
    expect((await exchange(second.key, second.secret)).statusCode).toBe(200);

    const keys = await keysOf(institutionId);
    expect(keys.map((key: { id: string }) => key.id)).toEqual([second.id, first.id]);
    expect(keys[0].revokedAt).toBeNull();
    expect(keys[1].revokedAt).toBe(t.clock.now().toISOString());
  });

  it('answers an unknown institution with 404', async () => {
    expect((await call('POST', KEYS, { institutionId: UNKNOWN_ID })).statusCode).toBe(404);
  });
});

describe('GET /auth/api/v1/client-access-key', () => {
  it("lists an institution's keys without secrets, and without one every live key", async () => {
    const institutionId = await newInstitution(t, 'Listing Clinic');
    const revoked = await generate(institutionId);
    const live = await generate(institutionId);

    const response = await call('GET', `${KEYS}?institutionId=${institutionId}`);
    expect(response.statusCode).toBe(200);
    const keys = response.json<unknown[]>();
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(Object.keys(key as object).sort()).toEqual(Object.keys(clientAccessKey.shape).sort());
    }
    expect(response.body).not.toContain(live.secret);
    expect(response.body).not.toContain(revoked.secret);

    const all = (await call('GET', KEYS)).json();
    const ids = all.map((key: { id: string }) => key.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(revoked.id);
    expect(all.every((key: { revokedAt: string | null }) => key.revokedAt === null)).toBe(true);
  });

  it('answers an unknown institution with 404', async () => {
    expect((await call('GET', `${KEYS}?institutionId=${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('DELETE /auth/api/v1/client-access-key', () => {
  it("revokes an institution's live key (204): the AIE can no longer get a token", async () => {
    const institutionId = await newInstitution(t, 'Revoke Clinic');
    const key = await generate(institutionId);
    const response = await call('DELETE', `${KEYS}?institutionId=${institutionId}`);
    expect(response.statusCode).toBe(204);
    expect((await exchange(key.key, key.secret)).statusCode).toBe(401);
    expect((await keysOf(institutionId))[0].revokedAt).toBe(t.clock.now().toISOString());
  });

  it('takes the institution from the body too, and is idempotent: revoking again is 204', async () => {
    const institutionId = await newInstitution(t, 'Body Revoke Clinic');
    await generate(institutionId);
    expect((await call('DELETE', KEYS, { institutionId })).statusCode).toBe(204);
    const revokedAt = (await keysOf(institutionId))[0].revokedAt;
    t.clock.advance(60);
    expect((await call('DELETE', KEYS, { institutionId })).statusCode).toBe(204);
    // The first revocation's date is kept.
    expect((await keysOf(institutionId))[0].revokedAt).toBe(revokedAt);
  });

  it('answers an unknown institution with 404 and none at all with 400', async () => {
    expect((await call('DELETE', `${KEYS}?institutionId=${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call('DELETE', KEYS)).statusCode).toBe(400);
  });
});

describe('DELETE /auth/api/v1/client-access-key/{id}', () => {
  it('revokes one key (204), again 204; an unknown key is 404', async () => {
    const institutionId = await newInstitution(t, 'Single Revoke Clinic');
    const key = await generate(institutionId);
    expect((await call('DELETE', `${KEYS}/${key.id}`)).statusCode).toBe(204);
    expect((await exchange(key.key, key.secret)).statusCode).toBe(401);
    expect((await call('DELETE', `${KEYS}/${key.id}`)).statusCode).toBe(204);
    const unknown = await call('DELETE', `${KEYS}/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Access key not found');

    const audits = await t.database.db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, institutionId));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'access-key.revoke', details: { keysRevoked: 1, accessKeyId: key.id } },
        { action: 'access-key.revoke', details: { keysRevoked: 0, accessKeyId: key.id } },
      ]),
    );
  });
});

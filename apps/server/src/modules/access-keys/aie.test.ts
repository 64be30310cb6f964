import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aieConfiguration, CONTROL_CHARACTERS_MESSAGE, NETWORK_MESSAGES } from '@sagitta/domain';
import { auditEvents } from '../../db/schema';
import { type Method, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { newInstitution } from '../../../test/institutions';

const t = useTestApp();
const call = (method: Method, url: string, payload?: object) =>
  t.callAs('admin', method, url, payload);

const aieOf = (id: string) => call('GET', `/api/v1/institutions/${id}/aie`);
const configure = (id: string, body: object) => call('PUT', `/api/v1/institutions/${id}/aie`, body);
const valid = { aeTitle: 'SAGITTA_AIE', ipAddress: '192.168.10.20', port: 104 };

describe('GET /api/v1/institutions/{id}/aie', () => {
  it('answers an AIE never configured with empty fields and no key', async () => {
    const id = await newInstitution(t, 'Unconfigured AIE Clinic');
    const response = await aieOf(id);
    expect(response.statusCode).toBe(200);
    expect(aieConfiguration.parse(response.json())).toEqual({
      institutionId: id,
      aeTitle: null,
      ipAddress: null,
      port: null,
      lastActive: null,
      activeKey: null,
    });
  });

  it('shows the live key, never its secret', async () => {
    const id = await newInstitution(t, 'Keyed AIE Clinic');
    const generated = (
      await call('POST', '/auth/api/v1/client-access-key', { institutionId: id })
    ).json();
    const response = await aieOf(id);
    expect(response.json().activeKey).toEqual({
      id: generated.id,
      institutionId: id,
      key: generated.key,
      createdAt: generated.createdAt,
      revokedAt: null,
    });
    expect(response.body).not.toContain(generated.secret);
    await call('DELETE', `/auth/api/v1/client-access-key?institutionId=${id}`);
    expect((await aieOf(id)).json().activeKey).toBeNull();
  });

  it('answers an unknown institution with 404', async () => {
    expect((await aieOf(UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('PUT /api/v1/institutions/{id}/aie', () => {
  it('saves the AE title, IP address and port, and audits it', async () => {
    const id = await newInstitution(t, 'Configured AIE Clinic');
    const response = await configure(id, valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...valid, institutionId: id, activeKey: null });
    expect((await aieOf(id)).json()).toMatchObject(valid);

    const changed = await configure(id, {
      aeTitle: 'OTHER AE',
      ipAddress: 'fe80::1',
      port: '11112',
    });
    expect(changed.json()).toMatchObject({
      aeTitle: 'OTHER AE',
      ipAddress: 'fe80::1',
      port: 11112,
    });

    const audits = await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, id));
    expect(audits.filter((row) => row.action === 'institution.aie.update')).toHaveLength(2);
  });

  it.each([
    ['an AE title with a backslash', { aeTitle: 'AE\\TITLE' }, NETWORK_MESSAGES.aeTitle],
    ['an AE title of 17 characters', { aeTitle: 'A'.repeat(17) }, NETWORK_MESSAGES.aeTitle],
    ['an AE title of spaces', { aeTitle: '   ' }, NETWORK_MESSAGES.aeTitle],
    // Refused at the edge, before the AE title's own rule (issue 14).
    ['an AE title with a control character', { aeTitle: 'AE\tTITLE' }, CONTROL_CHARACTERS_MESSAGE],
    ['an IPv4 part over 255', { ipAddress: '192.168.1.256' }, NETWORK_MESSAGES.ipAddress],
    ['an IPv4 address of three parts', { ipAddress: '10.0.1' }, NETWORK_MESSAGES.ipAddress],
    ['an IPv6 address with two ::', { ipAddress: '2001::db8::1' }, NETWORK_MESSAGES.ipAddress],
    ['an IPv6 group that is not hex', { ipAddress: 'fe80::g1' }, NETWORK_MESSAGES.ipAddress],
    ['a host name', { ipAddress: 'aie.example.test' }, NETWORK_MESSAGES.ipAddress],
    ['port 0', { port: 0 }, NETWORK_MESSAGES.port],
    ['port 65536', { port: 65536 }, NETWORK_MESSAGES.port],
    ["port 'abc'", { port: 'abc' }, NETWORK_MESSAGES.port],
    ['a fractional port', { port: 104.5 }, NETWORK_MESSAGES.port],
  ])('refuses %s with 400 and its message, saving nothing', async (_label, change, message) => {
    const id = await newInstitution(t, `Refused AIE ${_label}`);
    const response = await configure(id, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await aieOf(id)).json()).toMatchObject({ aeTitle: null, ipAddress: null, port: null });
  });

  it('accepts the edges: a 16-character title, port 1 and 65535, a full IPv6', async () => {
    const id = await newInstitution(t, 'Edge AIE Clinic');
    for (const body of [
      { aeTitle: 'A'.repeat(16), ipAddress: '0.0.0.0', port: 1 },
      { aeTitle: 'AE', ipAddress: '2001:0db8:0000:0000:0000:ff00:0042:8329', port: 65535 },
      { aeTitle: 'AE', ipAddress: '::ffff:192.0.2.128', port: '104' },
    ]) {
      expect((await configure(id, body)).statusCode, JSON.stringify(body)).toBe(200);
    }
  });

  it('answers an unknown institution with 404', async () => {
    expect((await configure(UNKNOWN_ID, valid)).statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, shippingAddressAnswer } from '@sagitta/domain';
import { shippingAddresses } from '../../db/schema';
import { as, type DemoUser, UNKNOWN_ID, useTestApp } from '../../../test/harness';
import { SHIPPING_ADDRESS_MESSAGES } from './shipping-address';

const COMPLETE = {
  street: ' 100 Harbor Way ',
  city: 'San Diego',
  state: 'ca',
  zip: '92101',
  country: 'US',
};
const EMPTY = { street: '', city: ' ', state: '', zip: '', country: 'US' };

const t = useTestApp();

const put = async (caller: DemoUser, payload: Record<string, unknown>, target?: string) => {
  const session = await t.sessionOf(caller);
  return as(t.app, session, {
    method: 'PUT',
    url: `/api/v1/users/${target ?? session.userId}/shipping-address`,
    payload,
  });
};

const get = async (caller: DemoUser, target?: string) => {
  const session = await t.sessionOf(caller);
  return as(t.app, session, {
    method: 'GET',
    url: `/api/v1/users/${target ?? session.userId}/shipping-address`,
  });
};

const storedFor = async (user: DemoUser) =>
  t.database.db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, (await t.sessionOf(user)).userId));

describe('rod shipping address', () => {
  it('answers a physician without one with null', async () => {
    const response = await get('surgeon');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: null });
  });

  it('saves a complete address, trimmed, and answers it', async () => {
    const response = await put('surgeon', COMPLETE);
    expect(response.statusCode).toBe(200);
    const body = shippingAddressAnswer.parse(response.json());
    expect(body.address).toEqual({
      addressId: expect.any(String),
      street: '100 Harbor Way',
      city: 'San Diego',
      state: 'CA',
      zip: '92101',
      country: 'US',
    });
    expect((await get('surgeon')).json()).toEqual(body);
  });

  it('replaces the address in place on the next save', async () => {
    const before = (await get('surgeon')).json();
    const response = await put('surgeon', { ...COMPLETE, zip: '92101-1234', city: 'La Jolla' });
    expect(response.statusCode).toBe(200);
    expect(response.json().address).toMatchObject({
      addressId: before.address.addressId,
      city: 'La Jolla',
      zip: '92101-1234',
    });
    expect(await storedFor('surgeon')).toHaveLength(1);
  });

  it('refuses a partly filled address with 400 naming what is missing, keeping the saved one', async () => {
    const before = (await get('surgeon')).json();
    const response = await put('surgeon', { ...EMPTY, city: 'San Diego', state: 'CA' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('missing shipping address values: Street, Zip');
    expect(response.json().details).toEqual([
      { field: 'body.street', message: 'is required' },
      { field: 'body.zip', message: 'is required' },
    ]);
    expect((await get('surgeon')).json()).toEqual(before);
  });

  it('names a missing country too', async () => {
    const response = await put('surgeon', { ...COMPLETE, country: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('missing shipping address values: Country');
  });

  it.each([
    ['state', { state: 'ZZ' }, FIELD_MESSAGES.state],
    ['zip', { zip: '9210' }, FIELD_MESSAGES.zip],
  ])('refuses an invalid %s with 400', async (_, change, message) => {
    const response = await put('surgeon', { ...COMPLETE, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a body missing a field with 400', async () => {
    const response = await put('surgeon', { street: 'x', city: 'y' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('body.state');
  });

  it('removes the address when every field but the country is empty', async () => {
    const response = await put('surgeon', EMPTY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: null });
    expect(await storedFor('surgeon')).toEqual([]);
    expect((await get('surgeon')).json()).toEqual({ address: null });
    // Removing what is not there is no error.
    expect((await put('surgeon', EMPTY)).statusCode).toBe(200);
  });

  it('refuses a sales representative with 403, even an empty form', async () => {
    for (const payload of [COMPLETE, EMPTY]) {
      const response = await put('rep', payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SHIPPING_ADDRESS_MESSAGES.salesRepresentative);
    }
    expect(await storedFor('rep')).toEqual([]);
  });

  it.each(['staff', 'modeler', 'rods', 'admin'] as const)(
    'refuses %s, who has no rod shipping address, with 403',
    async (caller) => {
      const response = await put(caller, COMPLETE);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SHIPPING_ADDRESS_MESSAGES.notPhysician);
      expect(await storedFor(caller)).toEqual([]);
    },
  );

  it("refuses to save another physician's address with 403", async () => {
    const other = await t.sessionOf('surgeon2');
    const response = await put('surgeon', COMPLETE, other.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the account holder can do this');
    expect(await storedFor('surgeon2')).toEqual([]);
  });

  it("answers another user's address to administrators only", async () => {
    expect((await put('surgeon2', COMPLETE)).statusCode).toBe(200);
    const surgeon2 = await t.sessionOf('surgeon2');
    for (const caller of ['surgeon', 'staff', 'rep'] as const) {
      const refused = await get(caller, surgeon2.userId);
      expect(refused.statusCode, caller).toBe(403);
    }
    for (const caller of ['admin', 'useradmin'] as const) {
      const answered = await get(caller, surgeon2.userId);
      expect(answered.statusCode, caller).toBe(200);
      expect(answered.json().address).toMatchObject({ city: 'San Diego', state: 'CA' });
    }
    const unknown = await get('admin', UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
  });
});

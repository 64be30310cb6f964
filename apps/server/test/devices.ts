import { expect } from 'vitest';
import type { SharedTestApp } from './harness';

/**
 * A bearer token of an on-site device (AIE) of the institution, as a device gets it: the
 * administrator issues the institution's client access key, the device exchanges it for a token.
 * @returns the `authorization` header's value
 */
export async function deviceAuthorization(
  t: SharedTestApp,
  institutionId: string,
): Promise<string> {
  const key = await t.callAs('admin', 'POST', '/auth/api/v1/client-access-key', { institutionId });
  expect(key.statusCode, key.body).toBe(201);
  const { key: keyId, secret } = key.json<{ key: string; secret: string }>();
  const exchange = await t.app.inject({
    method: 'POST',
    url: '/auth/api/v1/client-access-key/token',
    payload: { key: keyId, secret },
  });
  expect(exchange.statusCode, exchange.body).toBe(200);
  return `Bearer ${exchange.json<{ token: string }>().token}`;
}

import type { DeviceToken } from '@sagitta/domain';
import { recordAudit } from '../../platform/audit/audit';
import { issueDeviceToken, recordAieActivity } from '../../platform/auth/device-tokens';
import { verifyAgainstNothing, verifyPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/database';
import { Unauthorized } from '../../platform/errors/errors';
import { findKeyCredentials, type KeyCredentials } from './repo';

/** One answer for every refusal, so that it tells nothing about which keys exist. */
export const INVALID_ACCESS_KEY = 'Invalid client access key';

type Refusal = 'unknown-key' | 'wrong-secret' | 'revoked-key' | 'institution-unavailable';

/** Why a presented key and secret open nothing, or null when they open a token. */
function refusalOf(credentials: KeyCredentials | null, secretMatches: boolean): Refusal | null {
  if (credentials === null) return 'unknown-key';
  if (!secretMatches) return 'wrong-secret';
  if (credentials.revoked) return 'revoked-key';
  if (!credentials.institutionUsable) return 'institution-unavailable';
  return null;
}

/**
 * Exchanges an AIE's client access key and secret for a device token (seed §4 AIE token).
 * Refusals all look alike, in body and in time: the secret is checked against a hash even for
 * an unknown key. Every outcome is audited; the secret and the token never are.
 * @throws Unauthorized for an unknown or revoked key, a wrong secret, or an institution that is
 *   disabled or deleted
 */
export async function exchangeAccessKey(
  db: Database,
  now: Date,
  input: { key: string; secret: string },
  clientIp: string,
): Promise<DeviceToken> {
  const credentials = await findKeyCredentials(db, input.key);
  const secretMatches =
    credentials === null
      ? await verifyAgainstNothing(input.secret)
      : await verifyPassword(credentials.secretHash, input.secret);

  const refusal = refusalOf(credentials, secretMatches);

  if (credentials === null || refusal !== null) {
    await recordAudit(db, now, {
      actorUserId: null,
      action: 'access-key.token',
      targetType: 'access-key',
      // An unknown key's text is not kept: it may be a secret pasted in the wrong field.
      ...(credentials === null ? {} : { targetId: credentials.id }),
      outcome: 'failure',
      clientIp,
      details: { reason: refusal ?? 'unknown-key' },
    });
    throw new Unauthorized(INVALID_ACCESS_KEY);
  }

  return db.transaction(async (tx) => {
    const issued = await issueDeviceToken(tx, now, credentials.id);
    await recordAieActivity(tx, now, credentials.institutionId, { always: true });
    await recordAudit(tx, now, {
      actorUserId: null,
      action: 'access-key.token',
      targetType: 'access-key',
      targetId: credentials.id,
      outcome: 'success',
      clientIp,
      details: { institutionId: credentials.institutionId },
    });
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  });
}

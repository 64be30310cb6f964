import { and, eq, gt, isNull, lt, lte, or } from 'drizzle-orm';
import { aieConfigurations, clientAccessKeys, deviceTokens, institutions } from '../../db/schema';
import type { Executor } from '../db/database';
import { hashToken, newToken } from './tokens';

/** A device token opens imaging uploads for 15 minutes; the device then exchanges its key again. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 15 * 60;

/**
 * `last_active_at` is written at most this often per AIE: it is shown to administrators in
 * minutes, and an upload of a few hundred DICOM files must not cost as many writes.
 */
const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** What a device token proves: which institution's AIE is calling, with which key. */
export interface DeviceIdentity {
  institutionId: string;
  accessKeyId: string;
}

/**
 * Records that an institution's AIE called. An institution without an AIE configuration yet
 * gets one, holding only this date.
 * @param options.always - write even inside the activity interval (a key exchange)
 */
export async function recordAieActivity(
  executor: Executor,
  now: Date,
  institutionId: string,
  options: { always: boolean } = { always: false },
): Promise<void> {
  const threshold = new Date(now.getTime() - ACTIVITY_WRITE_INTERVAL_MS);
  await executor
    .insert(aieConfigurations)
    .values({ institutionId, lastActiveAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: aieConfigurations.institutionId,
      set: { lastActiveAt: now },
      ...(options.always
        ? {}
        : {
            setWhere: or(
              isNull(aieConfigurations.lastActiveAt),
              lt(aieConfigurations.lastActiveAt, threshold),
            ),
          }),
    });
}

/**
 * Issues a device token for a client access key whose secret was just verified, and clears
 * that key's expired tokens on the way.
 * @returns the token, given to the device once and never stored
 */
export async function issueDeviceToken(
  executor: Executor,
  now: Date,
  accessKeyId: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DEVICE_TOKEN_LIFETIME_SECONDS * 1000);
  await executor
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.accessKeyId, accessKeyId), lte(deviceTokens.expiresAt, now)));
  await executor.insert(deviceTokens).values({
    accessKeyId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The AIE a bearer device token belongs to, for the routes devices call (imaging uploads).
 * The token must be unexpired, its key not revoked, its institution active and not deleted:
 * all checked on every call, so revoking a key or disabling an institution stops the device at
 * once. Records the AIE's activity.
 * @param token - the bearer token as the device sent it
 * @returns null when the token opens nothing
 */
export async function resolveDeviceToken(
  executor: Executor,
  now: Date,
  token: string,
): Promise<DeviceIdentity | null> {
  const [row] = await executor
    .select({ accessKeyId: clientAccessKeys.id, institutionId: clientAccessKeys.institutionId })
    .from(deviceTokens)
    .innerJoin(clientAccessKeys, eq(clientAccessKeys.id, deviceTokens.accessKeyId))
    .innerJoin(institutions, eq(institutions.id, clientAccessKeys.institutionId))
    .where(
      and(
        eq(deviceTokens.tokenHash, hashToken(token)),
        gt(deviceTokens.expiresAt, now),
        isNull(clientAccessKeys.revokedAt),
        eq(institutions.active, true),
        isNull(institutions.deletedAt),
      ),
    )
    .limit(1);
  if (row === undefined) return null;
  await recordAieActivity(executor, now, row.institutionId);
  return row;
}

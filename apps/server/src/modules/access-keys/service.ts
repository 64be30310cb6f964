import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  AieConfiguration,
  aieConfigurationInput,
  ClientAccessKey,
  GeneratedAccessKey,
} from '@sagitta/domain';
import { hashPassword } from '../../platform/auth/passwords';
import { newToken } from '../../platform/auth/tokens';
import type { Database, Executor } from '../../platform/db/database';
import { NotFound } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  findAieConfiguration,
  findKey,
  findLiveKey,
  insertKey,
  institutionExists,
  listKeysOf,
  listLiveKeys,
  lockInstitution,
  revokeKeys,
  saveAieConfiguration,
  type AccessKeyRow,
} from './repo';

type AieInput = z.output<typeof aieConfigurationInput>;

const INSTITUTION_NOT_FOUND = 'Institution not found';
export const ACCESS_KEY_NOT_FOUND = 'Access key not found';

/** The public half of a key: a recognisable prefix and 144 random bits. */
const newKeyId = () => `sgk_${randomBytes(18).toString('base64url')}`;
/** The secret: 256 random bits, shown once. */
const newSecret = newToken;

function toClientAccessKey(row: AccessKeyRow): ClientAccessKey {
  return {
    id: row.id,
    institutionId: row.institutionId,
    key: row.keyId,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function requireInstitution(executor: Executor, institutionId: string): Promise<void> {
  if (!(await institutionExists(executor, institutionId))) {
    throw new NotFound(INSTITUTION_NOT_FOUND);
  }
}

/**
 * An institution's AIE: where the device is, when it last called, and its live key. An AIE
 * never configured answers with empty fields.
 * @throws NotFound for an unknown or deleted institution
 */
export async function getAieConfiguration(
  executor: Executor,
  institutionId: string,
): Promise<AieConfiguration> {
  await requireInstitution(executor, institutionId);
  const aie = await findAieConfiguration(executor, institutionId);
  const liveKey = await findLiveKey(executor, institutionId);
  return {
    institutionId,
    aeTitle: aie?.aeTitle ?? null,
    ipAddress: aie?.ipAddress ?? null,
    port: aie?.port ?? null,
    lastActive: aie?.lastActiveAt?.toISOString() ?? null,
    activeKey: liveKey === null ? null : toClientAccessKey(liveKey),
  };
}

/**
 * Sets where an institution's AIE is (AE title, IP address, port).
 * @throws NotFound for an unknown or deleted institution
 */
export async function updateAieConfiguration(
  db: Database,
  context: RequestContext,
  institutionId: string,
  input: AieInput,
): Promise<AieConfiguration> {
  await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, institutionId))) throw new NotFound(INSTITUTION_NOT_FOUND);
    await saveAieConfiguration(tx, { institutionId, ...input, now: context.now });
    await context.audit(tx, {
      action: 'institution.aie.update',
      targetType: 'institution',
      targetId: institutionId,
      outcome: 'success',
    });
  });
  return getAieConfiguration(db, institutionId);
}

/**
 * Client access keys, never their secrets: every key of one institution (the revoked ones are
 * its history), or without an institution the live keys of all (what can open the door today).
 * @throws NotFound for an unknown or deleted institution
 */
export async function listAccessKeys(
  db: Database,
  institutionId: string | undefined,
): Promise<ClientAccessKey[]> {
  if (institutionId === undefined) return (await listLiveKeys(db)).map(toClientAccessKey);
  await requireInstitution(db, institutionId);
  return (await listKeysOf(db, institutionId)).map(toClientAccessKey);
}

/**
 * Generates an institution's client access key, revoking any live one first (seed §4: a reset
 * disables the AIE until it is updated on site). The secret is in this answer only: just its
 * argon2id hash is kept.
 * @throws NotFound for an unknown or deleted institution
 */
export async function generateAccessKey(
  db: Database,
  context: RequestContext,
  institutionId: string,
): Promise<GeneratedAccessKey> {
  const secret = newSecret();
  // Hashed before the transaction: argon2 takes tens of milliseconds, the row lock need not.
  const secretHash = await hashPassword(secret);
  const created = await db.transaction(async (tx) => {
    if (!(await lockInstitution(tx, institutionId))) throw new NotFound(INSTITUTION_NOT_FOUND);
    const revoked = await revokeKeys(tx, { institutionId }, context.now);
    const row = await insertKey(tx, {
      institutionId,
      keyId: newKeyId(),
      secretHash,
      createdBy: context.actorUserId,
      createdAt: context.now,
    });
    await context.audit(tx, {
      action: 'access-key.generate',
      targetType: 'institution',
      targetId: institutionId,
      outcome: 'success',
      details: { accessKeyId: row.id, keysRevoked: revoked.length },
    });
    return row;
  });
  return { ...toClientAccessKey(created), secret };
}

/**
 * Revokes an institution's live keys, inside its caller's transaction (an institution deleted).
 * @returns how many keys were revoked
 */
export async function revokeInstitutionKeys(
  tx: Executor,
  institutionId: string,
  now: Date,
): Promise<number> {
  return (await revokeKeys(tx, { institutionId }, now)).length;
}

/**
 * Revokes the live key of an institution (disable the AIE), or one key by its id. Revoking what
 * is already revoked changes nothing and succeeds: the caller's aim, no live key, holds.
 * @throws NotFound for an unknown or deleted institution, or an unknown key
 */
export async function revokeAccessKeys(
  db: Database,
  context: RequestContext,
  which: { institutionId: string } | { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    let institutionId: string;
    if ('id' in which) {
      const key = await findKey(tx, which.id);
      if (key === null) throw new NotFound(ACCESS_KEY_NOT_FOUND);
      institutionId = key.institutionId;
    } else {
      institutionId = which.institutionId;
    }
    if (!(await lockInstitution(tx, institutionId))) throw new NotFound(INSTITUTION_NOT_FOUND);
    const revoked = await revokeKeys(tx, which, context.now);
    await context.audit(tx, {
      action: 'access-key.revoke',
      targetType: 'institution',
      targetId: institutionId,
      outcome: 'success',
      details: { keysRevoked: revoked.length, ...('id' in which ? { accessKeyId: which.id } : {}) },
    });
  });
}

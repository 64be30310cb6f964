import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { aieConfigurations, clientAccessKeys, deviceTokens, institutions } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type AieRow = typeof aieConfigurations.$inferSelect;

/** A client access key as listed: never its secret's hash. */
export interface AccessKeyRow {
  id: string;
  institutionId: string;
  keyId: string;
  createdAt: Date;
  revokedAt: Date | null;
}

const listed = {
  id: clientAccessKeys.id,
  institutionId: clientAccessKeys.institutionId,
  keyId: clientAccessKeys.keyId,
  createdAt: clientAccessKeys.createdAt,
  revokedAt: clientAccessKeys.revokedAt,
};

const liveInstitution = (id: string) =>
  and(eq(institutions.id, id), isNull(institutions.deletedAt));

/** Whether an institution exists and is not deleted. */
export async function institutionExists(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: institutions.id })
    .from(institutions)
    .where(liveInstitution(id))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks an institution that is not deleted until the transaction ends: two resets at once must
 * not leave two live keys.
 * @returns whether it exists
 */
export async function lockInstitution(executor: Executor, id: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: institutions.id })
    .from(institutions)
    .where(liveInstitution(id))
    .for('update');
  return row !== undefined;
}

export async function findAieConfiguration(
  executor: Executor,
  institutionId: string,
): Promise<AieRow | null> {
  const [row] = await executor
    .select()
    .from(aieConfigurations)
    .where(eq(aieConfigurations.institutionId, institutionId))
    .limit(1);
  return row ?? null;
}

/** Creates or replaces where an institution's AIE is; its last activity is kept. */
export async function saveAieConfiguration(
  executor: Executor,
  values: { institutionId: string; aeTitle: string; ipAddress: string; port: number; now: Date },
): Promise<void> {
  const { now, ...where } = values;
  await executor
    .insert(aieConfigurations)
    .values({ ...where, updatedAt: now })
    .onConflictDoUpdate({
      target: aieConfigurations.institutionId,
      set: { aeTitle: where.aeTitle, ipAddress: where.ipAddress, port: where.port, updatedAt: now },
    });
}

/** The institution's live key, if any. */
export async function findLiveKey(
  executor: Executor,
  institutionId: string,
): Promise<AccessKeyRow | null> {
  const [row] = await executor
    .select(listed)
    .from(clientAccessKeys)
    .where(
      and(eq(clientAccessKeys.institutionId, institutionId), isNull(clientAccessKeys.revokedAt)),
    )
    .orderBy(desc(clientAccessKeys.createdAt))
    .limit(1);
  return row ?? null;
}

/** Every key of one institution: the live one, then the revoked ones, newest first. */
export async function listKeysOf(
  executor: Executor,
  institutionId: string,
): Promise<AccessKeyRow[]> {
  return (
    executor
      .select(listed)
      .from(clientAccessKeys)
      .where(eq(clientAccessKeys.institutionId, institutionId))
      // The live key first (PostgreSQL sorts nulls first when descending), then the revoked ones,
      // latest first: a reset creates the new key at the instant it revokes the old one.
      .orderBy(
        desc(clientAccessKeys.revokedAt),
        desc(clientAccessKeys.createdAt),
        desc(clientAccessKeys.id),
      )
  );
}

/** The live keys of every institution that is not deleted, newest first. */
export async function listLiveKeys(executor: Executor): Promise<AccessKeyRow[]> {
  return executor
    .select(listed)
    .from(clientAccessKeys)
    .innerJoin(institutions, eq(institutions.id, clientAccessKeys.institutionId))
    .where(and(isNull(clientAccessKeys.revokedAt), isNull(institutions.deletedAt)))
    .orderBy(desc(clientAccessKeys.createdAt), desc(clientAccessKeys.id));
}

/** A key by its row id, revoked or not, of an institution that is not deleted. */
export async function findKey(executor: Executor, id: string): Promise<AccessKeyRow | null> {
  const [row] = await executor
    .select(listed)
    .from(clientAccessKeys)
    .innerJoin(institutions, eq(institutions.id, clientAccessKeys.institutionId))
    .where(and(eq(clientAccessKeys.id, id), isNull(institutions.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(
  executor: Executor,
  values: {
    institutionId: string;
    keyId: string;
    secretHash: string;
    createdBy: string;
    createdAt: Date;
  },
): Promise<AccessKeyRow> {
  const [row] = await executor.insert(clientAccessKeys).values(values).returning(listed);
  if (row === undefined) throw new Error('access key insert returned nothing');
  return row;
}

/**
 * Revokes live keys and deletes their device tokens, so that a device holding one is refused
 * from its next call.
 * @param where - which keys: those of an institution, or one key
 * @returns the ids of the keys revoked now (already revoked ones are left as they were)
 */
export async function revokeKeys(
  executor: Executor,
  where: { institutionId: string } | { id: string },
  now: Date,
): Promise<string[]> {
  const which =
    'id' in where
      ? eq(clientAccessKeys.id, where.id)
      : eq(clientAccessKeys.institutionId, where.institutionId);
  const rows = await executor
    .update(clientAccessKeys)
    .set({ revokedAt: now })
    .where(and(which, isNull(clientAccessKeys.revokedAt)))
    .returning({ id: clientAccessKeys.id });
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await executor.delete(deviceTokens).where(inArray(deviceTokens.accessKeyId, ids));
  }
  return ids;
}

/** What the token exchange needs of a key: its secret's hash and whether it may be used. */
export interface KeyCredentials {
  id: string;
  institutionId: string;
  secretHash: string;
  revoked: boolean;
  institutionUsable: boolean;
}

/** The key a device presents, by its public key id, whatever its state. */
export async function findKeyCredentials(
  executor: Executor,
  keyId: string,
): Promise<KeyCredentials | null> {
  const [row] = await executor
    .select({
      id: clientAccessKeys.id,
      institutionId: clientAccessKeys.institutionId,
      secretHash: clientAccessKeys.secretHash,
      revokedAt: clientAccessKeys.revokedAt,
      institutionActive: institutions.active,
      institutionDeletedAt: institutions.deletedAt,
    })
    .from(clientAccessKeys)
    .innerJoin(institutions, eq(institutions.id, clientAccessKeys.institutionId))
    .where(eq(clientAccessKeys.keyId, keyId))
    .limit(1);
  if (row === undefined) return null;
  return {
    id: row.id,
    institutionId: row.institutionId,
    secretHash: row.secretHash,
    revoked: row.revokedAt !== null,
    institutionUsable: row.institutionActive && row.institutionDeletedAt === null,
  };
}

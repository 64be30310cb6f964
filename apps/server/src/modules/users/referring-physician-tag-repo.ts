import { and, asc, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@sagitta/domain';
import {
  referringPhysicianTagRequests,
  referringPhysicianTags,
  userRoles,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/**
 * The physician's institution: `undefined` when the user is no physician, null when the
 * physician belongs to none.
 */
export async function findPhysicianInstitution(
  executor: Executor,
  userId: string,
): Promise<string | null | undefined> {
  const [row] = await executor
    .select({ institutionId: users.institutionId })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userRoles.roleId, ROLE_IDS.PHYSICIAN)));
  return row?.institutionId;
}

/** The tags a physician holds, in order. */
export async function listTags(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ tag: referringPhysicianTags.tag })
    .from(referringPhysicianTags)
    .where(eq(referringPhysicianTags.userId, userId))
    .orderBy(asc(referringPhysicianTags.tag));
  return rows.map((row) => row.tag);
}

/** The tags a physician asked for and no administrator applied yet, in order. */
export async function listRequestedTags(executor: Executor, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ tag: referringPhysicianTagRequests.tag })
    .from(referringPhysicianTagRequests)
    .where(eq(referringPhysicianTagRequests.userId, userId))
    .orderBy(asc(referringPhysicianTagRequests.tag));
  return rows.map((row) => row.tag);
}

/** Who holds this tag in the institution, if anyone (tags are unique within one). */
export async function findTagHolder(
  executor: Executor,
  institutionId: string,
  tag: string,
): Promise<string | null> {
  const [holder] = await executor
    .select({ userId: referringPhysicianTags.userId })
    .from(referringPhysicianTags)
    .where(
      and(
        eq(referringPhysicianTags.institutionId, institutionId),
        eq(referringPhysicianTags.tag, tag),
      ),
    );
  return holder?.userId ?? null;
}

export async function insertTag(
  executor: Executor,
  tag: { userId: string; institutionId: string; tag: string },
): Promise<void> {
  await executor.insert(referringPhysicianTags).values(tag);
}

/** Removes a held tag; answers whether there was one. */
export async function deleteTag(executor: Executor, userId: string, tag: string): Promise<boolean> {
  const removed = await executor
    .delete(referringPhysicianTags)
    .where(and(eq(referringPhysicianTags.userId, userId), eq(referringPhysicianTags.tag, tag)))
    .returning({ tag: referringPhysicianTags.tag });
  return removed.length > 0;
}

/** Records a physician's request for a tag; answers false when it was requested already. */
export async function insertTagRequest(
  executor: Executor,
  request: { userId: string; tag: string; requestedAt: Date },
): Promise<boolean> {
  const requested = await executor
    .insert(referringPhysicianTagRequests)
    .values(request)
    .onConflictDoNothing()
    .returning({ tag: referringPhysicianTagRequests.tag });
  return requested.length > 0;
}

/** Removes a physician's request for a tag; answers whether there was one. */
export async function deleteTagRequest(
  executor: Executor,
  userId: string,
  tag: string,
): Promise<boolean> {
  const withdrawn = await executor
    .delete(referringPhysicianTagRequests)
    .where(
      and(
        eq(referringPhysicianTagRequests.userId, userId),
        eq(referringPhysicianTagRequests.tag, tag),
      ),
    )
    .returning({ tag: referringPhysicianTagRequests.tag });
  return withdrawn.length > 0;
}

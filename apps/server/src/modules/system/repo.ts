import { and, desc, eq } from 'drizzle-orm';
import { releaseVersions, userReleaseAcknowledgements } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type ReleaseVersionRow = typeof releaseVersions.$inferSelect;

/** Every release, newest first. */
export function listReleaseVersions(executor: Executor): Promise<ReleaseVersionRow[]> {
  return executor.select().from(releaseVersions).orderBy(desc(releaseVersions.releasedAt));
}

export async function findReleaseVersion(
  executor: Executor,
  id: string,
): Promise<ReleaseVersionRow | null> {
  const [row] = await executor
    .select()
    .from(releaseVersions)
    .where(eq(releaseVersions.id, id))
    .limit(1);
  return row ?? null;
}

export async function hasAcknowledged(
  executor: Executor,
  userId: string,
  releaseVersionId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ userId: userReleaseAcknowledgements.userId })
    .from(userReleaseAcknowledgements)
    .where(
      and(
        eq(userReleaseAcknowledgements.userId, userId),
        eq(userReleaseAcknowledgements.releaseVersionId, releaseVersionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertAcknowledgement(
  executor: Executor,
  userId: string,
  releaseVersionId: string,
  at: Date,
): Promise<void> {
  await executor
    .insert(userReleaseAcknowledgements)
    .values({ userId, releaseVersionId, acknowledgedAt: at })
    .onConflictDoNothing();
}

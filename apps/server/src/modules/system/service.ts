import type { ReleaseVersion } from '@sagitta/domain';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors/errors';
import { requireAccountHolder, type RequestContext } from '../../platform/request-context';
import {
  findReleaseVersion,
  hasAcknowledged,
  insertAcknowledgement,
  listReleaseVersions,
  type ReleaseVersionRow,
} from './repo';

function toReleaseVersion(row: ReleaseVersionRow): ReleaseVersion {
  return {
    releaseVersionId: row.id,
    name: row.name,
    notes: row.notes,
    videoUrl: row.videoUrl,
    releasedAt: row.releasedAt.toISOString(),
  };
}

export async function releaseVersions(db: Database): Promise<ReleaseVersion[]> {
  return (await listReleaseVersions(db)).map(toReleaseVersion);
}

/** Whether the user has acknowledged the latest release; no release at all counts as acknowledged. */
export async function releaseAcknowledgementStatus(db: Database, userId: string) {
  const [latest] = await listReleaseVersions(db);
  if (latest === undefined) return { hasAckdLatestVersion: true, latestReleaseVersion: null };
  return {
    hasAckdLatestVersion: await hasAcknowledged(db, userId, latest.id),
    latestReleaseVersion: toReleaseVersion(latest),
  };
}

/** Records that the account holder has read a release's notes. Idempotent. */
export async function acknowledgeRelease(
  db: Database,
  context: RequestContext,
  userId: string,
  releaseVersionId: string,
) {
  requireAccountHolder(context, userId);
  await db.transaction(async (tx) => {
    if ((await findReleaseVersion(tx, releaseVersionId)) === null) {
      throw new NotFound('Release version not found');
    }
    await insertAcknowledgement(tx, userId, releaseVersionId, context.now);
    await context.audit(tx, {
      action: 'user.release.acknowledge',
      targetType: 'release-version',
      targetId: releaseVersionId,
      outcome: 'success',
    });
  });
  return releaseAcknowledgementStatus(db, userId);
}

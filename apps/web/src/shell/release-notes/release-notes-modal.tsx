import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { parseReleaseNotes, type ReleaseNotes, type ReleaseVersion } from '@sagitta/domain';
import { errorState } from '../../lib/error-state';
import { HttpFailure } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';
import { releaseAcknowledgementQuery, useAcknowledgeRelease } from './api';
import { dismissedRelease } from './dismissed-release';
import { ReleaseNotesDialog } from './release-notes-dialog';

type Parsed = { ok: true; notes: ReleaseNotes } | { ok: false };

function parse(release: ReleaseVersion): Parsed {
  try {
    return { ok: true, notes: parseReleaseNotes(release.notes) };
  } catch {
    return { ok: false };
  }
}

/** Whether a failed load is ours to report: sign-in and offline are handled by the http client. */
function reportable(error: Error): boolean {
  return !(error instanceof HttpFailure) || (error.status !== 0 && error.status !== 401);
}

/**
 * The latest release's notes, until the user acknowledges them (seed §2). Close hides them for
 * this tab. Notes that cannot be loaded or read show the generic error instead (seed §8).
 */
export function ReleaseNotesModal() {
  const { data: user } = useQuery(currentUserQuery);
  const status = useQuery(releaseAcknowledgementQuery);
  const acknowledge = useAcknowledgeRelease();
  const [dismissedId, setDismissedId] = useState(dismissedRelease.read);
  const userId = user?.userId ?? null;

  const latest =
    status.data?.hasAckdLatestVersion === false ? status.data.latestReleaseVersion : null;
  const parsed = useMemo(() => (latest === null ? null : parse(latest)), [latest]);
  const loadFailed = status.error !== null && reportable(status.error);
  const parseFailed = parsed?.ok === false;

  useEffect(() => {
    if (loadFailed || parseFailed) errorState.raise(999);
  }, [loadFailed, parseFailed]);

  if (latest === null || parsed?.ok !== true || userId === null) return null;
  if (dismissedId === latest.releaseVersionId) return null;

  const onClose = () => {
    dismissedRelease.write(latest.releaseVersionId);
    setDismissedId(latest.releaseVersionId);
  };
  const onConfirm = () => {
    acknowledge.mutate({ userId, versionId: latest.releaseVersionId });
  };

  return (
    <ReleaseNotesDialog
      key={latest.releaseVersionId}
      opened
      release={{ name: latest.name, notes: parsed.notes }}
      confirming={acknowledge.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

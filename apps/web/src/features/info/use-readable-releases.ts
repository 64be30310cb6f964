import { useEffect, useMemo } from 'react';
import { parseReleaseNotes, type ReleaseNotes, type ReleaseVersion } from '@sagitta/domain';
import { errorState } from '../../lib/error-state';

export interface ReadableRelease {
  id: string;
  name: string;
  releasedAt: string;
  notes: ReleaseNotes;
}

/**
 * The releases whose notes can be read, newest first. A release with unreadable notes is left
 * out, the others still show, and the generic error is shown once (seed §8).
 * @param releases - the releases as loaded, undefined while loading
 */
export function useReadableReleases(
  releases: readonly ReleaseVersion[] | undefined,
): ReadableRelease[] {
  const { readable, anyUnreadable } = useMemo(() => {
    const parsed: ReadableRelease[] = [];
    let failed = false;
    for (const release of releases ?? []) {
      try {
        const notes = parseReleaseNotes(release.notes);
        parsed.push({
          id: release.releaseVersionId,
          name: release.name,
          releasedAt: release.releasedAt,
          notes,
        });
      } catch {
        failed = true;
      }
    }
    // Newest first, whatever order the server used.
    parsed.sort((a, b) => Date.parse(b.releasedAt) - Date.parse(a.releasedAt));
    return { readable: parsed, anyUnreadable: failed };
  }, [releases]);

  useEffect(() => {
    if (anyUnreadable) errorState.raise(999);
  }, [anyUnreadable]);

  return readable;
}

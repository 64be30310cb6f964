import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseVersion } from '@sagitta/domain';
import { http } from '../../lib/http';

export interface ReleaseAcknowledgementStatus {
  hasAckdLatestVersion: boolean;
  latestReleaseVersion: ReleaseVersion | null;
}

/** Whether the signed-in user has acknowledged the latest release's notes. */
export const releaseAcknowledgementQuery = queryOptions({
  queryKey: ['system', 'release-versions', 'user-acknowledgement'],
  queryFn: () =>
    http.get<ReleaseAcknowledgementStatus>(
      '/api/v1/portal/system/release-versions/user-acknowledgement',
    ),
  staleTime: Infinity,
  retry: false,
});

/** Acknowledges a release's notes for a user; the status is then read again. */
export function useAcknowledgeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, versionId }: { userId: string; versionId: string }) =>
      http.patch<ReleaseAcknowledgementStatus>(
        `/api/v1/users/${encodeURIComponent(userId)}/release-version-acknowledged`,
        { acknowledgedVersionId: versionId },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: releaseAcknowledgementQuery.queryKey }),
  });
}

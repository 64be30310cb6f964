import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiUrl, type ReleaseVersion } from '@sagitta/domain';
import { http } from '../../lib/http';

export interface ReleaseAcknowledgementStatus {
  hasAckdLatestVersion: boolean;
  latestReleaseVersion: ReleaseVersion | null;
}

/** Whether the signed-in user has acknowledged the latest release's notes. */
export const releaseAcknowledgementQuery = queryOptions({
  queryKey: ['system', 'release-versions', 'user-acknowledgement'],
  queryFn: () => http.get<ReleaseAcknowledgementStatus>(API_PATHS.releaseVersionsToAcknowledge),
  staleTime: Infinity,
  retry: false,
});

/** Acknowledges a release's notes for a user; the status is then read again. */
export function useAcknowledgeRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, versionId }: { userId: string; versionId: string }) =>
      http.patch<ReleaseAcknowledgementStatus>(
        apiUrl(API_PATHS.userReleaseVersionAcknowledged, { id: userId }),
        { acknowledgedVersionId: versionId },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: releaseAcknowledgementQuery.queryKey }),
  });
}

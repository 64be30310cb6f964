import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  type AieConfiguration,
  type AieConfigurationInput,
  type GeneratedAccessKey,
} from '@sagitta/domain';
import { http } from '../../lib/http';
import { CHANGE_TOLERATED } from './api';

const aiePath = (id: string) => apiUrl(API_PATHS.institutionAie, { id });

export const aieKey = (id: string) => ['institutions', 'aie', id] as const;

/** Only system administrators may read it (`access-keys:manage`); others never ask. */
export const aieQuery = (id: string) =>
  queryOptions({
    queryKey: aieKey(id),
    queryFn: () => http.get<AieConfiguration>(aiePath(id), { tolerated: [400, 404] }),
  });

export function useSaveAieConfiguration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AieConfigurationInput) =>
      http.put<AieConfiguration>(aiePath(id), input, { tolerated: CHANGE_TOLERATED }),
    onSuccess: (configuration) => {
      queryClient.setQueryData(aieKey(id), configuration);
    },
  });
}

/**
 * Generates a key, revoking any live one (a reset). The answer carries the secret, the only time
 * it exists outside the server: `gcTime: 0` keeps it out of the mutation cache once the page lets
 * go of it, and the cached configuration is refetched (it never holds a secret) rather than
 * written from this answer.
 */
export function useGenerateAccessKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: () =>
      http.post<GeneratedAccessKey>(
        API_PATHS.accessKeys,
        { institutionId: id },
        { tolerated: CHANGE_TOLERATED },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aieKey(id) });
    },
  });
}

/** Revokes the institution's live key: its AIE can no longer obtain tokens. */
export function useRevokeAccessKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.delete<undefined>(`${API_PATHS.accessKeys}?institutionId=${encodeURIComponent(id)}`, {
        tolerated: CHANGE_TOLERATED,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aieKey(id) });
    },
  });
}

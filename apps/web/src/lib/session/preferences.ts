import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  userPreferences,
  type UserPreferences,
  type UserPreferencesPatch,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../http';

/**
 * Reading the preferences must never stop a page from opening: any answer but the network
 * failing (which is the whole portal's business) falls back to the defaults.
 */
const READ_TOLERATED: readonly ToleratedError[] = [400, 401, 403, 404, 409, 500, 502, 503];

/** Saving one is a convenience too: a refusal puts the choice back, with no error page. */
const SAVE_TOLERATED: readonly ToleratedError[] = [400, 401, 403, 404, 409, 500, 502, 503];

const preferencesKey = (userId: string) => ['preferences', userId] as const;

/**
 * `GET /api/v1/portal/preferences/{id}`: the user's display preferences, read through the shared
 * schema so that a field missing or unknown takes its default.
 * @param userId - the signed-in user
 */
export const preferencesQuery = (userId: string) =>
  queryOptions({
    queryKey: preferencesKey(userId),
    queryFn: async ({ signal }): Promise<UserPreferences> =>
      userPreferences.parse(
        // A user who never saved any may get no body: every field then takes its default.
        (await http.get<unknown>(apiUrl(API_PATHS.preferences, { id: userId }), {
          tolerated: READ_TOLERATED,
          signal,
        })) ?? {},
      ),
    staleTime: 5 * 60_000,
  });

/** The user's preferences; no call while the user is unknown. */
export function usePreferences(userId: string | null | undefined) {
  return useQuery({ ...preferencesQuery(userId ?? ''), enabled: userId != null });
}

/**
 * Saves some preferences (`PATCH`, the others kept). The choice shows at once; a refusal puts the
 * cached preferences back as they were and calls `onFailure`.
 * @param userId - the signed-in user; nothing is sent while unknown
 */
export function useSavePreferences(userId: string | null | undefined, onFailure?: () => void) {
  const queryClient = useQueryClient();
  const key = preferencesKey(userId ?? '');
  return useMutation({
    mutationFn: (patch: UserPreferencesPatch) =>
      http.patch<unknown>(apiUrl(API_PATHS.preferences, { id: userId ?? '' }), patch, {
        tolerated: SAVE_TOLERATED,
      }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<UserPreferences>(key);
      if (before !== undefined) queryClient.setQueryData(key, { ...before, ...patch });
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, userPreferences.parse(saved ?? {}));
    },
    onError: (_error, _patch, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
      onFailure?.();
    },
  });
}

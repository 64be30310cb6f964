import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  REFERRING_TAG_MESSAGES,
  type ReferringPhysicianTagList,
} from '@sagitta/domain';
import { http, HttpFailure, type ToleratedError } from '../http';

const tagsPath = (userId: string) => apiUrl(API_PATHS.referringPhysicianTags, { id: userId });

/**
 * A tag the server refuses (400, its own validation) or already holds (409) is told by the add
 * field; every other failure, removals included, is the common failure handler's.
 */
const ADD_TOLERATED: readonly ToleratedError[] = [400, 409];

export const referringPhysicianTagsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'referring-physician-tags'],
    queryFn: ({ signal }) => http.get<ReferringPhysicianTagList>(tagsPath(userId), { signal }),
  });

/**
 * Why the add field refused a tag: already there, requested already, held by another physician
 * of the institution (tags are unique within one), or the server's validation message.
 */
export type TagRefusal =
  | { kind: 'already-there' }
  | { kind: 'already-requested' }
  | { kind: 'held-by-another' }
  | { kind: 'invalid'; message: string };

/**
 * The refusal an add failure is, for the ones the field tells; null for the others (the common
 * failure handler told them).
 * @param error - the failed add
 */
export function tagRefusalOf(error: unknown): TagRefusal | null {
  if (!(error instanceof HttpFailure)) return null;
  if (error.status === 409) {
    if (error.message === REFERRING_TAG_MESSAGES.heldByAnother) return { kind: 'held-by-another' };
    if (error.message === REFERRING_TAG_MESSAGES.alreadyRequested) {
      return { kind: 'already-requested' };
    }
    return { kind: 'already-there' };
  }
  if (error.status === 400) return { kind: 'invalid', message: error.message };
  return null;
}

/**
 * A physician's tags and their changes (seed §3 user, §8 tag add/remove): each change answers
 * the whole list, which replaces the cached one; a failed one reads the list again. An add is
 * applied when an administrator sends it, a request when the physician does (issue 14); a
 * removal removes a tag or withdraws (declines) a request.
 * @param userId - the physician
 */
export function useReferringPhysicianTags(userId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(referringPhysicianTagsQuery(userId));
  const { queryKey } = referringPhysicianTagsQuery(userId);
  const settle = {
    onSuccess: (answer: ReferringPhysicianTagList) => {
      queryClient.setQueryData(queryKey, answer);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  };
  const add = useMutation({
    mutationFn: (tag: string) =>
      http.post<ReferringPhysicianTagList>(tagsPath(userId), { tag }, { tolerated: ADD_TOLERATED }),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: (tag: string) =>
      http.delete<ReferringPhysicianTagList>(
        `${tagsPath(userId)}?${new URLSearchParams({ tag }).toString()}`,
      ),
    ...settle,
  });
  return { query, add, remove };
}

import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  type Institution,
  type InstitutionInput,
  type InstitutionList,
  type InstitutionMember,
  type TierUpdate,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';
import type { InstitutionListRequest } from './list-state';

/**
 * Answers the institution pages report themselves (seed §8: their own messages) rather than the
 * global error: bad input, a right the user lacks, a row gone meanwhile, a conflict.
 */
export const CHANGE_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409];
/** Reading one institution: a wrong or deleted id shows the page's not-found state. */
const READ_TOLERATED: readonly ToleratedError[] = [400, 404];

const institutionPath = (id: string) => apiUrl(API_PATHS.institution, { id });
const membersPath = (id: string) => apiUrl(API_PATHS.institutionMembers, { id });

export const institutionKeys = {
  all: ['institutions'] as const,
  lists: ['institutions', 'list'] as const,
  list: (query: InstitutionListRequest) => ['institutions', 'list', query] as const,
  detail: (id: string) => ['institutions', 'detail', id] as const,
  members: (id: string) => ['institutions', 'members', id] as const,
};

/** The list call with its query string (`institutionListQuery`). */
export function institutionListPath(query: InstitutionListRequest): string {
  const params = new URLSearchParams();
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  if (query.search !== undefined && query.search !== '') params.set('search', query.search);
  params.set('sort', query.sort);
  if (query.active !== undefined) params.set('active', query.active);
  return `${API_PATHS.institutions}?${params.toString()}`;
}

export const institutionListQuery = (query: InstitutionListRequest) =>
  queryOptions({
    queryKey: institutionKeys.list(query),
    queryFn: ({ signal }) => http.get<InstitutionList>(institutionListPath(query), { signal }),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const institutionQuery = (id: string) =>
  queryOptions({
    queryKey: institutionKeys.detail(id),
    queryFn: () => http.get<Institution>(institutionPath(id), { tolerated: READ_TOLERATED }),
  });

export const institutionMembersQuery = (id: string) =>
  queryOptions({
    queryKey: institutionKeys.members(id),
    queryFn: () => http.get<InstitutionMember[]>(membersPath(id)),
  });

/** After a change, the lists (counts, names, status) and the institution itself are stale. */
function refreshInstitution(queryClient: QueryClient, institution: Institution): void {
  queryClient.setQueryData(institutionKeys.detail(institution.institutionId), institution);
  void queryClient.invalidateQueries({ queryKey: institutionKeys.lists });
}

export function useCreateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstitutionInput) =>
      http.post<Institution>(API_PATHS.institutions, input, { tolerated: CHANGE_TOLERATED }),
    onSuccess: (institution) => {
      refreshInstitution(queryClient, institution);
    },
  });
}

/** PUT replaces the whole institution: callers send every field, merged over what they loaded. */
export function useUpdateInstitution(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstitutionInput) =>
      http.put<{ success: boolean }>(institutionPath(id), input, { tolerated: CHANGE_TOLERATED }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: institutionKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: institutionKeys.lists });
    },
  });
}

export function useSetInstitutionActive(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      http.patch<Institution>(
        apiUrl(API_PATHS.institutionActive, { id }),
        { active },
        { tolerated: CHANGE_TOLERATED },
      ),
    onSuccess: (institution) => {
      refreshInstitution(queryClient, institution);
    },
  });
}

export function useDeleteInstitution(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<undefined>(institutionPath(id), { tolerated: CHANGE_TOLERATED }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: institutionKeys.detail(id) });
      queryClient.removeQueries({ queryKey: institutionKeys.members(id) });
      void queryClient.invalidateQueries({ queryKey: institutionKeys.lists });
    },
  });
}

export function useUpdateTier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TierUpdate) =>
      http.put<Institution>(apiUrl(API_PATHS.institutionTier, { id }), update, {
        tolerated: CHANGE_TOLERATED,
      }),
    onSuccess: (institution) => {
      refreshInstitution(queryClient, institution);
    },
  });
}

/** Membership changes move the surgeon and user counts of the institution and of the list. */
function refreshMembers(queryClient: QueryClient, id: string): void {
  void queryClient.invalidateQueries({ queryKey: institutionKeys.members(id) });
  void queryClient.invalidateQueries({ queryKey: institutionKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: institutionKeys.lists });
}

export function useAddMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userEmailAddress: string) =>
      http.post<{ message: string }>(
        membersPath(id),
        { userEmailAddress },
        { tolerated: CHANGE_TOLERATED },
      ),
    onSuccess: () => {
      refreshMembers(queryClient, id);
    },
  });
}

export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      http.delete<undefined>(apiUrl(API_PATHS.institutionMember, { id, userId }), {
        tolerated: CHANGE_TOLERATED,
      }),
    onSuccess: () => {
      refreshMembers(queryClient, id);
    },
  });
}

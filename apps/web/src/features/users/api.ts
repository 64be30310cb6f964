import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  API_PATHS,
  DEFAULT_PAGE_SIZE,
  ROLE_NAMESPACE,
  rolesFromStrings,
  type BulkResult,
  type InstitutionList,
  type OutboxList,
  type RoleName,
  type StatusAction,
  type StatusChangeRequest,
  type UserList,
  type UserStatus,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';

/**
 * Every query of users administration starts with `users` (the user forms' detail queries too):
 * a change to accounts refreshes them all, except the signed-in user's own (`['users', 'self']`).
 */
export const USER_ADMIN_KEY = ['users', 'admin'] as const;

const isAccountsQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === 'users' && query.queryKey[1] !== 'self';

export type UserSort = 'lastName' | '-lastName';

/** What the users list asks for: page from 1, the search and filters (seed §2, §9). */
export interface UserListParams {
  page: number;
  search: string;
  role: RoleName | null;
  status: UserStatus | null;
  institutionId: string | null;
  sort: UserSort;
}

/** The query string of `GET /api/v1/Users` (`userListQuery`); empty filters are left out. */
export function userListSearch(params: UserListParams): string {
  const query = new URLSearchParams({
    page: String(params.page),
    pageSize: String(DEFAULT_PAGE_SIZE),
    sort: params.sort,
  });
  if (params.search !== '') query.set('search', params.search);
  if (params.role !== null) query.set('role', params.role);
  if (params.status !== null) query.set('status', params.status);
  if (params.institutionId !== null) query.set('institutionId', params.institutionId);
  return query.toString();
}

/**
 * A bad query (400) or a missing permission (403) is shown on the page as its error state; the
 * other failures go through the common handler as well.
 */
const LIST_TOLERATED: readonly ToleratedError[] = [400, 403];

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'list', params],
    queryFn: ({ signal }) =>
      http.get<UserList>(`${API_PATHS.users}?${userListSearch(params)}`, {
        tolerated: LIST_TOLERATED,
        signal,
      }),
    // Paging and searching keep the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useUserList = (params: UserListParams) => useQuery(userListQuery(params));

interface Role {
  roleId: number;
  name: string;
  namespace: string;
  role: string;
}

/** The roles an account can hold, for the role filter. */
export const rolesQuery = queryOptions({
  // Shared with the user forms, which ask the same question.
  queryKey: ['roles', ROLE_NAMESPACE],
  queryFn: ({ signal }) =>
    http.get<Role[]>(`${API_PATHS.roles}?namespace=${ROLE_NAMESPACE}`, { signal }),
  select: (roles): RoleName[] => rolesFromStrings(roles.map((role) => role.role)),
  staleTime: Infinity,
});

export const useRoles = () => useQuery(rolesQuery);

/** The institution filter's choices: the first 100 by name (the API's largest page). */
export const institutionOptionsQuery = queryOptions({
  queryKey: ['institutions', 'options'],
  queryFn: () =>
    http.get<InstitutionList>(`${API_PATHS.institutions}?page=1&pageSize=100&sort=name`, {
      tolerated: [403],
    }),
  select: (list) => list.items.map((item) => ({ value: item.institutionId, label: item.name })),
  staleTime: 5 * 60_000,
});

export const useInstitutionOptions = () => useQuery(institutionOptionsQuery);

/**
 * The bulk calls answer 200 with a `bulkResult` whenever the request itself is valid; these are
 * the refusals of the request as a whole, which the confirmation dialog shows with their message.
 */
const BULK_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409];

const idsQuery = (userIds: readonly string[]) =>
  `userIds=${userIds.map((id) => encodeURIComponent(id)).join(',')}`;

/** The bulk actions of the users page (seed §2, §4): status changes, and rejecting requests. */
export type BulkAction = StatusAction | 'reject';

/** The status each action asks for in `PATCH /api/v1/Users/Status`. */
export const STATUS_OF_ACTION: Readonly<Record<StatusAction, StatusChangeRequest['status']>> = {
  activate: 'Active',
  disable: 'Deactivated',
  delete: 'Deleted',
  reset: 'Reset',
  accept: 'New',
};

/** `PATCH /api/v1/Users/Status`: activate, disable, delete, reset or accept, each user on its own. */
export const requestStatusChange = (
  userIds: readonly string[],
  status: StatusChangeRequest['status'],
) =>
  http.patch<BulkResult>(
    `${API_PATHS.usersStatus}?${idsQuery(userIds)}`,
    { status },
    { tolerated: BULK_TOLERATED },
  );

/** `DELETE /api/v1/users`: rejects pending access requests. */
export const rejectRequests = (userIds: readonly string[]) =>
  http.delete<BulkResult>(`${API_PATHS.users}?${idsQuery(userIds)}`, { tolerated: BULK_TOLERATED });

export interface BulkRequest {
  action: BulkAction;
  userIds: readonly string[];
}

/**
 * Runs a bulk action; the answer tells which users changed and why the others did not. Every
 * accounts query (lists, details, the outbox the action wrote to) is refreshed afterwards,
 * whatever happened.
 */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userIds }: BulkRequest) =>
      action === 'reject'
        ? rejectRequests(userIds)
        : requestStatusChange(userIds, STATUS_OF_ACTION[action]),
    onSettled: () => queryClient.invalidateQueries({ predicate: isAccountsQuery }),
  });
}

export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'outbox', page],
    queryFn: ({ signal }) =>
      http.get<OutboxList>(`${API_PATHS.outbox}?page=${page}&pageSize=${DEFAULT_PAGE_SIZE}`, {
        tolerated: [403],
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (page: number) => useQuery(outboxQuery(page));

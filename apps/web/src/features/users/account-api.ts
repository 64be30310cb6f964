import { API_PATHS, apiUrl } from '@sagitta/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  isInstitutionRole,
  ROLE_NAMES,
  ROLE_NAMESPACE,
  rolesFromStrings,
  USER_ALREADY_EXISTS,
  type BulkResult,
  type InstitutionList,
  type RoleName,
  type StatusChangeRequest,
  type User,
  type UserCreate,
  type UserUpdate,
} from '@sagitta/domain';
import { LOOKUP_PAGE_SIZE, useServerLookup } from '../../lib/inputs/use-server-lookup';
import { http, type ToleratedError } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';

const userPath = (userId: string) => apiUrl(API_PATHS.user, { id: userId });

/** A malformed id answers 400 and an unknown one 404: the page says "no such user" for both. */
const READ_TOLERATED: readonly ToleratedError[] = [400, 404];

/**
 * What the forms show themselves: the duplicate email on its field, other refusals (validation,
 * an unknown institution, a conflict) as the form's alert with the server's message.
 */
const SAVE_TOLERATED: readonly ToleratedError[] = [USER_ALREADY_EXISTS, 400, 404, 409];

/**
 * Status and flag refusals (one's own account, a deleted user …) are shown on the detail page,
 * not as the generic error.
 */
const DETAIL_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409];

export const userQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: ({ signal }) =>
      http.get<User>(userPath(userId), { tolerated: READ_TOLERATED, signal }),
  });

export function useUser(userId: string) {
  return useQuery(userQuery(userId));
}

/**
 * After a change to an account: its detail is the answer, and every list of users is read
 * again. The signed-in user's own entry only when that is the account changed.
 */
function afterUserChange(queryClient: QueryClient, userId: string, user?: User) {
  if (user !== undefined) queryClient.setQueryData(userQuery(user.userId).queryKey, user);
  const own = queryClient.getQueryData(currentUserQuery.queryKey)?.userId === userId;
  void queryClient.invalidateQueries({
    queryKey: ['users'],
    predicate: (query) => own || query.queryKey[1] !== 'self',
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UserCreate) =>
      (await http.post<{ data: User }>(API_PATHS.users, payload, { tolerated: SAVE_TOLERATED }))
        .data,
    onSuccess: (user) => {
      afterUserChange(queryClient, user.userId, user);
    },
  });
}

export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: UserUpdate) =>
      (await http.put<{ data: User }>(userPath(userId), payload, { tolerated: SAVE_TOLERATED }))
        .data,
    onSuccess: (user) => {
      afterUserChange(queryClient, user.userId, user);
    },
  });
}

export type UserFlags = Partial<Pick<UserUpdate, 'isBetaUser' | 'onlyViewSurgicalCandidates'>>;

/** Sets the beta or surgical-candidates flag: `PUT` with the account as it is, one flag changed. */
export function useUserFlags(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (flags: UserFlags) =>
      (
        await http.put<{ data: User }>(
          userPath(user.userId),
          { ...userUpdateOf(user), ...flags },
          { tolerated: DETAIL_TOLERATED },
        )
      ).data,
    onSuccess: (saved) => {
      afterUserChange(queryClient, saved.userId, saved);
    },
  });
}

/**
 * The update that leaves an account as it is: the flags toggles of the detail page send it with
 * one flag changed, since `PUT` takes the whole account.
 * @param user - the account as last read
 * @throws Error when the account carries no role of this product (it cannot be saved as is)
 */
export function userUpdateOf(user: User): UserUpdate {
  const [role] = rolesFromStrings(user.roles);
  if (role === undefined) throw new Error(`User ${user.userId} has no known role`);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    suffix: user.suffix,
    emailAddress: user.emailAddress,
    phone: user.phone,
    role,
    subRole: user.subrole,
    inexperienced: user.userRoleProperties.inexperienced,
    institutionId: user.institutionId,
    institutionRole:
      user.institutionRole !== null && isInstitutionRole(user.institutionRole)
        ? user.institutionRole
        : null,
    isBetaUser: user.isBetaUser,
    onlyViewSurgicalCandidates: user.onlyViewSurgicalCandidates,
    npi: user.npi,
    salesforceId: user.salesforceId,
    pricingTier: user.pricingTier,
    states: user.states,
  };
}

/** Activate, disable, delete or reset one user; the answer says whether it worked for them. */
export function useChangeUserStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: StatusChangeRequest['status']) =>
      http.patch<BulkResult>(
        `${API_PATHS.usersStatus}?userIds=${encodeURIComponent(userId)}`,
        { status },
        { tolerated: DETAIL_TOLERATED },
      ),
    onSettled: () => {
      afterUserChange(queryClient, userId);
    },
  });
}

interface RoleAnswer {
  roleId: number;
  name: string;
}

const isRoleName = (name: string): name is RoleName =>
  (ROLE_NAMES as readonly string[]).includes(name);

export const rolesQuery = queryOptions({
  queryKey: ['roles', ROLE_NAMESPACE],
  queryFn: ({ signal }) =>
    http.get<RoleAnswer[]>(`${API_PATHS.roles}?namespace=${encodeURIComponent(ROLE_NAMESPACE)}`, {
      signal,
    }),
  select: (roles) => roles.map((role) => role.name).filter(isRoleName),
  staleTime: Infinity,
});

/** The roles an account can be given, as the server lists them. */
export function useRoles() {
  return useQuery(rolesQuery);
}

export type InstitutionLookup = ReturnType<typeof useInstitutionLookup>;

/**
 * The institutions matching what the administrator types in the institution field. Nothing is
 * asked until the field is first used; typing is debounced.
 */
export function useInstitutionLookup() {
  const { items, ...lookup } = useServerLookup(['institutions', 'lookup'], (search, signal) => {
    const params = new URLSearchParams({ pageSize: String(LOOKUP_PAGE_SIZE) });
    if (search !== null) params.set('search', search);
    return http.get<InstitutionList>(`${API_PATHS.institutions}?${params.toString()}`, { signal });
  });
  return { ...lookup, institutions: items };
}

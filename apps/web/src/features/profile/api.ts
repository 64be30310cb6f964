import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  type EmailChange,
  type PasswordChange,
  type ProfileUpdate,
  type ShippingAddress,
  type ShippingAddressInput,
  type User,
} from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';
import { applySetting, settingUpdate, type ProfileSetting } from './profile-settings';

/**
 * Failures My Account reports itself, each page with its seed §8 message ('Sorry, we were not
 * able to make the change', 'Rod shipping address update error', 'Password reset error') or the
 * server's own, rather than the global error modal.
 */
const PROFILE_FAILURES: readonly ToleratedError[] = [400, 403, 404, 409, 429, 500, 503];

/** Wrong password (400), email taken (409), too many password checks (429): shown inline. */
const EMAIL_FAILURES: readonly ToleratedError[] = [400, 409, 429];

export interface ShippingAddressAnswer {
  address: ShippingAddress | null;
}

export const shippingAddressQuery = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'shipping-address'],
    queryFn: () =>
      http.get<ShippingAddressAnswer>(apiUrl(API_PATHS.userShippingAddress, { id: userId })),
  });

/** After any change to the account, the current user is loaded again (header, guards, menu). */
function useReloadCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
}

/** `PATCH …/profile` from an edit page: phone, states, technician experience. */
export function useUpdateProfile(userId: string) {
  const reload = useReloadCurrentUser();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      http.patch<User>(apiUrl(API_PATHS.userProfile, { id: userId }), update, {
        tolerated: PROFILE_FAILURES,
      }),
    onSuccess: reload,
  });
}

/**
 * A setting saved as soon as it is toggled (preferences, experience): shown changed at once and
 * put back if the server refuses. Only the toggled setting is put back, so that another toggle
 * made meanwhile keeps its own outcome; the reload then shows what the server holds.
 */
export function useInstantSetting(user: User) {
  const queryClient = useQueryClient();
  const reload = useReloadCurrentUser();
  const setCached = (setting: ProfileSetting) => {
    queryClient.setQueryData(currentUserQuery.queryKey, (cached) =>
      cached === undefined || cached === null ? cached : applySetting(cached, setting),
    );
  };
  return useMutation({
    mutationFn: (setting: ProfileSetting) => {
      // The cache holds every toggle made so far: the preferences are sent as one object.
      const current = queryClient.getQueryData(currentUserQuery.queryKey) ?? user;
      return http.patch<User>(
        apiUrl(API_PATHS.userProfile, { id: user.userId }),
        settingUpdate(current, setting),
        { tolerated: PROFILE_FAILURES },
      );
    },
    onMutate: async (setting) => {
      // A reload already under way would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
      setCached(setting);
    },
    onError: (_error, setting) => {
      setCached({ ...setting, value: !setting.value });
    },
    onSettled: () => {
      // Not awaited: the toast of the outcome need not wait for the reload.
      void reload();
    },
  });
}

export function useChangeEmail(userId: string) {
  const reload = useReloadCurrentUser();
  return useMutation({
    mutationFn: (change: EmailChange) =>
      http.put<User>(apiUrl(API_PATHS.userEmail, { id: userId }), change, {
        tolerated: EMAIL_FAILURES,
      }),
    onSuccess: reload,
  });
}

/** Saves the rod shipping address; an empty one is removed by the server (seed §5). */
export function useSaveShippingAddress(userId: string) {
  const queryClient = useQueryClient();
  const reload = useReloadCurrentUser();
  return useMutation({
    mutationFn: (address: ShippingAddressInput) =>
      http.put<ShippingAddressAnswer>(
        apiUrl(API_PATHS.userShippingAddress, { id: userId }),
        address,
        { tolerated: PROFILE_FAILURES },
      ),
    onSuccess: async (answer) => {
      queryClient.setQueryData(shippingAddressQuery(userId).queryKey, answer);
      await reload();
    },
  });
}

export function useChangePassword(userId: string) {
  const reload = useReloadCurrentUser();
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      http.put<User>(apiUrl(API_PATHS.userPassword, { id: userId }), change, {
        tolerated: PROFILE_FAILURES,
      }),
    onSuccess: reload,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  type LoginRequest,
  type LoginResponse,
  type PasswordChange,
  type User,
} from '@sagitta/domain';
import { http } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';
import { selectedPhysician } from '../../lib/session/selected-physician';

/** Sign-in answers the page shows itself: bad input, wrong credentials, lockout, rate limit. */
const SIGN_IN_ERRORS = [400, 401, 423, 429] as const;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      http.post<LoginResponse>(API_PATHS.login, credentials, { tolerated: SIGN_IN_ERRORS }),
    onSuccess: (response) => {
      // Anything cached before sign-in belonged to nobody; start clean with this user.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
      selectedPhysician.write(null);
      queryClient.setQueryData(currentUserQuery.queryKey, response.user);
    },
  });
}

export function useSetPassword(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PasswordChange) =>
      http.put<User>(apiUrl(API_PATHS.userPassword, { id: userId }), change, {
        tolerated: [400, 429],
      }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse, PasswordChange, User } from '@sagitta/domain';
import { http } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';
import { selectedPhysician } from '../../lib/session/selected-physician';

/** Sign-in answers the page shows itself: bad input, wrong credentials, lockout, rate limit. */
const SIGN_IN_ERRORS = [400, 401, 423, 429] as const;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      http.post<LoginResponse>('/auth/api/v1/login', credentials, { tolerated: SIGN_IN_ERRORS }),
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
      http.put<User>(`/api/v1/users/${encodeURIComponent(userId)}/password`, change, {
        tolerated: [400, 429],
      }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}

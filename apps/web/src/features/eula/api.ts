import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiUrl, type User } from '@sagitta/domain';
import { http, type ToleratedError } from '../../lib/http';
import { currentUserQuery } from '../../lib/session/current-user';

/** Failures the EULA page reports itself, with its own message (seed §8), instead of the modal. */
const ACCEPT_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409, 500, 503];

/** Accepts the EULA for a user; the answer, the updated user, replaces the cached current user. */
export function useAcceptEula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      http.patch<User>(
        apiUrl(API_PATHS.userEulaAcknowledged, { id: userId }),
        { eulaAcknowledged: true },
        { tolerated: ACCEPT_TOLERATED },
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
    },
  });
}
